import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { buildApp } from '../../bench/built-app';
import { outDir } from '../../support/build-output';
import { chunkHolding } from '../../support/chunks';

// What a start loads before the first view has its answers, in a new process running the app as it ships
// (bundled: test/bench/start-child.ts): the dashboard's six reads answered from yesterday's cache, or from the
// demo sandbox on a first start. The payment libraries (viem, ox, @x402/*), the sandbox's server and the updater
// are for later, or never: loaded at start, they cost every user a large part of the start.

const HOOK = pathToFileURL(join(__dirname, '..', '..', 'support', 'record-requires.mjs')).href;
const BUILT = join(outDir, 'first-view-modules');
const CHILD = join(BUILT, 'start-child.cjs');
const KEY = 'sandbox-free-key';
const PAYMENT = /^(viem|ox|abitype|@x402\/)(\/|$)/;

/**
 * The modules the child asked for, from its start to its exit (it exits once the six reads have answered), and
 * Node's own modules it loaded. Not spawnSync: the sandbox the live start reads from is served by this process.
 */
async function loadedBy(args: string[]): Promise<{ required: string[]; builtins: string[] }> {
  const child = spawn(process.execPath, ['--import', HOOK, CHILD, ...args], { timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(stdout, stderr).toMatch(/^answered /m);
  expect(status).toBe(0);
  const [required = '', builtins = ''] = (stderr.split('REQUIRED\n')[1] ?? '').split('BUILTINS\n');
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return { required: lines(required), builtins: lines(builtins) };
}

const requiredBy = async (args: string[]) => (await loadedBy(args)).required;

let dir: string;
let served: RunningSandbox;
beforeAll(async () => {
  await buildApp(BUILT);
  dir = mkdtempSync(join(tmpdir(), 'folio-first-view-'));
  // The key's presence flag, as Settings stores it; the child holds the key itself (its keychain is in memory).
  const app = await createApp({
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
  });
  await app.handlers['settings:setApiKey']({ apiKey: KEY });
  await app.close();
  served = await serveSandbox(createSandbox({ seed: 11 }), 0);
  // Yesterday's run: the dashboard read live, then closed cleanly.
  await requiredBy(['live', dir, KEY, `${served.url}/v1`]);
}, 120_000);
afterAll(async () => {
  await served?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Whether a start asked for the chunk holding the sandbox. */
const sandboxIn = (required: string[]) => {
  const chunk = chunkHolding(join(BUILT, 'chunks'), 'src/sandbox/app.ts');
  return required.some((name) => name.endsWith(`/${chunk}`));
};

describe('a start, until the first view has its answers', { timeout: 60_000 }, () => {
  it("answers from yesterday's cache without the payment libraries, the sandbox or the updater", async () => {
    const required = await requiredBy(['cached', dir, KEY]);
    // The run is real: it opened the cache.
    expect(required).toContain('better-sqlite3');
    const deferred = required.filter(
      (name) =>
        PAYMENT.test(name) || /^(hono|@hono\/|electron-updater)(\/|$)/.test(name) || /sandbox/.test(name),
    );
    expect(deferred).toEqual([]);
    expect(sandboxIn(required)).toBe(false);
  });

  it("answers a first demo start from the sandbox without the payment libraries or Node's fetch machinery", async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'folio-first-demo-'));
    try {
      const { required, builtins } = await loadedBy(['demo', fresh]);
      // The demo reads went through the in-process sandbox.
      expect(sandboxIn(required)).toBe(true);
      expect(required.filter((name) => /^(hono|@hono\/)(\/|$)/.test(name))).toEqual([]);
      expect(required.filter((name) => PAYMENT.test(name))).toEqual([]);
      // Nor Node's fetch machinery (undici), about 30 ms of a first start: the requests and answers stay objects.
      expect(builtins).toContain('internal/url');
      expect(builtins.filter((name) => /undici/.test(name))).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
