import { describe, expect, it } from 'vitest';
import { samplesOf } from '../../../src/main/alerts/samples';

// The prices an answer carries, as alerts read them when it reaches the cache.

const T = Date.UTC(2026, 10, 24, 12);
const coin = (id: string, price: number) => ({
  id,
  name: id,
  symbol: id.toUpperCase(),
  icon: null,
  rank: 1,
  price,
  priceChange1h: 0.5,
  priceChange1d: -2,
  priceChange1w: 1,
  marketCap: null,
  volume: null,
});
const row = (id: string, price: number | null) => ({
  id,
  name: id,
  symbol: id.toUpperCase(),
  assetType: 'commodity',
  imageUrl: null,
  tokenizedPrice: price,
  tokenizedMarketCap: null,
  tokenizedVolume24h: null,
  change1h: 0.1,
  change24h: 1.5,
  change7d: null,
  change14d: null,
  change30d: null,
  change200d: null,
  change1y: null,
  tokenCount: 1,
});

describe('prices in a stored answer', () => {
  it('reads each coin of a coins list in the currency it was asked in, as of its fetch', () => {
    const samples = samplesOf({
      endpoint: 'GET /coins',
      params: { currency: 'EUR', limit: 2 },
      value: { result: [coin('bitcoin', 60_000), coin('ethereum', 3000)] },
      fetchedAt: T,
    });
    expect(samples).toEqual([
      {
        kind: 'coin',
        id: 'bitcoin',
        currency: 'EUR',
        price: 60_000,
        change1h: 0.5,
        change24h: -2,
        asOf: T,
        flaggedStale: false,
      },
      {
        kind: 'coin',
        id: 'ethereum',
        currency: 'EUR',
        price: 3000,
        change1h: 0.5,
        change24h: -2,
        asOf: T,
        flaggedStale: false,
      },
    ]);
  });

  it("reads an RWA list as of the service's own update time, and carries its stale flag", () => {
    const updatedAt = new Date(T - 3_600_000).toISOString();
    const [gold] = samplesOf({
      endpoint: 'GET /rwa/assets',
      params: { currency: 'USD' },
      value: {
        currency: 'USD',
        updatedAt,
        isStale: true,
        available: true,
        items: [row('gold', 2400)],
        pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      },
      fetchedAt: T,
    });
    expect(gold).toMatchObject({
      kind: 'rwa',
      id: 'gold',
      price: 2400,
      change24h: 1.5,
      asOf: T - 3_600_000,
      flaggedStale: true,
    });
  });

  it('finds no price in other answers, in a coin answer without a currency, or in a malformed one', () => {
    expect(
      samplesOf({ endpoint: 'GET /portfolio/value', params: {}, value: { x: 1 }, fetchedAt: T }),
    ).toEqual([]);
    expect(
      samplesOf({ endpoint: 'GET /coins', params: {}, value: [coin('bitcoin', 1)], fetchedAt: T }),
    ).toEqual([]);
    expect(
      samplesOf({
        endpoint: 'GET /coins/:coinId',
        params: { currency: 'USD' },
        value: { id: 'x' },
        fetchedAt: T,
      }),
    ).toEqual([]);
  });
});
