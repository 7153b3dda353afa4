// The content check's system rules: what the catalogue sells together really fits.
// Each family's rules are proven to fail in its own system-rules-<family>.test.ts.
import { describe, expect, it } from 'vitest';
import { systemProblems } from '#domain/catalogue/systemRules/index';
import { loadRuleProducts } from './system-rules.helpers';

describe('catalogue system rules', () => {
  it('find nothing wrong in content/products today', () => {
    expect(systemProblems(loadRuleProducts())).toEqual([]);
  });
});
