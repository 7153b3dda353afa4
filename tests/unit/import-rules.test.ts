// The rooms' import rules fail on a violation: ESLint's zones, subpath imports, Node-only
// packages and file names (eslint.config.js), and dependency-cruiser's cycles, type imports
// included (.dependency-cruiser.cjs). Each probe is linted as if it stood at the given path.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, test } from 'vitest';

const eslint = new ESLint();
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'shared');
const [one, other] = features.map((d) => d.name);
const otherModule = readdirSync(join('src/features', other))
  .find((f) => /^[a-z]\w*\.ts$/.test(f))!
  .replace(/\.ts$/, '');

describe('ESLint keeps the rooms', () => {
  test('a feature importing another feature is refused; through features/shared it is not', async () => {
    expect(
      await rulesBroken(`src/features/${one}/probe.ts`, `import * as m from '../${other}/${otherModule}';\nexport default m;\n`),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(`src/features/${one}/probe.ts`, `import { toast } from '../shared/toast';\nexport default toast;\n`)).toEqual(
      [],
    );
  });

  test('src/components importing src/features is refused', async () => {
    expect(
      await rulesBroken('src/components/probe.ts', `import { toast } from '../features/shared/toast';\nexport default toast;\n`),
    ).toContain('import-x/no-restricted-paths');
  });

  test('src/domain imports only itself and zod', async () => {
    expect(await rulesBroken('src/domain/orders/probe.ts', `import { useState } from 'react';\nexport default useState;\n`)).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken(
        'src/domain/orders/probe.ts',
        `import { z } from 'zod';\nimport { formatPrice } from '#domain/shared/format';\nexport default [z, formatPrice];\n`,
      ),
    ).toEqual([]);
  });

  test('server/ never imports scripts/', async () => {
    expect(await rulesBroken('server/probe.ts', `import * as m from '../scripts/test/budget.mjs';\nexport default m;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  test('only server/ imports Node-only packages', async () => {
    expect(
      await rulesBroken(`src/features/${one}/probe.ts`, `import { readFileSync } from 'node:fs';\nexport default readFileSync;\n`),
    ).toContain('no-restricted-imports');
    expect(await rulesBroken(`src/features/${one}/probe.ts`, `import pg from 'pg';\nexport default pg;\n`)).toContain(
      'no-restricted-imports',
    );
  });

  test('the domain and the server are imported by subpath, not by ../.. chains', async () => {
    expect(
      await rulesBroken(
        `src/features/${one}/probe.ts`,
        `import { formatPrice } from '../../domain/shared/format';\nexport default formatPrice;\n`,
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('tests/api/probe.ts', `import { loadConfig } from '../../server/config';\nexport default loadConfig;\n`),
    ).toContain('no-restricted-imports');
  });

  test('one naming rule: modules in camelCase or after their component, tests and scripts in kebab-case', async () => {
    expect(await rulesBroken(`src/features/${one}/order_total.ts`, 'export default 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await rulesBroken('tests/unit/orderTotal.test.ts', 'export default 1;\n')).toContain('check-file/filename-naming-convention');
  });
});

describe('dependency-cruiser finds cycles', () => {
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync('.tmp/cycle-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a cycle of type imports only is an error', () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    const run = spawnSync('npx', ['depcruise', dir, '--config', '.dependency-cruiser.cjs'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('no-cycle');
  });
});
