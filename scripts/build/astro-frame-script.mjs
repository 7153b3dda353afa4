// Astro integration: the page frame's script (src/layouts/frame/frame.ts, on every page) is
// built on its own into one self-contained file: as a part of the islands' build it would
// import their module runtime and small shared chunks; built apart, a page without islands
// loads only the frame. The frame's lazy parts (the live frame, the search page and dialog,
// sign-out through the auth store) stay chunks of the islands' build, so a page still has one
// auth store, one cart store and one search dialog.
// BaseLayout asks for FRAME_SRC: `astro dev` serves the source there; the build renames it.
// The early input (src/layouts/frame/earlyInputScript.ts) is built on its own too, into a script
// written inline into the head of every page with a prebuilt island: it holds presses from the
// first paint on, with no request of its own competing with that paint (on a guarded page, into
// the sign-in form a visitor gets, scripts/build/sign-in-form.mjs). So is the frame's loader
// (src/layouts/frame/frameLoaderScript.ts): on an island page it takes the place of the frame's
// script tag and asks for the frame once the page has painted (docs/decisions/0018). And so is
// a guarded page's sign-in for a visitor (src/layouts/frame/visitorSignInScript.ts, decision 19).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { htmlFiles } from './astro-csp-headers.mjs';
import { SIGN_IN_FORM, signInForm, withoutSignInForm } from './sign-in-form.mjs';

export const FRAME_SRC = '/_astro/frame.js';
const FRAME = 'src/layouts/frame/frame.ts';
const EARLY_INPUT = 'src/layouts/frame/earlyInputScript.ts';
const FRAME_LOADER = 'src/layouts/frame/frameLoaderScript.ts';
const VISITOR_SIGN_IN = 'src/layouts/frame/visitorSignInScript.ts';
const SIGN_IN_FORM_SCRIPT = 'src/layouts/frame/signInFormScript.ts';
/** The frame's script tag as BaseLayout writes it. */
const FRAME_TAG = `<script type="module" src="${FRAME_SRC}" fetchpriority="low"></script>`;
/** A page with an island prebuilt as HTML (not client-only): presses on it are held. */
const PREBUILT_ISLAND = /<astro-island(?![^>]*client="only")/;
const LAZY_PARTS = [
  'src/layouts/frame/liveFrame.ts',
  'src/features/search/searchPage.ts',
  'src/features/search/searchDialog.ts',
  'src/features/shared/session/authStore.ts',
];

/** Bundles `entry` into one minified file (ES module or, to be inlined, IIFE); imports of `lazy` paths become these URLs. */
export async function bundleFrame(entry, lazy, format = 'es') {
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    // The lazy parts' URLs stay as written (/_astro/…), not relative to the build folder.
    makeAbsoluteExternalsRelative: false,
    plugins: [
      {
        name: 'frame-lazy-parts',
        resolveId(source, importer) {
          if (!importer || !source.startsWith('.')) return null;
          const target = resolve(dirname(importer), source);
          const url = lazy.get(target) ?? lazy.get(`${target}.ts`);
          return url ? { id: url, external: true } : null;
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format, minify: true, comments: false });
    if (output.length !== 1) throw new Error(`the frame script split into ${output.length} files`);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

export function frameScript() {
  let root = '';
  let built = '';
  let earlyInput = '';
  let frameLoader = '';
  let visitorSignIn = '';
  let signInFormLine = '';
  /** @type {import('vite').Plugin} */
  const devServer = {
    name: 'frame-script:dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== FRAME_SRC) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(`import '/${FRAME}'; import '/${EARLY_INPUT}';`);
      });
    },
  };
  /** @type {string[]} */
  let refs = [];
  /** @type {import('vite').Plugin} */
  const build = {
    name: 'frame-script:build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      refs = LAZY_PARTS.map((path) => this.emitFile({ type: 'chunk', id: resolve(root, path), preserveSignature: 'strict' }));
    },
    async generateBundle() {
      const lazy = new Map(LAZY_PARTS.map((path, i) => [resolve(root, path), `/${this.getFileName(refs[i])}`]));
      const code = await bundleFrame(resolve(root, FRAME), lazy);
      const fileName = `_astro/frame.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      built = `/${fileName}`;
      earlyInput = (await bundleFrame(resolve(root, EARLY_INPUT), new Map(), 'iife')).trim();
      frameLoader = (await bundleFrame(resolve(root, FRAME_LOADER), new Map([[resolve(root, FRAME), built]]), 'iife')).trim();
      visitorSignIn = (await bundleFrame(resolve(root, VISITOR_SIGN_IN), new Map(), 'iife')).trim();
      signInFormLine = (await bundleFrame(resolve(root, SIGN_IN_FORM_SCRIPT), new Map(), 'iife')).trim();
    },
  };
  return {
    name: 'frame-script',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [devServer, build] } });
      },
      'astro:build:done': async ({ dir }) => {
        if (!built || !earlyInput || !frameLoader || !visitorSignIn || !signInFormLine) throw new Error('the frame script was not built');
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          let html = await readFile(file, 'utf8');
          if (!html.includes(FRAME_TAG)) {
            // A tag BaseLayout wrote otherwise would be left pointing at a file the build never made.
            if (html.includes(FRAME_SRC)) throw new Error(`${file}: the frame's script tag is not ${FRAME_TAG}`);
            continue;
          }
          if (html.includes('<astro-island')) {
            html = html.replace(FRAME_TAG, '').replace('</head>', () => `<script>${frameLoader}</script></head>`);
          } else {
            html = html.replace(FRAME_TAG, FRAME_TAG.replace(FRAME_SRC, built));
          }
          // A guarded page's only prebuilt island is the sign-in form a visitor gets: its early
          // input comes with it, out of a signed-in person's page.
          const form = signInForm(html);
          const prebuiltOwn = PREBUILT_ISLAND.test(withoutSignInForm(html, form));
          if (prebuiltOwn) {
            html = html.replace('</head>', () => `<script>${earlyInput}</script></head>`);
          } else if (form && PREBUILT_ISLAND.test(html)) {
            html = html.replace(SIGN_IN_FORM, () => `${SIGN_IN_FORM}<script>${earlyInput}</script>`);
          }
          if (form) {
            // A guarded page: the visitor's sign-in at the end of its head, and the line that
            // shows the form (or preloads the page's files) right after it.
            html = html.replace('</head>', () => `<script>${visitorSignIn}</script></head>`);
            const { end } = signInForm(html);
            html = `${html.slice(0, end)}<script>${signInFormLine}</script>${html.slice(end)}`;
          }
          await writeFile(file, html);
        }
      },
    },
  };
}
