// The packages main's build carries inside its own chunks instead of loading from node_modules at start: each
// is many small files (zod 235) or an ES module graph Node links file by file (FormatJS), which a start pays for.
// The bench's build (test/bench/built-app.ts) bundles the same ones, so it times the shipped start.
export const BUNDLED_IN_MAIN = [
  'zod',
  '@formatjs/intl',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/fast-memoize',
  'intl-messageformat',
];
