// Every island on a page is given its words: a component from src/features with a `client:`
// directive must pass `messages=` (its IslandBoundary provides them; docs/i18n.md). Without
// them the shared widgets inside throw at the first render.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The opening tag starting at `start` (`<Name …>`), braces in attributes skipped. */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** The islands (components imported from src/features, with a client: directive) of one .astro file that pass no messages. */
export function islandsWithoutMessages(source: string): string[] {
  const features = [...source.matchAll(/^import (\w+) from '[^']*\/features\/[^']*';/gm)].map((m) => m[1]);
  return features.flatMap((name) =>
    [...source.matchAll(new RegExp(`<${name}[\\s>]`, 'g'))]
      .map((m) => openingTag(source, m.index))
      .filter((tag) => /\sclient:/.test(tag) && !/\smessages=\{/.test(tag))
      .map(() => name),
  );
}

describe('islands are given their messages', () => {
  it('finds an island without messages, and accepts one with them', () => {
    const page = `---\nimport CartIsland from '../../features/cart/CartIsland';\nimport Card from '../../components/Card.astro';\n---\n`;
    expect(
      islandsWithoutMessages(`${page}<CartIsland client:only="react" pickupYard={f({ a: 1 })}><p slot="fallback">…</p></CartIsland>`),
    ).toEqual(['CartIsland']);
    expect(
      islandsWithoutMessages(`${page}<CartIsland client:only="react" pickupYard={f({ a: 1 })}\n  messages={pickMessages(lang, 'ui')} />`),
    ).toEqual([]);
    expect(islandsWithoutMessages(`${page}<Card client:load />`)).toEqual([]);
  });

  it('every page passes messages to each of its islands', () => {
    const pages = readdirSync('src/pages', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.flatMap((file) =>
      islandsWithoutMessages(readFileSync(join('src/pages', file), 'utf8')).map(
        (island) => `src/pages/${file}: <${island}> has no messages=`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
