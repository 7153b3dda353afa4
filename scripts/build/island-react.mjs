// How the browser build takes React (docs/decisions/0017):
// - Astro's React renderer is the site's own (src/layouts/frame/reactRenderer.ts), which keeps
//   only what the islands use (0.5 KB gzip less in React's file on every island page);
// - our modules import React and its JSX runtime through ES modules of named exports that sit
//   in React's file, so the bundler's CommonJS interop (React ships CommonJS) stays there too,
//   not one import of it in every island file.
// `astro dev` keeps Astro's renderer and plain React.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const RENDERER = fileURLToPath(new URL('../../src/layouts/frame/reactRenderer.ts', import.meta.url));
const FACADES = ['react', 'react/jsx-runtime'];
/** The id prefix of the ES modules of `react` and `react/jsx-runtime`: React's file takes them in (chunk-groups.mjs). */
const REACT_ESM = '\0react-esm:';

/** @returns {import('vite').Plugin} */
export function islandReact() {
  return {
    name: 'island-react',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@astrojs/react/client.js') return RENDERER;
      if (!FACADES.includes(id) || !importer || importer.startsWith(REACT_ESM) || importer.includes('node_modules')) return null;
      return REACT_ESM + id;
    },
    load(id) {
      if (!id.startsWith(REACT_ESM)) return null;
      const specifier = id.slice(REACT_ESM.length);
      const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return `export { ${names.join(', ')} } from '${specifier}';`;
    },
  };
}
