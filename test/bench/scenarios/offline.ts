import Database from 'better-sqlite3';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../../src/main/lib/effects';
import { cpuMs, type RunResult } from '../report';
import { systemClock } from '../../../src/main/lib/effects';
import {
  call,
  expectAllOk,
  FREE_KEY,
  ms,
  portfolioIds,
  portfolioView,
  refusedFetch,
  removeDir,
  startApp,
  stats,
  tempDir,
  withStoredKey,
  type Served,
} from '../support';

// "Opens the app with the service down and yesterday's cache (Free plan)": the app from createApp until every
// portfolio's view has answered, against reading the same cached rows with better-sqlite3 directly.

export interface OfflineFixture {
  /** A data folder whose cache holds every portfolio's view, read live on the Free plan. */
  dir: string;
  portfolios: number;
  close(): void;
}

/** Fills a cache once (live, Free rate: a few seconds); every run copies it. */
export async function warmCache(served: Served, maxPortfolios: number): Promise<OfflineFixture> {
  const dir = tempDir('offline-warm');
  const secrets = await withStoredKey(dir, served.apiBase, FREE_KEY);
  const { app } = await startApp({ dir, apiBase: served.apiBase, key: FREE_KEY, secrets });
  const ids = (await portfolioIds(app.handlers)).slice(0, maxPortfolios);
  for (const id of ids) expectAllOk(await Promise.all(portfolioView(app.handlers, id)), 'warming the cache');
  await app.close();
  return { dir, portfolios: ids.length, close: () => removeDir(dir) };
}

/**
 * One run: `repetitions` opens, each app open followed by its baseline read, and the median of each side. One open
 * takes a few milliseconds, where one pause of the machine's two shared cores (a collection, another process)
 * moves a single timing by half; the median of several keeps the run-to-run spread to the app's own.
 */
export async function offlineStaleCache(
  fixture: OfflineFixture,
  repetitions = 1,
): Promise<RunResult & { cpu: { app: number; baseline: number } }> {
  const opens: Open[] = [];
  for (let i = 0; i < repetitions; i++) opens.push(await openOnce(fixture));
  const median = (side: (open: Open) => number) => stats(opens.map(side)).median;
  return {
    app: median((o) => o.app),
    baseline: median((o) => o.baseline),
    cpu: { app: median((o) => o.appCpu), baseline: median((o) => o.baselineCpu) },
    notes: { repetitions },
  };
}

/** One open's wall and CPU times (ms) for each side; this process does nothing else meanwhile. */
interface Open {
  app: number;
  baseline: number;
  appCpu: number;
  baselineCpu: number;
}

async function openOnce(fixture: OfflineFixture): Promise<Open> {
  const dir = tempDir('offline-run');
  cpSync(fixture.dir, dir, { recursive: true });
  const secrets = await withStoredKey(dir, 'http://127.0.0.1:9', FREE_KEY);
  // Yesterday's cache: the app's clock is a day ahead of when the cache was filled.
  const dayLater: Clock = { now: () => Date.now() + 86_400_000, sleep: systemClock.sleep };
  const start = performance.now();
  const startCpu = cpuMs();
  const { app } = await startApp({
    dir,
    apiBase: 'http://127.0.0.1:9',
    key: FREE_KEY,
    fetch: refusedFetch,
    clock: dayLater,
    secrets,
  });
  const list = await call(app.handlers, 'portfolio:list');
  if (!list.ok) throw new Error(`offline list: ${list.error.message}`);
  const ids = (list.value as { portfolioId: string }[])
    .map((p) => p.portfolioId)
    .slice(0, fixture.portfolios);
  const views = await Promise.all(ids.flatMap((id) => portfolioView(app.handlers, id)));
  const appMs = ms(start);
  const appCpu = cpuMs() - startCpu;
  expectAllOk(views, 'offline dashboard');
  if (views.some((v) => v.ok && !v.meta.stale)) throw new Error('offline answers should be marked stale');
  await app.close();

  // The same rows, read and decoded with a new connection to the same files: the settings the answers depend
  // on (base currency, mode, the key's presence) from the user file, and every cached answer with its age.
  const baseStart = performance.now();
  const baseCpu = cpuMs();
  const db = new Database(join(dir, 'folio.db'), { readonly: true });
  db.prepare('ATTACH DATABASE ? AS user').run(join(dir, 'folio-user.db'));
  for (const row of db.prepare<[], { value: string }>('SELECT value FROM user.settings').all()) {
    JSON.parse(row.value);
  }
  const rows = db.prepare<[], { value: string; fetched_at: number }>(
    'SELECT value, fetched_at FROM cached_answers',
  );
  for (const row of rows.all()) JSON.parse(row.value);
  db.close();
  const baseline = ms(baseStart);
  const baselineCpu = cpuMs() - baseCpu;
  removeDir(dir);
  return { app: appMs, baseline, appCpu, baselineCpu };
}
