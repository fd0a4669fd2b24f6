import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_SEED_DIR } from '../../../src/main/lib/compile-cache';
import { ensureBuilt, outDir } from '../../support/build-output';

// Packaging runs out/main/code-seed.js once (scripts/dist.ts); a user's first start then takes the compiled code
// of what it runs from the seed. Run here on a copy of the build, under the Node that runs the tests.

const START = join(__dirname, '..', '..', 'unit', 'host', 'compile-cache-start.mjs');
let root = '';
let main = '';

beforeAll(() => {
  ensureBuilt();
  // Inside out/, so that the copy still finds node_modules.
  root = mkdtempSync(join(outDir, 'code-seed-test-'));
  main = join(root, 'main');
  cpSync(join(outDir, 'main'), main, { recursive: true });
  rmSync(join(main, CODE_SEED_DIR), { recursive: true, force: true });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the code seed made at packaging', () => {
  it("keeps the code of the app's chunks, and a first start takes every one of them from it", () => {
    const made = spawnSync(process.execPath, [join(main, 'code-seed.js')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const seeded = readdirSync(join(main, CODE_SEED_DIR))
      .filter((name) => name.endsWith('.js.code'))
      .map((name) => name.slice(0, -'.code'.length));
    const chunks = readdirSync(join(main, 'chunks')).map((name) => `chunks~${name}`);
    // The app, its reads and the demo sandbox at least, and nothing that is not a chunk of this build.
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.every((name) => chunks.includes(name))).toBe(true);

    const files = seeded.map((name) => join(main, name.replaceAll('~', '/')));
    const first = spawnSync(
      process.execPath,
      ['--no-warnings', START, join(root, 'user-data', 'compile-cache'), main, ...files],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(first.status).toBe(0);
    const { taken } = JSON.parse(first.stdout) as { taken: string[] };
    expect([...taken].sort()).toEqual([...seeded].sort());
  }, 120_000);
});
