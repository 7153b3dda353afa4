// Content is validated by the zod schemas of src/domain at build time; a broken file
// stops the build with a message naming the file and the field.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fictionalPhoneProblem } from '#domain/content/siteFacts';

function syncWithContent(mutate: (dir: string) => void, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    cpSync('content', dir, { recursive: true });
    mutate(dir);
    const run = spawnSync('npx', ['astro', 'sync'], {
      env: { ...process.env, ...env, CONTENT_DIR: dir, ASTRO_CACHE_DIR: join(dir, '.cache'), ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}`, dir };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('content validation at build', () => {
  it('fails on a product with a non-numeric price, naming the file and the field', () => {
    const { status, output, dir } = syncWithContent((d) => {
      const file = join(d, 'products', 'thrust-boring-machine.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^price: .*$/m, 'price: "call us"'));
    });
    expect(status).not.toBe(0);
    expect(output).toContain(join(dir, 'products', 'thrust-boring-machine.md'));
    expect(output).toMatch(/price/);
  }, 120_000);

  it('fails on a course priced outside 300-3500, naming the file and the field', () => {
    const { status, output } = syncWithContent((d) => {
      const file = join(d, 'courses', 'otdr-testing-trace-analysis.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^price: \d+/m, 'price: 25'));
    });
    expect(status).not.toBe(0);
    expect(output).toContain(join('courses', 'otdr-testing-trace-analysis.yaml'));
    expect(output).toMatch(/price/);
  }, 120_000);

  it('a production build refuses the placeholder 555-01xx phone (the 24/7 emergency line)', () => {
    const phone = JSON.parse(readFileSync('content/site.json', 'utf8')).phone as string;
    expect(fictionalPhoneProblem('(210) 555-2340')).toBeUndefined();
    for (const env of [{ CONTEXT: 'production' }, { RELEASE: '1' }] as Record<string, string>[]) {
      const { status, output } = syncWithContent(() => {}, env);
      expect(status).not.toBe(0);
      expect(output).toContain(`content/site.json phone: ${phone} is a fictional 555-01xx number`);
    }
  }, 240_000);
});
