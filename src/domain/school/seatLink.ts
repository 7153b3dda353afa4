// The "Confirm my seat" link's refusal: the API's answer and the confirmation page's message.
// A module of its own so the staff desks, which share the seat labels, do not load it.
export const SEAT_LINK_INVALID = 'This confirmation link is invalid or has expired.';
