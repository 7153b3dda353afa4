// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { cspHeaders } from './scripts/build/astro-csp-headers.mjs';
import { frameScript } from './scripts/build/astro-frame-script.mjs';
import { islandLoader } from './scripts/build/astro-island-loader.mjs';
import { modulePreload } from './scripts/build/astro-module-preload.mjs';
import { chunkGroups, chunkGroupsHoldWhatTheyName } from './scripts/build/chunk-groups.mjs';
import { plainDynamicImports } from './scripts/build/chunks.mjs';
import { islandReact } from './scripts/build/island-react.mjs';
import { emailDefaults } from '#domain/mail/emailDefaults';

const site = process.env.SITE_URL ?? 'https://www.fiberpro-texas.com';
const notInSitemap =
  /^\/(test-email|admin|staff|login|register|forgot-password|reset-password|cart|checkout|order-success|account|orders|search|offline|about-us)(\/|$)|\/not-found\/?$/;

export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Spanish under /es/, English at today's addresses; no redirect by the browser's language.
  i18n: {
    locales: ['en', 'es'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    // React 19 islands (the client's stack); React is one file shared by every island page.
    react(),
    // Only canonical, indexable pages: no noindex screens, no duplicates (/about-us is /about).
    // Each page beside its twin in the other language (hreflang alternates).
    sitemap({
      filter: (page) => !notInSitemap.test(new URL(page).pathname.replace(/^\/es(?=\/)/, '')),
      i18n: { defaultLocale: 'en', locales: { en: 'en', es: 'es' } },
    }),
    frameScript(),
    // client:afterpaint: islands whose first view is HTML hydrate after the page's largest paint.
    {
      name: 'hydrate-after-paint',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'afterpaint', entrypoint: './src/layouts/frame/hydrateAfterPaint.ts' }),
      },
    },
    modulePreload(),
    // Our <astro-island> element in place of Astro's, before the inline scripts are hashed.
    islandLoader(),
    cspHeaders(),
  ],
  vite: {
    plugins: [islandReact(), tailwindcss(), plainDynamicImports(), chunkGroupsHoldWhatTheyName()],
    // React is one file shared by every island page; small modules that the same pages load
    // together share a file too (scripts/build/chunk-groups.mjs).
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
  },
  env: {
    schema: {
      PUBLIC_API_URL: envField.string({ context: 'client', access: 'public', default: '/api' }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', default: emailDefaults.publicKey }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', default: emailDefaults.serviceId }),
      PUBLIC_EMAILJS_TEAM_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', default: emailDefaults.teamTemplateId }),
      PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: envField.string({
        context: 'client',
        access: 'public',
        default: emailDefaults.autoReplyTemplateId,
      }),
      // Empty means the site's own origin, i.e. the built-in relay at /api/v1.0/email/send.
      PUBLIC_EMAILJS_ORIGIN: envField.string({ context: 'client', access: 'public', default: '' }),
      PUBLIC_EMAILJS_BLOCK_HEADLESS: envField.boolean({ context: 'client', access: 'public', default: false }),
    },
  },
});
