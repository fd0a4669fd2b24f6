// GET /v1/rwa/assets/{rwaId}/tokens over real HTTP: every rule of service.md 2.1-2.4 and 4.1.
import { describe, expect, it } from 'vitest';
import { sortViolation, useSandbox, type ErrorBody } from './rwa-harness';

interface Token {
  id: string;
  name: string;
  symbol: string;
  issuer: { id: string; name: string } | null;
  networks: { platformId: string }[];
  price: number | null;
  marketCap: number | null;
  volume24h: number | null;
  change24h: number | null;
  marketDataProvider: string | null;
}
interface TokenList {
  currency: string;
  updatedAt: string | null;
  isStale: boolean;
  available: boolean;
  items: Token[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  filters: { issuers: { id: string; name: string }[]; networks: string[] };
}

const sandbox = useSandbox();
const tokens = (rwaId: string, query = '') => sandbox.get<TokenList>(`/rwa/assets/${rwaId}/tokens${query}`);

const TOKEN_FIELDS = [
  'id',
  'name',
  'symbol',
  'issuer',
  'imageUrl',
  'coinId',
  'coinSlug',
  'networks',
  'price',
  'marketCap',
  'volume24h',
  'change24h',
  'marketDataProvider',
];

describe('the token list response', () => {
  it('has every field of every token, with nulls where data is unavailable', async () => {
    const { status, body } = await tokens('apple-stock');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['available', 'currency', 'filters', 'isStale', 'items', 'pagination', 'updatedAt'].sort(),
    );
    expect(body.items.length).toBeGreaterThan(1);
    for (const token of body.items) {
      expect(Object.keys(token).sort()).toEqual([...TOKEN_FIELDS].sort());
      for (const network of token.networks) {
        expect(Object.keys(network).sort()).toEqual(
          ['contractAddress', 'explorerUrl', 'imageUrl', 'name', 'platformId'].sort(),
        );
      }
      // The provider is named exactly when there is market data to attribute.
      expect(token.marketDataProvider).toBe(token.price === null ? null : 'coinstats');
    }
    // The seeded data has gaps a client must survive: a token without a price, one without a market cap.
    expect(body.items.some((t) => t.price === null)).toBe(true);
    expect(body.items.some((t) => t.price !== null && t.marketCap === null)).toBe(true);
  });

  it('keeps updatedAt from the data: the same on every request and as the clock moves; stale past its age', async () => {
    const first = (await tokens('gold')).body;
    expect(first.isStale).toBe(false);
    expect(Date.parse(first.updatedAt ?? '')).toBeLessThan(await sandbox.clockNow());
    await sandbox.advanceClock(10 * 60_000);
    const later = (await tokens('gold')).body;
    expect(later.updatedAt).toBe(first.updatedAt);
    expect(later.isStale).toBe(false);
    await sandbox.advanceClock(60 * 60_000);
    const old = (await tokens('gold')).body;
    expect(old.updatedAt).toBe(first.updatedAt);
    expect(old.isStale).toBe(true);
    await sandbox.reset();
  });

  it('takes filter values from `filters`, and each one narrows the list to matching tokens', async () => {
    const all = (await tokens('spdr-sp500')).body;
    expect(all.filters.issuers.length).toBeGreaterThan(1);
    expect(all.filters.networks.length).toBeGreaterThan(1);
    let issuerTotal = 0;
    for (const issuer of all.filters.issuers) {
      const { body } = await tokens('spdr-sp500', `?issuer=${issuer.id}`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((t) => t.issuer?.id === issuer.id)).toBe(true);
      expect(body.filters).toEqual(all.filters);
      issuerTotal += body.pagination.total;
    }
    expect(issuerTotal).toBe(all.pagination.total);
    for (const network of all.filters.networks) {
      const { body } = await tokens('spdr-sp500', `?network=${network}`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((t) => t.networks.some((n) => n.platformId === network))).toBe(true);
    }
    const none = await tokens('spdr-sp500', '?issuer=nobody-issues-this');
    expect(none.status).toBe(200);
    expect(none.body.items).toEqual([]);
    expect((await tokens('spdr-sp500', `?issuer=${'x'.repeat(301)}`)).status).toBe(400);
    expect((await tokens('spdr-sp500', `?network=${'x'.repeat(301)}`)).status).toBe(400);
  });
});

describe('sorting', () => {
  const fields = {
    name: 'name',
    price: 'price',
    marketCap: 'marketCap',
    volume: 'volume24h',
    change24h: 'change24h',
  };

  it('defaults to volume, descending', async () => {
    const byDefault = (await tokens('apple-stock')).body.items.map((t) => t.id);
    const explicit = (await tokens('apple-stock', '?sortBy=volume&sortDirection=desc')).body.items.map(
      (t) => t.id,
    );
    expect(byDefault).toEqual(explicit);
  });

  for (const [sortBy, field] of Object.entries(fields)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`by ${sortBy} ${direction}, nulls last`, async () => {
        for (const asset of ['apple-stock', 'spdr-sp500', 'gold']) {
          const { status, body } = await tokens(asset, `?sortBy=${sortBy}&sortDirection=${direction}`);
          expect(status).toBe(200);
          const column = body.items.map((t) => t[field as keyof Token] as string | number | null);
          expect(sortViolation(column, direction)).toBeNull();
        }
      });
    }
  }

  it('refuses an unknown sort field or direction', async () => {
    expect((await tokens('apple-stock', '?sortBy=volume24h')).status).toBe(400);
    expect((await tokens('apple-stock', '?sortDirection=up')).status).toBe(400);
  });
});

describe('search', () => {
  it('is a literal, case-insensitive substring: "." and "*" match only themselves', async () => {
    const all = (await tokens('spdr-sp500')).body.items;
    const dotted = (await tokens('spdr-sp500', '?search=.')).body.items;
    expect(dotted.length).toBeGreaterThan(0);
    expect(dotted.length).toBeLessThan(all.length);
    expect(dotted.every((t) => t.name.includes('.') || t.symbol.includes('.'))).toBe(true);
    const upper = (await tokens('spdr-sp500', '?search=Y.D')).body.items.map((t) => t.id);
    expect(upper).toEqual(dotted.filter((t) => t.symbol.toLowerCase().includes('y.d')).map((t) => t.id));
    const star = await tokens('spdr-sp500', '?search=*');
    expect(star.status).toBe(200);
    expect(star.body.items).toEqual([]);
    expect((await tokens('spdr-sp500', `?search=${encodeURIComponent('S&P (')}`)).body.items).toEqual([]);
    const spy = (await tokens('spdr-sp500', '?search=spy')).body.items;
    expect(spy.every((t) => `${t.name} ${t.symbol}`.toLowerCase().includes('spy'))).toBe(true);
  });

  it('accepts 100 characters and refuses 101', async () => {
    expect((await tokens('gold', `?search=${'a'.repeat(100)}`)).status).toBe(200);
    expect((await tokens('gold', `?search=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('answers an available empty list with totalPages 1', async () => {
    const { body } = await tokens('gold', '?search=no-such-token');
    expect(body.available).toBe(true);
    expect(body.items).toEqual([]);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 0, totalPages: 1 });
  });
});

describe('paging', () => {
  it('walks every token exactly once, in order', async () => {
    const all = (await tokens('apple-stock', '?sortBy=name&sortDirection=asc')).body;
    const seen: string[] = [];
    for (let page = 1; page <= all.pagination.total; page++) {
      const { body } = await tokens('apple-stock', `?sortBy=name&sortDirection=asc&limit=1&page=${page}`);
      expect(body.pagination).toEqual({
        page,
        limit: 1,
        total: all.pagination.total,
        totalPages: all.pagination.total,
      });
      seen.push(...body.items.map((t) => t.id));
    }
    expect(seen).toEqual(all.items.map((t) => t.id));
  });

  it('holds the bounds: page 1..2^53-1 with a safe offset, limit 1..100', async () => {
    const status = async (query: string) => (await tokens('gold', query)).status;
    expect(await status('?page=0')).toBe(400);
    expect(await status('?page=-1')).toBe(400);
    expect(await status('?page=1.5')).toBe(400);
    expect(await status('?page=abc')).toBe(400);
    expect(await status('?page=9007199254740992')).toBe(400);
    expect(await status('?limit=0')).toBe(400);
    expect(await status('?limit=101')).toBe(400);
    expect(await status('?limit=100')).toBe(200);
    // The largest page is fine while (page - 1) * limit stays a safe integer, and refused once it does not.
    const last = await tokens('gold', '?page=9007199254740991&limit=1');
    expect(last.status).toBe(200);
    expect(last.body.items).toEqual([]);
    expect(await status('?page=9007199254740991&limit=2')).toBe(400);
    expect(await status('?page=4503599627370496&limit=2')).toBe(200);
    expect(await status('?page=4503599627370497&limit=2')).toBe(400);
  });
});

describe('currency', () => {
  it('converts money and leaves percentages alone', async () => {
    const rates = (await sandbox.get<{ result: Record<string, number> }>('/currencies')).body.result;
    const eurRate = rates.EUR;
    if (eurRate === undefined) throw new Error('no EUR rate');
    const usd = (await tokens('apple-stock')).body;
    const eur = (await tokens('apple-stock', '?currency=EUR')).body;
    expect(eur.currency).toBe('EUR');
    expect(eur.items.map((t) => t.id)).toEqual(usd.items.map((t) => t.id));
    usd.items.forEach((u, i) => {
      const e = eur.items[i];
      for (const field of ['price', 'marketCap', 'volume24h'] as const) {
        const value = u[field];
        if (value === null) expect(e?.[field]).toBeNull();
        else expect(e?.[field]).toBeCloseTo(value * eurRate, 0);
      }
      expect(e?.change24h).toBe(u.change24h);
    });
  });

  it('refuses a code outside the currencies list, and a lower-case one', async () => {
    expect((await tokens('gold', '?currency=XYZ')).status).toBe(400);
    expect((await tokens('gold', '?currency=eur')).status).toBe(400);
  });
});

describe('errors', () => {
  it('404 for an unknown asset, 400 for an unknown parameter, each with the error body', async () => {
    const missing = await sandbox.get<ErrorBody>('/rwa/assets/no-such-asset/tokens');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, path: '/v1/rwa/assets/no-such-asset/tokens' });
    expect(missing.body.requestId).toEqual(expect.any(String));
    const unknown = await sandbox.get<ErrorBody>('/rwa/assets/gold/tokens?sortDir=asc');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('sortDir');
  });
});
