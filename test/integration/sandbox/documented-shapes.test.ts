// Shapes the service documents (coinstats.app/docs/openapi/...), served from the sandbox's own data: holdings
// with the coin object and per-period profit and averages, the portfolio transaction note as an object, the
// token-risk answer with `minor` among its severities, plan names as the credit page writes them, and holdings
// paged 100 at a time through a 1,000-holding shared portfolio.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

const TRIPLE = { USD: expect.any(Number), BTC: expect.any(Number), ETH: expect.any(Number) };
const PERIODS = ['allTime', 'hour24', 'lastTrade', 'unrealized', 'realized'] as const;

interface Holding {
  count: number;
  coin: { identifier: string; symbol: string; name: string; icon: string; rank: number };
  price: { USD: number };
  profit: Record<string, unknown>;
  profitPercent: Record<string, unknown>;
  averageBuy: Record<string, unknown>;
  averageSell?: Record<string, unknown>;
}

describe('sandbox documented shapes', () => {
  const server = useServer();

  it('serves holdings with the coin object, profit, profitPercent and averages per period and currency', async () => {
    const rows = (await server.api<{ result: Holding[] }>('/portfolio/coins?limit=100')).body.result;
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.coin).toMatchObject({
        identifier: expect.any(String),
        symbol: expect.any(String),
        name: expect.any(String),
        icon: expect.stringMatching(/^https:\/\//),
        rank: expect.any(Number),
        isFake: expect.any(Boolean),
        isFiat: false,
        priceChange24h: expect.any(Number),
        priceChange1h: expect.any(Number),
        priceChange7d: expect.any(Number),
        priceChange1m: expect.any(Number),
        volume: expect.any(Number),
      });
      for (const period of PERIODS) {
        expect(row.profit[period]).toEqual(TRIPLE);
        expect(row.profitPercent[period]).toEqual(TRIPLE);
      }
      expect(Object.keys(row.averageBuy).sort()).toEqual([...PERIODS].sort());
      for (const period of PERIODS) expect(row.averageBuy[period]).toEqual(TRIPLE);
      if (row.averageSell) for (const period of PERIODS) expect(row.averageSell[period]).toEqual(TRIPLE);
    }
    expect(rows.some((row) => row.averageSell !== undefined)).toBe(true);
  });

  it('sends a transaction note as an object { name, icon }', async () => {
    const page = await server.api<{ data: { note?: unknown }[] }>(
      '/portfolio/transactions?currency=USD&limit=100',
    );
    const notes = page.body.data.flatMap((tx) => (tx.note === undefined ? [] : [tx.note]));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toEqual({ name: expect.any(String), icon: expect.any(String) });
  });

  it('answers token risks as documented, with findings of every field and `minor` among the severities', async () => {
    const severities = new Set<string>();
    for (const coinId of ['tether', 'usd-coin', 'chainlink', 'uniswap', 'aave', 'arbitrum']) {
      const body = (await server.api<Record<string, unknown>>(`/token-risks?coinId=${coinId}`)).body;
      expect(body).toMatchObject({
        score: expect.any(Number),
        marketEndorsed: expect.any(Boolean),
        ownershipRenounced: expect.any(Boolean),
        risksProviderUrl: expect.stringMatching(/^https:\/\//),
        risksProviderLogo: { dark: expect.any(String), light: expect.any(String) },
        learnMoreUrl: expect.stringMatching(/^https:\/\//),
      });
      const results = body.results as Record<string, string>[];
      for (const finding of results) {
        expect(Object.keys(finding).sort()).toEqual(
          ['description', 'key', 'note', 'severity', 'subtitle', 'title', 'value'].sort(),
        );
        expect(['true', 'false']).toContain(finding.value);
        severities.add(finding.severity ?? '');
      }
      // Detected risks first by default.
      const values = results.map((finding) => finding.value);
      expect(values).toEqual([...values].sort((a, b) => (a === b ? 0 : a === 'true' ? -1 : 1)));
    }
    expect(severities).toContain('minor');
    expect([...severities].every((s) => ['critical', 'high', 'medium', 'low', 'minor'].includes(s))).toBe(
      true,
    );
    const none = (await server.api<Record<string, unknown>>('/token-risks?coinId=bitcoin')).body;
    expect(none.results).toEqual([]);
    expect(none).not.toHaveProperty('score');
  });

  it('names plans in capitals as the credit page does', async () => {
    for (const [key, plan] of [
      [KEYS.free, 'FREE'],
      [KEYS.starter, 'STARTER'],
      [KEYS.premium, 'DEGEN'],
    ] as const) {
      expect((await server.api('/usage/credits', { key })).body.subscription).toBe(plan);
    }
  });

  it('pages a 1,000-holding shared portfolio 100 at a time, every holding once', async () => {
    const shared = { headers: { sharetoken: 'sandbox-share-large' } };
    expect((await server.api('/portfolio/coins?limit=101', shared)).status).toBe(400);
    const seen = new Set<string>();
    let total = 0;
    for (let page = 1; page <= 11; page += 1) {
      const rows = (
        await server.api<{ result: Holding[] }>(`/portfolio/coins?page=${page}&limit=100`, shared)
      ).body.result;
      expect(rows.length).toBe(page <= 10 ? 100 : 0);
      for (const row of rows) {
        seen.add(row.coin.identifier);
        total += row.count * row.price.USD;
      }
    }
    expect(seen.size).toBe(1000);
    const value = (await server.api<{ totalValue: number }>('/portfolio/value', shared)).body.totalValue;
    expect(Math.abs(total - value)).toBeLessThan(1);
    // Not among the premium owner's own portfolios.
    const own = (await server.api<{ result: unknown[] }>('/portfolio/list')).body.result;
    expect(own).toHaveLength(3);
  });
});
