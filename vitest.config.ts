import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } },
      // npm run test:scale: PostgreSQL, three compiled instances and HAProxy per file, one file at a time.
      { test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 180_000, hookTimeout: 180_000 } },
    ],
  },
});
