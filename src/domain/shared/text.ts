// Text the database can store. PostgreSQL refuses U+0000 in text, and a lone UTF-16
// surrogate (JSON allows "\ud800") is no Unicode character at all: either anywhere in a
// request is bad input (422), found before any schema or SQL sees it.

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'Text must not contain an unpaired surrogate (not a Unicode character)';

type Path = (string | number)[];

/** Paths ([key, index, …]) of every string (value or key) inside a value for which `bad` holds. */
function textPaths(value: unknown, bad: (text: string) => boolean, path: Path = []): Path[] {
  if (typeof value === 'string') return bad(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, bad, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [...(bad(k) ? [[...path, k]] : []), ...textPaths(v, bad, [...path, k])]);
  }
  return [];
}

/** Paths of every string inside a value that contains U+0000. */
export const nulPaths = (value: unknown): Path[] => textPaths(value, (t) => t.includes('\u0000'));

/** Paths of every string inside a value that holds an unpaired surrogate. */
export const surrogatePaths = (value: unknown): Path[] => textPaths(value, (t) => !t.isWellFormed());
