// Reads the content folders the editor at /admin writes: content/<name>/*.yaml, one entry
// per file (categories, services, courses, sessions, faq). For Node scripts outside Astro;
// pages use getCollection. Entries come back sorted by id, like the former list files.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

export async function readYamlEntries(contentDir, name) {
  const dir = join(contentDir, name);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort();
  const entries = await Promise.all(files.map(async (f) => parse(await readFile(join(dir, f), 'utf8'))));
  return entries.sort((a, b) => (typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id).localeCompare(String(b.id))));
}
