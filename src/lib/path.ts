// Paths and base URLs without their trailing slashes: the site is served with and without
// them (trailingSlash: 'ignore'), so every comparison and join goes through here. Loops, not
// patterns: /\/+$/ goes over a long run of slashes once per slash. withoutTrailingSlash is
// inlined into the visitor redirect script as its source, so it uses nothing from outside.

/** '/orders/' → '/orders', '/' stays '/'. */
export const withoutTrailingSlash = (path: string): string => {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
};

/** A base URL ready for `base + '/path'`: 'https://x.test/api/' → 'https://x.test/api', '/' → ''. */
export const baseWithoutSlash = (base: string): string => {
  const trimmed = withoutTrailingSlash(base);
  return trimmed === '/' ? '' : trimmed;
};
