import type { MailParams, WithShop } from './params';

/** A seat in a training session: who, which course, when and where. */
export type SeatParams = WithShop<MailParams<'name' | 'course' | 'dates' | 'location' | 'what_to_bring' | 'hold_until'>>;
