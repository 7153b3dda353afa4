export const check = '<polyline points="20 6 9 17 4 12"/>';
