import {
  expectAllOk,
  FREE_KEY,
  ms,
  portfolioIds,
  portfolioView,
  removeDir,
  sleep,
  startApp,
  tempDir,
  withStoredKey,
  type Served,
} from '../support';

// "First start on Free, empty cache, until Portfolios shows every figure": createApp to the last of the default
// view's answers, against a plain fetch of the same addresses at the plan's 2 requests per second.

export interface ColdStart {
  app: number;
  baseline: number;
  /** 1-based position of GET /portfolio/value among the requests of the view (1 = the first rate slot). */
  headlineSlot: number;
}

export async function coldStartFree(served: Served): Promise<ColdStart> {
  const dir = tempDir('cold');
  const secrets = await withStoredKey(dir, served.apiBase, FREE_KEY);
  // The key check above took a rate slot at the sandbox: let its window pass, as a restart would.
  await sleep(1200);
  const before = served.arrivals.length;
  const start = performance.now();
  const { app } = await startApp({ dir, apiBase: served.apiBase, key: FREE_KEY, secrets });
  const [id] = await portfolioIds(app.handlers);
  if (!id) throw new Error('the Free account has no portfolio');
  expectAllOk(await Promise.all(portfolioView(app.handlers, id)), 'cold start');
  const appMs = ms(start);
  await app.close();
  removeDir(dir);
  const sent = served.arrivals.slice(before);
  const reads = sent.filter((path) => !path.includes('/usage/credits'));
  const headlineSlot = reads.findIndex((path) => path.includes('/portfolio/value')) + 1;
  // The portfolio list is needed first; the headline is the first of the view's own reads after it.
  await sleep(1200);

  // Baseline: the same addresses, fetched plainly two per 1.05 s window (what the plan allows).
  const baseStart = performance.now();
  const jobs: Promise<unknown>[] = [];
  for (let i = 0; i < reads.length; i++) {
    const due = Math.floor(i / 2) * 1050;
    const wait = due - ms(baseStart);
    if (wait > 0) await sleep(wait);
    jobs.push(fetch(served.url + reads[i], { headers: { 'X-API-KEY': FREE_KEY } }).then((r) => r.text()));
  }
  await Promise.all(jobs);
  const baseline = ms(baseStart);
  await sleep(1200);
  return { app: appMs, baseline, headlineSlot: Math.max(0, headlineSlot - 1) };
}
