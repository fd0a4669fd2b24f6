import {
  call,
  FREE_KEY,
  ms,
  portfolioIds,
  removeDir,
  sleep,
  startApp,
  tempDir,
  withStoredKey,
  type Served,
} from '../support';

// "Opens a view while 100 background reads are queued (Free)": how long the view's read waits, against the same
// read on an idle queue. The background reads are 100 distinct requests (one portfolio's transactions, page
// sizes 1..100), queued as prefetch; the ones still waiting are dropped afterwards.

export async function userReadDuringBurst(
  served: Served,
  burst = 100,
): Promise<{ app: number; baseline: number }> {
  const dir = tempDir('burst');
  const secrets = await withStoredKey(dir, served.apiBase, FREE_KEY);
  await sleep(1200);
  const { app } = await startApp({ dir, apiBase: served.apiBase, key: FREE_KEY, secrets });
  const [id] = await portfolioIds(app.handlers);
  await sleep(1200);

  const idleStart = performance.now();
  const idle = await call(app.handlers, 'portfolio:value', {
    portfolioId: id,
    currency: 'USD',
    refresh: true,
  });
  const baseline = ms(idleStart);
  if (!idle.ok) throw new Error(`idle read: ${idle.error.message}`);
  await sleep(1200);

  // Main's own prefetch: each read given a background context, as a prefetch calls the handlers.
  const leave = new AbortController();
  const background = Array.from({ length: burst }, (_, n) =>
    call(
      app.handlers,
      'portfolio:transactions',
      { portfolioId: id, currency: 'USD', limit: n + 1 },
      { priority: 'background', signal: leave.signal },
    ),
  );
  await sleep(100);
  const start = performance.now();
  const user = await call(app.handlers, 'portfolio:value', {
    portfolioId: id,
    currency: 'EUR',
    refresh: true,
  });
  const appMs = ms(start);
  if (!user.ok) throw new Error(`user read during the burst: ${user.error.message}`);
  leave.abort(new Error('bench over'));
  await Promise.allSettled(background);
  await app.close();
  removeDir(dir);
  await sleep(1200);
  return { app: appMs, baseline };
}
