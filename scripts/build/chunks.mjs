// Vite wraps every dynamic import() in its preload helper (about 0.9 KB gzip, a file of its
// own, on every page that has a lazy import) even where there is nothing worth preloading
// (vitejs/vite#18551). Our lazy imports (live frame, sender, toaster, search, order request
// dialog, staff dialogs) are fetched after the page is up and bring no CSS, so they are
// unwrapped to plain import(); their few imports load as the browser finds them.
// See docs/decisions/0007-react-chunking.md.

/** Where the call whose argument list closes just before `end` opens (skipping quoted text). */
function openingParen(code, end) {
  let depth = 0;
  let quote = '';
  for (let i = end - 1; i >= 0; i--) {
    const ch = code[i];
    if (quote) {
      if (ch === quote && code[i - 1] !== '\\') quote = '';
    } else if (ch === '`' || ch === '"' || ch === "'") quote = ch;
    else if (ch === ')' || ch === ']' || ch === '}') depth++;
    else if (ch === '(' || ch === '[' || ch === '{') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** `helper(factory,__VITE_PRELOAD__)` becomes `(factory)()`: the same import, nothing preloaded. */
function unwrapPreloads(code, helper) {
  const marker = ',__VITE_PRELOAD__)';
  for (let at = code.lastIndexOf(marker); at !== -1; at = code.lastIndexOf(marker, at - 1)) {
    const open = openingParen(code, at);
    if (open < helper.length || code.slice(open - helper.length, open) !== helper) return null;
    code = `${code.slice(0, open - helper.length)}(${code.slice(open + 1, at)})()${code.slice(at + marker.length)}`;
  }
  return code;
}

/** @returns {import('vite').Plugin} */
export function plainDynamicImports() {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const bringsCss = chunk.dynamicImports.some((file) => bundle[file]?.viteMetadata?.importedCss.size);
        if (bringsCss) continue;
        const helperImport = /import\{\w+ as ([\w$]+)\}from"\.\/preload-helper\.[\w-]+\.js";?/.exec(chunk.code);
        if (!helperImport) continue;
        const code = unwrapPreloads(chunk.code.replace(helperImport[0], ''), helperImport[1]);
        // Vite calls the helper only around dynamic imports, each followed by its marker.
        if (!code) continue;
        chunk.code = code;
        chunk.imports = chunk.imports.filter((file) => !file.includes('preload-helper'));
      }
    },
  };
}
