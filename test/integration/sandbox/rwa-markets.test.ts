// GET /v1/rwa/assets/{rwaId}/markets over real HTTP: anomaly flag, row freshness, trade links, filters from the
// response, sorting with nulls last (service.md 4.2 rule 2).
import { describe, expect, it } from 'vitest';
import { sortViolation, useSandbox } from './rwa-harness';

interface Market {
  id: string;
  exchange: { id: string; name: string };
  tokenId: string;
  issuer: { id: string; name: string } | null;
  pair: string;
  price: number | null;
  volume24h: number | null;
  isAnomaly: boolean;
  updatedAt: string;
  isStale: boolean;
  tradeUrl: string | null;
}
interface MarketList {
  available: boolean;
  currency: string;
  items: Market[];
  pagination: { total: number; totalPages: number };
  filters: { tokens: { id: string }[]; issuers: { id: string }[]; exchanges: { id: string }[] };
}

const sandbox = useSandbox();
const markets = (rwaId: string, query = '') =>
  sandbox.get<MarketList>(`/rwa/assets/${rwaId}/markets${query}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

describe('market rows', () => {
  it('flag the one anomalous quote, far from the other venues', async () => {
    const { body } = await markets('apple-stock');
    const anomalies = body.items.filter((m) => m.isAnomaly);
    expect(anomalies).toHaveLength(1);
    const normal = body.items.filter((m) => !m.isAnomaly && m.price !== null).map((m) => m.price ?? 0);
    const quote = anomalies[0]?.price ?? 0;
    expect(Math.abs(quote / median(normal) - 1)).toBeGreaterThan(0.2);
    expect(normal.every((p) => Math.abs(p / median(normal) - 1) < 0.05)).toBe(true);
  });

  it('carry their own freshness: some quiet for hours at the start, all stale a day later', async () => {
    const rows = (await markets('apple-stock')).body.items;
    const now = await sandbox.clockNow();
    expect(rows.some((m) => m.isStale)).toBe(true);
    expect(rows.some((m) => !m.isStale)).toBe(true);
    for (const row of rows) expect(Date.parse(row.updatedAt)).toBeLessThanOrEqual(now);
    const stalest = Math.min(...rows.filter((m) => !m.isStale).map((m) => Date.parse(m.updatedAt)));
    const freshest = Math.max(...rows.filter((m) => m.isStale).map((m) => Date.parse(m.updatedAt)));
    expect(stalest).toBeGreaterThan(freshest);
    await sandbox.advanceClock(24 * 3_600_000);
    const later = (await markets('apple-stock')).body.items;
    expect(later.map((m) => m.updatedAt)).toEqual(rows.map((m) => m.updatedAt));
    expect(later.every((m) => m.isStale)).toBe(true);
    await sandbox.reset();
  });

  it('link to the venue where one exists', async () => {
    const rows = (await markets('gold')).body.items;
    const links = rows.filter((m) => m.tradeUrl !== null);
    expect(links.length).toBeGreaterThan(0);
    for (const row of links) expect(new URL(row.tradeUrl ?? '').protocol).toBe('https:');
  });
});

describe('filters', () => {
  it('come from the response, and each narrows the rows', async () => {
    const all = (await markets('spdr-sp500')).body;
    const cases: [string, { id: string }[], (m: Market, id: string) => boolean][] = [
      ['token', all.filters.tokens, (m, id) => m.tokenId === id],
      ['issuer', all.filters.issuers, (m, id) => m.issuer?.id === id],
      ['exchange', all.filters.exchanges, (m, id) => m.exchange.id === id],
    ];
    for (const [name, values, holds] of cases) {
      expect(values.length).toBeGreaterThan(1);
      let total = 0;
      for (const { id } of values) {
        const { body } = await markets('spdr-sp500', `?${name}=${id}`);
        expect(body.items.length).toBeGreaterThan(0);
        expect(body.items.every((m) => holds(m, id))).toBe(true);
        total += body.pagination.total;
      }
      expect(total).toBe(all.pagination.total);
    }
  });
});

describe('sorting', () => {
  const columns: Record<string, (m: Market) => string | number | null> = {
    name: (m: Market) => m.exchange.name,
    price: (m: Market) => m.price,
    volume: (m: Market) => m.volume24h,
  };
  for (const [sortBy, column] of Object.entries(columns)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`by ${sortBy} ${direction}, nulls last`, async () => {
        // Gold has venues without volume data, so nulls-last is exercised there.
        for (const asset of ['gold', 'apple-stock']) {
          const { status, body } = await markets(asset, `?sortBy=${sortBy}&sortDirection=${direction}`);
          expect(status).toBe(200);
          expect(sortViolation(body.items.map(column), direction)).toBeNull();
        }
      });
    }
  }

  it('defaults to volume descending and refuses other fields', async () => {
    const byDefault = (await markets('gold')).body.items.map((m) => m.id);
    expect((await markets('gold', '?sortBy=volume&sortDirection=desc')).body.items.map((m) => m.id)).toEqual(
      byDefault,
    );
    expect((await markets('gold')).body.items.some((m) => m.volume24h === null)).toBe(true);
    expect((await markets('gold', '?sortBy=exchange')).status).toBe(400);
  });
});
