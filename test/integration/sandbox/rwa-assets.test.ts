// The RWA overview, the asset list and the asset detail over real HTTP (service.md 4.2), and what each RWA
// endpoint costs.
import { describe, expect, it } from 'vitest';
import { sortViolation, useSandbox, type ErrorBody } from './rwa-harness';

interface AssetRow {
  id: string;
  name: string;
  assetType: 'stock' | 'commodity' | 'etf';
  tokenizedMarketCap: number | null;
  change24h: number | null;
  tokenCount: number;
  [field: string]: unknown;
}
interface AssetList {
  currency: string;
  updatedAt: string;
  isStale: boolean;
  available: boolean;
  items: AssetRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
interface Overview {
  totalMarketCap: number;
  assetCounts: { total: number; stock: number; commodity: number; etf: number };
  tokenCount: number;
  leaders: AssetRow[];
  topGainers: AssetRow[];
  updatedAt: string;
}
interface Detail {
  id: string;
  updatedAt: string;
  price: { available: boolean; tokenizedPrice: number | null };
  metadata: { available: boolean; description: string | null; issuers: unknown[] };
  markets: { available: boolean; count: number };
  history: { available: boolean; availableFrom: string | null };
}

const sandbox = useSandbox();
const assets = (query = '') => sandbox.get<AssetList>(`/rwa/assets${query}`);

const SORT_FIELDS = [
  'name',
  'tokenizedPrice',
  'tokenizedMarketCap',
  'tokenizedVolume24h',
  'change1h',
  'change24h',
  'change7d',
  'change14d',
  'change30d',
  'change200d',
  'change1y',
];

describe('the asset list', () => {
  it('holds about thirty stocks, commodities and ETFs, filtered by assetType', async () => {
    const all = (await assets()).body;
    expect(all.pagination.total).toBeGreaterThanOrEqual(25);
    let sum = 0;
    for (const type of ['stock', 'commodity', 'etf'] as const) {
      const { body } = await assets(`?assetType=${type}`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((a) => a.assetType === type)).toBe(true);
      sum += body.pagination.total;
    }
    expect(sum).toBe(all.pagination.total);
    expect((await assets('?assetType=all')).body.pagination.total).toBe(all.pagination.total);
    expect((await assets('?assetType=bond')).status).toBe(400);
  });

  it('defaults to tokenizedMarketCap descending', async () => {
    const byDefault = (await assets()).body.items.map((a) => a.id);
    const explicit = (await assets('?sortBy=tokenizedMarketCap&sortDirection=desc')).body.items.map(
      (a) => a.id,
    );
    expect(byDefault).toEqual(explicit);
  });

  it('sorts by each of its fields in both directions, nulls last', async () => {
    const someNull = new Set<string>();
    for (const field of SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const { status, body } = await assets(`?sortBy=${field}&sortDirection=${direction}`);
        expect(status).toBe(200);
        const column = body.items.map((a) => a[field] as string | number | null);
        expect(sortViolation(column, direction)).toBeNull();
        if (column.includes(null)) someNull.add(field);
      }
    }
    // The data has gaps where nulls-last matters: no market cap for a new listing, no long-window changes.
    expect(someNull.has('tokenizedMarketCap')).toBe(true);
    expect(someNull.has('change1y')).toBe(true);
    expect((await assets('?sortBy=marketCap')).status).toBe(400);
  });

  it('searches names and symbols literally', async () => {
    const { body } = await assets('?search=inc.');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((a) => a.name.toLowerCase().includes('inc.'))).toBe(true);
    expect((await assets('?search=i*c')).body.items).toEqual([]);
  });
});

describe('the overview', () => {
  it('agrees with the asset list: counts, leaders by market cap, gainers by 24h change', async () => {
    const overview = (await sandbox.get<Overview>('/rwa/overview')).body;
    const list = (await assets()).body;
    expect(overview.assetCounts.total).toBe(list.pagination.total);
    expect(overview.assetCounts.stock + overview.assetCounts.commodity + overview.assetCounts.etf).toBe(
      overview.assetCounts.total,
    );
    expect(overview.tokenCount).toBe(list.items.reduce((n, a) => n + a.tokenCount, 0));
    expect(overview.leaders.map((a) => a.id)).toEqual(
      list.items.slice(0, overview.leaders.length).map((a) => a.id),
    );
    const caps = list.items.reduce((sum, a) => sum + (a.tokenizedMarketCap ?? 0), 0);
    expect(overview.totalMarketCap).toBeCloseTo(caps, -2);
    expect(overview.topGainers.length).toBeGreaterThan(0);
    expect(
      sortViolation(
        overview.topGainers.map((a) => a.change24h),
        'desc',
      ),
    ).toBeNull();
    expect(overview.topGainers.every((a) => (a.change24h ?? 0) > 0)).toBe(true);
    expect(overview.updatedAt).toBe(list.updatedAt);
  });
});

describe('the asset detail', () => {
  it('reports each section with its availability', async () => {
    const { status, body } = await sandbox.get<Detail>('/rwa/assets/gold');
    expect(status).toBe(200);
    expect(body.price.available).toBe(true);
    expect(body.metadata.available).toBe(true);
    expect(body.metadata.description).toEqual(expect.any(String));
    expect(body.metadata.issuers.length).toBeGreaterThan(0);
    expect(body.markets).toMatchObject({ available: true });
    expect(body.markets.count).toBeGreaterThan(0);
    expect(body.history.available).toBe(true);
    expect(Date.parse(body.history.availableFrom ?? '')).toBeLessThan(Date.parse(body.updatedAt));
  });

  it('shows an asset awaiting enrichment with prices but no metadata or markets', async () => {
    const list = (await assets('?search=circle')).body.items;
    expect(list).toHaveLength(1);
    const id = list[0]?.id ?? '';
    const detail = (await sandbox.get<Detail>(`/rwa/assets/${id}`)).body;
    expect(detail.price.available).toBe(true);
    expect(detail.price.tokenizedPrice).toBeGreaterThan(0);
    expect(detail.metadata).toEqual({
      available: false,
      description: null,
      imageUrl: null,
      website: null,
      issuers: [],
    });
    expect(detail.markets).toEqual({ available: false, count: 0 });
    const tokens = (
      await sandbox.get<{ available: boolean; items: { price: number | null }[] }>(`/rwa/assets/${id}/tokens`)
    ).body;
    expect(tokens.available).toBe(true);
    expect(tokens.items.some((t) => t.price !== null)).toBe(true);
    const markets = (await sandbox.get<AssetList>(`/rwa/assets/${id}/markets`)).body;
    expect(markets.available).toBe(false);
    expect(markets.items).toEqual([]);
    expect(markets.pagination.totalPages).toBe(1);
  });

  it('is a 404 with the error body for an unknown asset', async () => {
    const { status, body } = await sandbox.get<ErrorBody>('/rwa/assets/bitcoin');
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, path: '/v1/rwa/assets/bitcoin' });
  });
});

describe('credits', () => {
  it('charges each RWA endpoint its price, and nothing for a refused request', async () => {
    const prices: [string, number][] = [
      ['/rwa/overview', 1],
      ['/rwa/assets', 2],
      ['/rwa/history', 3],
      ['/rwa/assets/gold', 1],
      ['/rwa/assets/gold/tokens', 2],
      ['/rwa/assets/gold/markets', 3],
      ['/rwa/assets/gold/history', 3],
    ];
    for (const [path, credits] of prices) {
      const before = await sandbox.usedCredits();
      expect((await sandbox.get(path)).status).toBe(200);
      expect(await sandbox.usedCredits()).toBe(before + credits);
    }
    const before = await sandbox.usedCredits();
    expect((await sandbox.get('/rwa/assets?limit=0')).status).toBe(400);
    expect((await sandbox.get('/rwa/assets/nope/tokens')).status).toBe(404);
    expect(await sandbox.usedCredits()).toBe(before);
  });
});
