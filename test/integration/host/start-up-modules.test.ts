import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, outDir } from '../../support/build-output';
import { chunkHolding } from '../../support/chunks';

// What the main bundle loads before it can answer a view: the pay-per-request libraries (@x402/*, viem), the demo
// sandbox's server (hono) and the updater load on first use, since they would be most of the start-up time, and
// one static import on the way (a wallet-address check, a gateway handler) brings them all back.

const HOOK = join(__dirname, '..', '..', 'support', 'record-requires.mjs');

/** The modules `node out/main/web.js --help` asks for: every static import of the app, and nothing started. */
function requiredAtStart(): string[] {
  const run = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(HOOK).href, join(outDir, 'main/web.js'), '--help'],
    {
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  expect(run.status).toBe(0);
  const listed = (run.stderr.split('REQUIRED\n')[1] ?? '').split('BUILTINS\n')[0] ?? '';
  return listed.split('\n').filter((line) => line !== '');
}

beforeAll(() => ensureBuilt());

describe('the main bundle at start', () => {
  it('loads the app without the payment libraries, the sandbox server or the updater', () => {
    const required = requiredAtStart();
    // The run is real: the app's own native and network dependencies are there.
    expect(required).toEqual(expect.arrayContaining(['better-sqlite3', 'ws']));
    // zod is bundled into the main chunk: required from node_modules it is 235 files and about 60 ms of start.
    expect(required.filter((name) => /^zod(\/|$)/.test(name))).toEqual([]);
    // FormatJS too: required, Node links its ES modules file by file at every start (about 6 ms of CPU).
    expect(required.filter((name) => /^(@formatjs\/|intl-messageformat)/.test(name))).toEqual([]);
    const deferred = required.filter((name) =>
      /^(viem|ox|abitype|@x402\/|hono|@hono\/|electron-updater)(\/|$)/.test(name),
    );
    expect(deferred).toEqual([]);
    // The sandbox's chunk loads with demo mode's first read.
    const sandbox = chunkHolding(join(outDir, 'main', 'chunks'), 'src/sandbox/app.ts');
    expect(required.filter((name) => name.endsWith(`/${sandbox}`))).toEqual([]);
  });
});
