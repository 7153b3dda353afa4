export const chevronDown = '<polyline points="6 9 12 15 18 9"/>';
