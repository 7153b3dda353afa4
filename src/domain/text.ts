// Text the database can store. PostgreSQL refuses U+0000 in text, so a NUL anywhere in a
// request is bad input (422), found before any schema or SQL sees it.

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** Paths ([key, index, …]) of every string inside a value that contains U+0000. */
export function nulPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [...(k.includes('\u0000') ? [[...path, k]] : []), ...nulPaths(v, [...path, k])]);
  }
  return [];
}
