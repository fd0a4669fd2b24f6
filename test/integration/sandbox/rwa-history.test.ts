// RWA history over real HTTP: the aggregate (at most 500 sampled points, broken down by asset type) and per asset
// (resolution, availability, missing observations omitted) — service.md 4.2 rules 3-5.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './rwa-harness';

interface Aggregate {
  currency: string;
  range: string;
  metric: string;
  updatedAt: string;
  points: [number, number, number, number, number][];
}
interface AssetHistory {
  available: boolean;
  resolution: string;
  availableFrom: string | null;
  points: [number, number][];
}

const sandbox = useSandbox();

const STEP: Record<string, number> = {
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

describe('aggregate history', () => {
  it('ends every range on the same newest point, and the same instant has the same value in each', async () => {
    const byRange = new Map<string, number[][]>();
    for (const range of ['24h', '7d', '30d', '1y', 'all']) {
      byRange.set(range, (await sandbox.get<Aggregate>(`/rwa/history?range=${range}`)).body.points);
    }
    const ends = [...byRange.values()].map((points) => points.at(-1)?.[0]);
    expect(new Set(ends).size).toBe(1);
    const year = new Map((byRange.get('1y') ?? []).map((point) => [point[0], point[1]]));
    const shared = (byRange.get('all') ?? []).filter((point) => year.has(point[0]));
    expect(shared.length).toBeGreaterThan(10);
    for (const point of shared) expect(point[1]).toBe(year.get(point[0]));
  });

  it('answers at most 500 evenly spaced points for every range, oldest first', async () => {
    for (const range of ['24h', '7d', '30d', '1y', 'all']) {
      const { status, body } = await sandbox.get<Aggregate>(`/rwa/history?range=${range}`);
      expect(status).toBe(200);
      expect(body.range).toBe(range);
      expect(body.points.length).toBeGreaterThan(20);
      expect(body.points.length).toBeLessThanOrEqual(500);
      const times = body.points.map((p) => p[0]);
      const gaps = new Set(times.slice(1).map((t, i) => t - (times[i] ?? 0)));
      expect(gaps.size).toBe(1);
      expect([...gaps][0]).toBeGreaterThan(0);
      expect(times[0]).toBeGreaterThan(1e12);
    }
    const all = (await sandbox.get<Aggregate>('/rwa/history?range=all')).body;
    // Years of daily data exist; sampling is what keeps it within 500.
    expect((all.points.at(-1)?.[0] ?? 0) - (all.points[0]?.[0] ?? 0)).toBeGreaterThan(500 * 86_400_000);
  });

  it('breaks the total down by asset type, for market cap and volume', async () => {
    for (const metric of ['marketCap', 'volume']) {
      const { body } = await sandbox.get<Aggregate>(`/rwa/history?range=7d&metric=${metric}`);
      expect(body.metric).toBe(metric);
      for (const [, total, stock, commodity, etf] of body.points) {
        expect(total).toBeCloseTo(stock + commodity + etf, -1);
        expect(Math.min(stock, commodity, etf)).toBeGreaterThan(0);
      }
    }
  });

  it('defaults to 7d market cap, converts currency and refuses unknown values', async () => {
    const usd = (await sandbox.get<Aggregate>('/rwa/history')).body;
    expect([usd.range, usd.metric, usd.currency]).toEqual(['7d', 'marketCap', 'USD']);
    const eur = (await sandbox.get<Aggregate>('/rwa/history?currency=EUR')).body;
    const ratio = (eur.points[0]?.[1] ?? 0) / (usd.points[0]?.[1] ?? 1);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(1);
    expect((await sandbox.get('/rwa/history?range=1w')).status).toBe(400);
    expect((await sandbox.get('/rwa/history?metric=price')).status).toBe(400);
  });
});

describe('per-asset history', () => {
  it('ends every range on the same newest point: "all" where "1y" and "1h" end', async () => {
    const ends = new Set<number>();
    for (const range of ['1h', '24h', '1w', '1m', '3m', '6m', '1y', 'all']) {
      const { body } = await sandbox.get<AssetHistory>(`/rwa/assets/gold/history?range=${range}`);
      ends.add(body.points.at(-1)?.[0] ?? 0);
    }
    expect(ends.size).toBe(1);
  });

  it('reports a resolution for each range, with points on that grid from availableFrom on', async () => {
    for (const range of ['1h', '24h', '1w', '1m', '3m', '6m', '1y', 'all']) {
      const { status, body } = await sandbox.get<AssetHistory>(`/rwa/assets/gold/history?range=${range}`);
      expect(status).toBe(200);
      expect(body.available).toBe(true);
      const step = STEP[body.resolution];
      expect(step).toBeDefined();
      expect(body.points.length).toBeGreaterThan(0);
      const from = Date.parse(body.availableFrom ?? '');
      // The grid runs back from the newest observation, which every range ends on.
      const newest = body.points.at(-1)?.[0] ?? 0;
      for (const [t, value] of body.points) {
        expect((newest - t) % (step ?? 1)).toBe(0);
        expect(t).toBeGreaterThanOrEqual(from);
        expect(value).toBeGreaterThan(0);
      }
    }
  });

  it('omits missing observations instead of filling them', async () => {
    const { body } = await sandbox.get<AssetHistory>('/rwa/assets/gold/history?range=1y');
    const step = STEP[body.resolution] ?? 0;
    const times = body.points.map((p) => p[0]);
    const holes = times.slice(1).filter((t, i) => t - (times[i] ?? 0) > step);
    expect(holes.length).toBeGreaterThan(0);
    expect(times.slice(1).every((t, i) => (t - (times[i] ?? 0)) % step === 0)).toBe(true);
  });

  it('ends where the asset price is', async () => {
    const detail = (await sandbox.get<{ price: { tokenizedPrice: number } }>('/rwa/assets/gold')).body;
    const { body } = await sandbox.get<AssetHistory>('/rwa/assets/gold/history?range=24h');
    const last = body.points.at(-1)?.[1] ?? 0;
    expect(Math.abs(last / detail.price.tokenizedPrice - 1)).toBeLessThan(0.02);
  });

  it('starts at availableFrom for a new listing, and is unavailable for a metric without data', async () => {
    const week = (await sandbox.get<AssetHistory>('/rwa/assets/circle-stock/history?range=1w')).body;
    expect(week.available).toBe(true);
    const from = Date.parse(week.availableFrom ?? '');
    expect(from).toBeGreaterThan((await sandbox.clockNow()) - 7 * 86_400_000);
    expect(week.points[0]?.[0]).toBeGreaterThanOrEqual(from);
    expect((week.points[0]?.[0] ?? 0) - from).toBeLessThan(86_400_000);
    const cap = (await sandbox.get<AssetHistory>('/rwa/assets/circle-stock/history?metric=marketCap')).body;
    expect(cap).toMatchObject({ available: false, availableFrom: null, points: [] });
  });

  it('refuses unknown ranges and metrics, and unknown assets', async () => {
    expect((await sandbox.get('/rwa/assets/gold/history?range=7d')).status).toBe(400);
    expect((await sandbox.get('/rwa/assets/gold/history?metric=supply')).status).toBe(400);
    expect((await sandbox.get('/rwa/assets/no-such/history')).status).toBe(404);
  });
});
