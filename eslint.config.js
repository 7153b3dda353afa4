// ESLint: JavaScript and TypeScript recommended rules, the rules of hooks for the islands,
// the Astro plugin for .astro files, and regexp's checks against patterns that backtrack.
// `npm run lint` (part of `npm test`) allows no warning.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// The rooms of docs/architecture.md and what each may import. A cycle between modules (type
// imports included) is dependency-cruiser's to find: `npm run lint` runs it after ESLint.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);
const nodeOnly = [
  'node:*',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'nodemailer',
  'smtp-server',
  '@node-rs/*',
  'hono',
  'hono/*',
  '@hono/*',
  'pino',
  'pino-*',
];
const subpathImports = [
  { regex: '^(\\.\\./)+(src/)?domain(/|$)', message: 'Import the domain as #domain/<aggregate>/<file>.' },
  { regex: '^(\\.\\./)+server(/|$)', message: 'Import the server as #server/<room>/<file>.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'public/', 'test-results/', 'playwright-report/', '.data/', '.tmp/', 'build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The classic rules of hooks. The plugin's React Compiler rules (set-state-in-effect,
    // refs) describe code written for the compiler, which this site does not use; the form
    // hook is uncontrolled by design and reads its refs during render.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Patterns that backtrack super-linearly let one long field hold the server's only thread
    // (the README's Security section: a 64 KB password took 6 s), so they are errors wherever code
    // reads what people send. The plugin's stylistic rules are not enabled.
    files: ['src/**/*.{ts,tsx,astro}', 'server/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`, './shared'],
              message: 'Features do not import each other: move what both need to src/features/shared.',
            })),
            {
              target: './src/features/shared',
              from: './src/features',
              except: ['./shared'],
              message: 'Shared code does not import a feature.',
            },
            {
              target: './src/components',
              from: './src/features',
              message: 'Components do not import features: features compose components.',
            },
            { target: './src', from: './server', message: 'The site does not import the server.' },
            {
              target: './server',
              from: ['./scripts', './src/features', './src/components', './src/layouts', './src/pages'],
              message: 'The server imports only src/domain from the site, and never scripts/.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: subpathImports }],
    },
  },
  {
    // The domain is pure rules and schemas: it imports itself and zod, nothing else.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./|#domain/|zod$)', message: 'src/domain imports only itself (./ or #domain/…) and zod.' }] },
      ],
    },
  },
  {
    // Node-only packages stay on the server: what the site imports may reach the browser.
    // Build-time endpoints under src/pages run in Node during the build and may read files.
    files: ['src/**'],
    ignores: ['src/domain/**', 'src/pages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...subpathImports,
            { group: nodeOnly, message: 'Node-only packages belong to server/ (or a build-time endpoint under src/pages).' },
          ],
        },
      ],
    },
  },
  {
    // An island ships what it imports: the catalogue of every language would reach each page.
    // Its page hands it the messages it shows, in the page's language (docs/i18n.md).
    // (.astro components are rendered at build time and may read the catalogue.)
    files: ['src/features/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...subpathImports,
            { group: nodeOnly, message: 'Node-only packages belong to server/ (or a build-time endpoint under src/pages).' },
            {
              regex: '^#domain/i18n/messages',
              allowTypeImports: true,
              message: 'Islands take their messages as props from the page (import the type only).',
            },
          ],
        },
      ],
    },
  },
  {
    // One naming rule: a module is named after what it exports (PascalCase for a component,
    // camelCase otherwise); pages, tests and scripts are kebab-case, as URLs and commands are.
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{src/components,src/features,src/layouts,src/lib,src/domain,server}/**/*.ts': 'CAMEL_CASE',
          '{src/components,src/features,src/layouts,server}/**/*.{tsx,astro}': '+([A-Za-z0-9])',
          'src/pages/**/!(_*)/*.{astro,ts}': '?(\\[)+([a-z0-9-])?(\\])',
          'tests/**/*.{ts,tsx}': 'KEBAB_CASE',
          'scripts/**/*.{mjs,ts}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Tests read raw JSON answers, and Playwright fixtures take an empty `{}` first argument.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);
