// One value history, sampled per range: a peak seen in 1W is the peak of every longer range, an instant has one
// value whatever the range, and all ranges end on the same newest point. Seed 42 at this instant has a one-day
// peak two days back, which daily sampling at midnight would miss.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

const NOW = Date.parse('2026-11-24T13:00:00Z');
const RANGES = ['24h', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
const SPAN: Record<string, number> = { '24h': 1, '1w': 7, '1m': 30, '3m': 90, '6m': 182, '1y': 365 };

type Point = [number, number, number, number];

describe('sandbox portfolio charts: one history per portfolio', () => {
  const server = useServer({ now: NOW });

  async function charts(key: string, headers?: Record<string, string>): Promise<Map<string, Point[]>> {
    const result = new Map<string, Point[]>();
    for (const type of RANGES) {
      const reply = await server.api<{ result: Point[] }>(`/portfolio/chart?type=${type}`, { key, headers });
      expect(reply.status).toBe(200);
      result.set(type, reply.body.result);
    }
    return result;
  }

  const peak = (points: readonly Point[]): Point =>
    points.reduce((best, point) => (point[1] > best[1] ? point : best));

  it('shows the 1W peak in 6M, 1Y and All as well', async () => {
    const byRange = await charts(KEYS.starter);
    const week = peak(byRange.get('1w') ?? []);
    for (const type of ['1m', '3m', '6m', '1y', 'all'])
      expect([type, peak(byRange.get(type) ?? [])]).toEqual([type, week]);
  });

  it.each([
    ['the premium account', KEYS.premium, undefined],
    ['the free account', KEYS.free, undefined],
    ['a shared portfolio', KEYS.starter, { sharetoken: 'sandbox-share-premium' }],
  ] as const)(
    'draws one series for %s: one value per instant, longer ranges never peak lower',
    async (_, key, headers) => {
      const byRange = await charts(key, headers);
      const valueAt = new Map<number, number>();
      for (const points of byRange.values()) {
        for (const [at, usd] of points) {
          if (valueAt.has(at)) expect([at, usd]).toEqual([at, valueAt.get(at)]);
          valueAt.set(at, usd);
        }
      }
      const ends = [...byRange.values()].map((points) => points.at(-1));
      expect(new Set(ends.map((point) => JSON.stringify(point))).size).toBe(1);
      expect(ends[0]?.[0]).toBe(NOW);

      const top = peak(byRange.get('all') ?? []);
      for (const [index, type] of RANGES.entries()) {
        const points = byRange.get(type) ?? [];
        for (const longer of RANGES.slice(index + 1)) {
          expect(peak(byRange.get(longer) ?? [])[1]).toBeGreaterThanOrEqual(peak(points)[1]);
        }
        // All's peak, where it falls inside a shorter range, is that range's peak at the same instant.
        const days = SPAN[type];
        if (days !== undefined && top[0] >= NOW - days * 86_400_000) expect(peak(points)).toEqual(top);
      }
    },
  );
});
