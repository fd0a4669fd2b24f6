import { describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/app';

// Demo mode's first start waits for the sandbox to answer the portfolio dashboard. The seeded data that view does
// not show (a thousand long-tail tokens and the portfolio holding them, all-time extremes, RWA, news) is built on
// its first request, and building it later must not change a single answer.

const START = Date.parse('2026-11-24T12:00:00Z');
const DEMO_KEY = 'sandbox-starter-key';

async function get(sandbox: Sandbox, path: string, headers: Record<string, string> = {}) {
  const response = await sandbox.fetch(
    new Request(`http://sandbox.local${path}`, { headers: { 'X-API-KEY': DEMO_KEY, ...headers } }),
  );
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
}

const built = async (sandbox: Sandbox) =>
  ((await get(sandbox, '/__sandbox/state')) as { built: string[] }).built;

/** The dashboard's six reads as demo mode sends them: the list, then the first portfolio's five. */
async function dashboard(sandbox: Sandbox): Promise<void> {
  const list = (await get(sandbox, '/v1/portfolio/list')) as { result?: { portfolioId: string }[] };
  const portfolioId = list.result?.[0]?.portfolioId ?? '';
  expect(portfolioId).not.toBe('');
  const q = `portfolioId=${portfolioId}`;
  await Promise.all([
    get(sandbox, `/v1/portfolio/value?${q}&currency=USD`),
    get(sandbox, `/v1/portfolio/chart?${q}&type=1m`),
    get(sandbox, `/v1/portfolio/pl/history?${q}&interval=daily&currency=USD&range=1m`),
    get(sandbox, `/v1/portfolio/coins?${q}&page=1&limit=100`),
    get(sandbox, `/v1/portfolio/transactions?${q}&currency=USD&page=1&limit=100`),
  ]);
}

describe('the sandbox builds what a view does not show on its first request', () => {
  it("answers the dashboard's six reads building only the demo account's portfolios", async () => {
    const sandbox = createSandbox({ seed: 42, now: START });
    await dashboard(sandbox);
    expect(await built(sandbox)).toEqual(['portfolios of starter']);
  });

  it('builds each area when a request first needs it', async () => {
    const sandbox = createSandbox({ seed: 42, now: START });
    await get(sandbox, '/v1/rwa/assets');
    expect(await built(sandbox)).toEqual(['rwa']);
    await get(sandbox, '/v1/coins/long-tail-0042');
    await get(sandbox, '/v1/news');
    expect(await built(sandbox)).toEqual(expect.arrayContaining(['rwa', 'long tail', 'extremes', 'news']));
  });

  it('gives the same answers whenever an area is built', async () => {
    // One sandbox builds everything at its start, the other only an hour later, when first asked.
    const early = createSandbox({ seed: 42, now: START });
    const late = createSandbox({ seed: 42, now: START });
    const paths = [
      '/v1/rwa/assets',
      '/v1/coins/long-tail-0042',
      '/v1/coins/bitcoin',
      '/v1/coins?name=ka&limit=50',
      '/v1/news',
    ];
    // Another account's portfolios: built at the start by one, an hour later by the other.
    const premium = { 'X-API-KEY': 'sandbox-premium-key' };
    const own = [
      '/v1/portfolio/list',
      '/v1/portfolio/value?currency=USD',
      '/v1/portfolio/coins?page=1&limit=100',
    ];
    for (const path of paths) await get(early, path);
    for (const path of own) await get(early, path, premium);
    await get(early, '/v1/portfolio/value?currency=USD', { sharetoken: 'sandbox-share-large' });
    for (const sandbox of [early, late]) {
      const response = await sandbox.fetch(
        new Request('http://sandbox.local/__sandbox/clock', { method: 'POST', body: '{"ms":3600000}' }),
      );
      expect(response.status).toBe(200);
    }
    await dashboard(late);
    for (const path of paths) expect(await get(late, path), path).toEqual(await get(early, path));
    for (const path of own)
      expect(await get(late, path, premium), path).toEqual(await get(early, path, premium));
    const large = '/v1/portfolio/coins?page=2&limit=100';
    expect(await get(late, large, { sharetoken: 'sandbox-share-large' })).toEqual(
      await get(early, large, { sharetoken: 'sandbox-share-large' }),
    );
  });
});
