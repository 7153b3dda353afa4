// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { cspHeaders } from './scripts/build/astro-csp-headers.mjs';
import { frameScript } from './scripts/build/astro-frame-script.mjs';
import { islandLoader } from './scripts/build/astro-island-loader.mjs';
import { modulePreload } from './scripts/build/astro-module-preload.mjs';
import { plainDynamicImports } from './scripts/build/chunks.mjs';
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
    plugins: [tailwindcss(), plainDynamicImports()],
    // The framework (React, react-dom, the scheduler, Astro's React hydrator) is one file:
    // every island page needs all of it, and the browser caches it across pages. Small modules
    // that the same pages load together share a file too (path, api, shelf): every file
    // costs its own gzip start and import lines (about 150 bytes). A group also takes the
    // modules its members import that no earlier group took, so the framework comes first.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Vite's preload helper (the hydrator's lazy import uses it) stays a file of its
              // own: inside the framework file it would bring the framework to pages without islands.
              { name: 'preload-helper', test: /preload-helper/, priority: 1 },
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/ },
              // The API's address beside the path helpers and the site's settings it reads, the
              // language of an address, the filling of a message and the mark of a live island: one
              // file for every island page, not a file of 30 bytes more for each.
              { name: 'path', test: /src[\\/](lib[\\/](path|apiUrl|islandLive)|domain[\\/]i18n[\\/](locales|fill))\.ts$/ },
              // The API client with the store every shop island reads (no React: a static page's
              // search dialog loads it later).
              {
                name: 'api',
                test: /(src[\\/]lib[\\/](api|storedSession)\.ts|node_modules[\\/]nanostores[\\/]atom[\\/]index\.js)$/,
              },
              // The card, the banners and the refusal wording of the sign-in, registration and password pages.
              { name: 'authCard', test: /src[\\/]features[\\/](auth[\\/](AuthCard|apiError)|shared[\\/]ui[\\/]Banners)\.tsx?$/ },
              // The live stock and the signed-in cart button of every catalogue page (the
              // showcase, the listing, a product page).
              {
                name: 'shelf',
                test: /src[\\/](features[\\/]shared[\\/](catalogue[\\/](useLiveStock|liveStock)|session[\\/]useSignedIn|cart[\\/]SignedInCartButton)|components[\\/]icons[\\/]cart)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
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
