// The browser build's file groups (scripts/build/chunk-groups.mjs): a module goes to the first
// group that names it, and the build stops when a group's file holds a module it does not name.
import { describe, expect, test } from 'vitest';
import { chunkGroups, chunkGroupsHoldWhatTheyName } from '../../scripts/build/chunk-groups.mjs';

const chunk = (name: string, ...ids: string[]) => ({ type: 'chunk', name, modules: Object.fromEntries(ids.map((id) => [id, {}])) });

function check(...chunks: ReturnType<typeof chunk>[]) {
  const plugin = chunkGroupsHoldWhatTheyName() as unknown as { generateBundle: (this: unknown, options: unknown, bundle: unknown) => void };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  plugin.generateBundle.call(context, {}, Object.fromEntries(chunks.map((c, i) => [`_astro/${c.name}.${i}.js`, c])));
}

describe('the build’s file groups', () => {
  test('the first group in the list comes first', () => {
    const priorities = chunkGroups.map((g) => g.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  test('a group holding only what it names passes, and a file no group names is not checked', () => {
    expect(() =>
      check(
        chunk('forms', '/app/src/features/shared/ui/Field.tsx', '/app/src/domain/forms/rules.ts'),
        chunk(
          'react',
          '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
          '/app/node_modules/nanostores/listen-keys/index.js',
        ),
        chunk('ContactIsland', '/app/src/features/forms/ContactIsland.tsx', '/app/src/features/forms/PersonFields.tsx'),
      ),
    ).not.toThrow();
  });

  test('a group that took a module it does not name stops the build, naming both', () => {
    expect(() => check(chunk('forms', '/app/src/features/shared/ui/Field.tsx', '/app/src/features/shared/ui/Icon.tsx'))).toThrow(
      /"forms" took \/app\/src\/features\/shared\/ui\/Icon\.tsx/,
    );
    // Only React's group may take the packages its members import.
    expect(() => check(chunk('kit', '/app/src/features/staff/kit/useDesk.ts', '/app/node_modules/nanostores/atom/index.js'))).toThrow(
      /"kit" took/,
    );
  });
});
