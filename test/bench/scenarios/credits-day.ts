import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Clock } from '../../../src/main/lib/effects';
import { createSandbox } from '../../../src/sandbox/app';
import type { Envelope } from '../../../src/shared/envelope';
import {
  call,
  expectAllOk,
  portfolioIds,
  portfolioView,
  removeDir,
  startApp,
  STARTER_KEY,
  tempDir,
  withStoredKey,
} from '../support';

// "Credits for a scripted 8-hour day": the app open from 09:00 to 17:00 while the user looks at Portfolios now
// and then, clicks to another portfolio and back, opens RWA and Credits; the app's own background work runs as
// it would. Each visit makes the reads the renderer makes when the view opens (Portfolios reloads its list with
// the selected portfolio's reads), and after the last one the app stays open until its background refreshes have
// been sent. Credits are what the ledger recorded as charged; the minimum is each distinct request once. The
// refresh policy does not depend on the plan; the account is on Starter because this virtual clock moves time
// forward for every sleep, and the Free plan's rate waits (and the spacing of its credit checks) would push the
// day's visits later than scripted.

const MINUTE = 60_000;

/** Time moves only when the app sleeps or the script waits: an 8-hour day runs in seconds. */
function virtualClock(start: number): Clock & { advance(ms: number): Promise<void> } {
  let now = start;
  return {
    now: () => now,
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw signal.reason;
      now += Math.max(0, ms);
    },
    async advance(ms) {
      // Let what is due run, then jump.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      now += ms;
    },
  };
}

export async function creditsForADay(
  refreshPolicy: 'on-open' | 'manual' = 'on-open',
): Promise<{ app: number; baseline: number }> {
  const clock = virtualClock(Date.UTC(2026, 10, 24, 9, 0));
  const sandbox = createSandbox({ seed: 5, now: clock.now(), followRealTime: clock.now, realNow: clock.now });
  const apiBase = 'http://sandbox.local/v1';
  const fetch = (input: Request | string | URL, init?: RequestInit) =>
    sandbox.fetch(new Request(input, init));
  const dir = tempDir('day');
  const secrets = await withStoredKey(dir, apiBase, STARTER_KEY);
  const { app } = await startApp({ dir, apiBase, key: STARTER_KEY, fetch, clock, secrets });
  const h = app.handlers;
  await call(h, 'settings:update', { refreshPolicy });
  const ids = await portfolioIds(h);
  const [first = '', second = first] = ids;
  const answers: Envelope<unknown>[] = [];
  const portfolios = async (id: string) =>
    answers.push(...(await Promise.all([call(h, 'portfolio:list'), ...portfolioView(h, id)])));
  const rwa = async () =>
    answers.push(...(await Promise.all([call(h, 'rwa:overview'), call(h, 'rwa:assets', {})])));
  const at = async (minutes: number, step: () => Promise<unknown>) => {
    await clock.advance(Math.max(0, Date.UTC(2026, 10, 24, 9, 0) + minutes * MINUTE - clock.now()));
    await step();
  };

  await at(0, () => portfolios(first));
  await at(5, () => portfolios(second));
  await at(6, () => portfolios(first));
  await at(60, rwa);
  await at(120, () => portfolios(first));
  await at(180, () => Promise.all([call(h, 'credits:meter'), call(h, 'credits:journal', { limit: 100 })]));
  await at(240, () => portfolios(first));
  await at(241, async () =>
    answers.push(await call(h, 'portfolio:chart', { portfolioId: first, range: '1y' })),
  );
  await at(300, () => portfolios(first));
  await at(360, rwa);
  await at(420, () => portfolios(first));
  await at(480, () => portfolios(first));
  // Still open a few minutes later: what the last visit started in the background has been sent.
  await at(490, async () => undefined);
  await app.close();
  expectAllOk(answers, 'the scripted day');

  const db = new Database(join(dir, 'folio.db'), { readonly: true });
  const rows = db
    .prepare<[], { endpoint: string; params: string; credits: number }>(
      "SELECT endpoint, params, credits FROM request_ledger WHERE source = 'live' AND credits > 0 ORDER BY id",
    )
    .all();
  db.close();
  removeDir(dir);
  const spent = rows.reduce((sum, row) => sum + row.credits, 0);
  const distinct = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.endpoint} ${row.params}`;
    if (!distinct.has(key)) distinct.set(key, row.credits);
  }
  const minimum = [...distinct.values()].reduce((sum, credits) => sum + credits, 0);
  return { app: spent, baseline: minimum };
}
