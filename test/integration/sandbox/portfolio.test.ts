// Portfolio reads over real HTTP: by portfolioId, by share token (+ passcode), or all own portfolios merged;
// value fields of service.md 2.5 consistent with the coin rows and the chart.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

interface Value {
  totalValue: number;
  defiValue: number;
  totalCost: number;
  unrealizedProfitLoss: number;
  unrealizedProfitLossPercent: number;
  realizedProfitLoss: number;
  realizedProfitLossPercent: number;
  allTimeProfitLoss: number;
  allTimeProfitLossPercent: number;
}
interface ListItem {
  portfolioId: string;
  portfolioName: string;
  portfolioType: string;
}
interface CoinRow {
  count: number;
  price: { USD: number; BTC: number; ETH: number };
}

const cents = (value: number): number => Math.round(value * 100);

describe('sandbox portfolio', () => {
  const server = useServer();

  async function list(key: string = KEYS.premium): Promise<ListItem[]> {
    return (await server.api<{ result: ListItem[] }>('/portfolio/list', { key })).body.result;
  }

  it('lists a manual, a wallet and an exchange portfolio per account, different per account', async () => {
    const premium = await list();
    expect(premium.map((item) => item.portfolioType)).toEqual(['manual', 'wallet', 'exchange']);
    const starter = await list(KEYS.starter);
    expect(starter.map((item) => item.portfolioId)).not.toEqual(premium.map((item) => item.portfolioId));
  });

  it('reads one own portfolio by id and 404s on an unknown or foreign id', async () => {
    const [first] = await list();
    const value = await server.api<Value>(`/portfolio/value?portfolioId=${first?.portfolioId}`);
    expect(value.status).toBe(200);
    expect(value.body.totalValue).toBeGreaterThan(0);
    expect((await server.api('/portfolio/value?portfolioId=nope')).status).toBe(404);
    const [foreign] = await list(KEYS.starter);
    expect((await server.api(`/portfolio/value?portfolioId=${foreign?.portfolioId}`)).status).toBe(404);
  });

  it('aggregates all own portfolios when neither portfolioId nor share token is given', async () => {
    const values = await Promise.all(
      (await list()).map(
        async (item) => (await server.api<Value>(`/portfolio/value?portfolioId=${item.portfolioId}`)).body,
      ),
    );
    const all = (await server.api<Value>('/portfolio/value')).body;
    const sum = (field: keyof Value): number => values.reduce((total, value) => total + value[field], 0);
    expect(Math.abs(cents(all.totalValue) - cents(sum('totalValue')))).toBeLessThanOrEqual(2);
    expect(Math.abs(cents(all.totalCost) - cents(sum('totalCost')))).toBeLessThanOrEqual(2);
    expect(Math.abs(cents(all.defiValue) - cents(sum('defiValue')))).toBeLessThanOrEqual(2);
  });

  it('has every value field, with totalValue the sum of the coins and P/L adding up', async () => {
    const value = (await server.api<Value>('/portfolio/value')).body;
    expect(Object.keys(value).sort()).toEqual(
      [
        'allTimeProfitLoss',
        'allTimeProfitLossPercent',
        'defiValue',
        'realizedProfitLoss',
        'realizedProfitLossPercent',
        'totalCost',
        'totalValue',
        'unrealizedProfitLoss',
        'unrealizedProfitLossPercent',
      ].sort(),
    );
    const coins = (await server.api<{ result: CoinRow[] }>('/portfolio/coins?limit=100')).body.result;
    const sum = coins.reduce((total, row) => total + row.count * row.price.USD, 0);
    expect(Math.abs(cents(sum) - cents(value.totalValue))).toBeLessThanOrEqual(1);
    expect(
      Math.abs(cents(value.totalValue - value.totalCost) - cents(value.unrealizedProfitLoss)),
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs(cents(value.unrealizedProfitLoss + value.realizedProfitLoss) - cents(value.allTimeProfitLoss)),
    ).toBeLessThanOrEqual(1);
    expect(value.defiValue).toBeGreaterThan(0);
  });

  it('converts money to the requested currency and keeps percentages', async () => {
    const usd = (await server.api<Value>('/portfolio/value')).body;
    const eur = (await server.api<Value>('/portfolio/value?currency=EUR')).body;
    const rates = (await server.api<{ result: Record<string, number> }>('/currencies')).body.result;
    expect(Math.abs(eur.totalValue - usd.totalValue * (rates.EUR ?? 0))).toBeLessThan(0.05);
    expect(eur.allTimeProfitLossPercent).toBe(usd.allTimeProfitLossPercent);
    expect((await server.api('/portfolio/value?currency=eur')).status).toBe(400);
  });

  it('charts [tsMs, usd, btc, eth] points ending at the current value, and requires a valid type', async () => {
    const value = (await server.api<Value>('/portfolio/value')).body;
    for (const type of ['24h', '1w', '1m', '3m', '6m', '1y', 'all']) {
      const chart = await server.api<{ result: number[][] }>(`/portfolio/chart?type=${type}`);
      expect(chart.status).toBe(200);
      const points = chart.body.result;
      expect(points.length).toBeGreaterThan(10);
      for (const point of points) {
        expect(point).toHaveLength(4);
        expect(point[0]).toBeGreaterThan(1e12);
      }
      const times = points.map((point) => point[0] ?? 0);
      expect(times.every((time, index) => index === 0 || time > (times[index - 1] ?? 0))).toBe(true);
      expect(points.at(-1)?.[1]).toBe(value.totalValue);
    }
    expect((await server.api('/portfolio/chart')).status).toBe(400);
    expect((await server.api('/portfolio/chart?type=2d')).status).toBe(400);
  });

  it('reads a premium share token, refuses a free owner, and needs the passcode of a locked one', async () => {
    const shared = await server.api<Value>('/portfolio/value', {
      key: KEYS.starter,
      headers: { sharetoken: 'sandbox-share-premium' },
    });
    expect(shared.status).toBe(200);
    const [premiumManual] = await list();
    const own = await server.api<Value>(`/portfolio/value?portfolioId=${premiumManual?.portfolioId}`);
    expect(shared.body).toEqual(own.body);

    const free = await server.api('/portfolio/coins', { headers: { sharetoken: 'sandbox-share-free' } });
    expect(free.status).toBe(403);

    const locked = { sharetoken: 'sandbox-share-locked' };
    expect((await server.api('/portfolio/value', { headers: locked })).status).toBe(403);
    expect((await server.api('/portfolio/value', { headers: { ...locked, passcode: '1111' } })).status).toBe(
      403,
    );
    expect((await server.api('/portfolio/value', { headers: { ...locked, passcode: '2468' } })).status).toBe(
      200,
    );
    expect((await server.api('/portfolio/chart?type=1w&passcode=2468', { headers: locked })).status).toBe(
      200,
    );
    expect(
      (await server.api('/portfolio/value', { headers: { sharetoken: 'sandbox-share-unknown' } })).status,
    ).toBe(404);
    const both = await server.api(`/portfolio/value?portfolioId=${premiumManual?.portfolioId}`, {
      headers: { sharetoken: 'sandbox-share-premium' },
    });
    expect(both.status).toBe(400);
  });

  it('requires currency for transactions and answers { data, meta } newest first', async () => {
    expect((await server.api('/portfolio/transactions')).status).toBe(400);
    const page = await server.api<{ data: { date: string; transactionType: string }[]; meta: unknown }>(
      '/portfolio/transactions?currency=USD&limit=10',
    );
    expect(page.body.meta).toEqual({ page: 1, limit: 10 });
    expect(page.body.data).toHaveLength(10);
    const dates = page.body.data.map((tx) => Date.parse(tx.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it.each([
    ['range=1w', 400],
    ['interval=daily', 400],
    ['interval=daily&range=1w&from=2026-11-01&to=2026-11-10', 400],
    ['interval=daily&from=2026-11-01', 400],
    ['interval=hourly&range=1w', 400],
    ['interval=daily&range=5w', 400],
    ['interval=daily&from=01/11/2026&to=2026-11-10', 400],
    ['interval=hourly&range=24h', 200],
    ['interval=daily&range=1m', 200],
    ['interval=weekly&from=2026-10-01&to=2026-11-01', 200],
    ['interval=monthly&range=all', 200],
  ] as const)('P/L history %s -> %i', async (query, status) => {
    expect((await server.api(`/portfolio/pl/history?${query}`)).status).toBe(status);
  });

  it('returns one P/L point per period of the window', async () => {
    const reply = await server.api<{
      result: { date: string; profitLoss: number }[];
      meta: { interval: string };
    }>('/portfolio/pl/history?interval=daily&from=2026-11-01&to=2026-11-08');
    expect(reply.body.meta.interval).toBe('daily');
    expect(reply.body.result.map((point) => point.date.slice(0, 10))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
  });

  it('answers DeFi as { totalAssets, protocols }: the total is the defiValue and the protocols add up to it', async () => {
    const value = (await server.api<Value>('/portfolio/value')).body;
    const defi = await server.api<{
      totalAssets: { USD: number };
      protocols: { name: string; totalValue: { USD: number }; investments: { value: { USD: number } }[] }[];
    }>('/portfolio/defi');
    expect(Math.abs(cents(defi.body.totalAssets.USD) - cents(value.defiValue))).toBeLessThanOrEqual(1);
    expect(defi.body.protocols.map((p) => p.name).sort()).toEqual(['Aave V3', 'Lido']);
    const sum = defi.body.protocols.reduce((total, p) => total + p.totalValue.USD, 0);
    expect(Math.abs(cents(sum) - cents(defi.body.totalAssets.USD))).toBeLessThanOrEqual(2);
    for (const p of defi.body.protocols) {
      const inner = p.investments.reduce((total, i) => total + i.value.USD, 0);
      expect(Math.abs(cents(inner) - cents(p.totalValue.USD))).toBeLessThanOrEqual(1);
    }
  });
});
