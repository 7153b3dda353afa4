// Filled by its area: see docs/i18n.md.
export const search = {};
