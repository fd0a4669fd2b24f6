import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../src/shared/contract';
import { creditsViewScopes } from '../../../src/main/credits/handlers';
import { viewScopes } from '../../../src/main/domains';
import { dispatch, withReadScope } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { startHarness, type Harness } from '../data/harness';

// Which of main's files an uncached portfolio:value read runs code in, from the IPC dispatch to the answer, as
// V8 counts the calls around one real read against the sandbox over HTTP. The read's own path is every file but
// the floors it stands on (the client, the cache's repositories, the ledger, the session, the keychain).

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

const FLOORS = ['api', 'cache', 'credits', 'gateway', 'lib', 'mode', 'secrets'].map(
  (room) => `src/main/${room}/`,
);

const mainFile = (url: string): string | null => {
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const rel = relative(process.cwd(), path);
  return rel.startsWith('src/main/') ? rel : null;
};

async function filesRun(read: () => Promise<unknown>): Promise<string[]> {
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await inspector.post('Profiler.takePreciseCoverage');
  await read();
  const { result } = await inspector.post('Profiler.takePreciseCoverage');
  await inspector.post('Profiler.stopPreciseCoverage');
  inspector.disconnect();
  const files = new Set<string>();
  for (const script of result) {
    const file = mainFile(script.url);
    if (file && script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(file);
  }
  return [...files].sort();
}

describe('one uncached read', () => {
  it('portfolio:value crosses at most 10 files of main above its floors', async () => {
    const handlers = withReadScope(h.handlers as unknown as Handlers, {
      ...viewScopes,
      ...creditsViewScopes,
    });
    const list = await h.handlers['portfolio:list']({});
    if (!list.ok) throw new Error(list.error.message);
    const [first, second] = list.value;
    if (!first || !second) throw new Error('the sandbox account has two portfolios');
    // The first read loads every module on the way; the one measured is another portfolio's, sent anew.
    await dispatch(handlers, 'portfolio:value', { portfolioId: first.portfolioId }, silentLogger);
    const sent = h.requests.length;
    let answer: unknown;
    const files = await filesRun(async () => {
      answer = await dispatch(handlers, 'portfolio:value', { portfolioId: second.portfolioId }, silentLogger);
    });
    expect(answer).toMatchObject({ ok: true, meta: { source: 'live' } });
    expect(h.requests.length).toBe(sent + 1);
    const path = files.filter((file) => !FLOORS.some((floor) => file.startsWith(floor)));
    console.log(`${files.length} files of main ran; ${path.length} above the floors:\n${path.join('\n')}`);
    expect(path.length).toBeLessThanOrEqual(10);
  });
});
