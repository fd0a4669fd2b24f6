import { defineConfig } from 'vitest/config';

// Three projects: unit (plain Node, happy-dom for renderer components), integration (real HTTP against the
// sandbox, real Secret Service when the runner provides one), e2e (real Chromium through the web host).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['test/unit/dom-timeouts.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page answers when the machine lets it: on a loaded CI runner, poll's 1 s default failed a
          // correct page (stale badges after a refused Refresh). Waiting longer asserts the same behaviour.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    benchmark: { include: ['test/bench/**/*.bench.ts'] },
  },
});
