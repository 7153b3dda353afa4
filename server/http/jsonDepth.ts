// How deep a JSON text nests, found by scanning its characters (no recursion, no parse): a
// body nested thousands deep would overflow the stack of any recursive walk of it.
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/** Whether the text opens more than max arrays or objects inside each other. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}
