// Paths and base URLs without their trailing slashes: the site is served with and without
// them (trailingSlash: 'ignore'), so every comparison and join goes through here.

/** '/orders/' → '/orders', '/' stays '/'. */
export const withoutTrailingSlash = (path: string): string => path.replace(/(.)\/+$/, '$1');

/** A base URL ready for `base + '/path'`: 'https://x.test/api/' → 'https://x.test/api', '/' → ''. */
export const baseWithoutSlash = (base: string): string => base.replace(/\/+$/, '');
