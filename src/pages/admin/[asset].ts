// Serves the content editor's script (the decap-cms npm package's dist files: the main
// bundle, its lazy chunks and wasm) from /admin/, copied at build time: no CDN, and the
// site's CSP keeps script-src 'self'. Only /admin/index.html loads them.
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const distDir = join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
const isShipped = (name: string) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name);

export const getStaticPaths = (async () =>
  (await readdir(distDir)).filter(isShipped).map((asset) => ({ params: { asset } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const body = await readFile(join(distDir, params.asset as string));
  const type = params.asset?.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8';
  return new Response(body, { headers: { 'Content-Type': type } });
};
