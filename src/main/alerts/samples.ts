import { coinResponse, coinsListResponse } from '../api/schemas/market';
import { rwaAssetDetailResponse, rwaAssetsResponse } from '../api/schemas/rwa';
import type { PriceSample } from './evaluate';

// The prices inside an answer that has just been written to the cache: the coins list, one coin, the RWA
// assets list and one RWA asset. Other answers carry no price an alert can be set on. The answer passed its
// schema on the way in; it is read again with the same schema here, so nothing unchecked is judged.

/** An answer as it reached the cache: which endpoint it came from, with which parameters, and when. */
export interface ArrivedAnswer {
  endpoint: string;
  params: Record<string, unknown>;
  value: unknown;
  fetchedAt: number;
}

/** The service's own "as of" (an RWA publication time), when it is a readable time not after the fetch. */
function asOfOf(updatedAt: string | null, fetchedAt: number): number {
  const at = updatedAt === null ? Number.NaN : Date.parse(updatedAt);
  return Number.isFinite(at) && at < fetchedAt ? at : fetchedAt;
}

export function samplesOf(answer: ArrivedAnswer): PriceSample[] {
  const currency = typeof answer.params['currency'] === 'string' ? answer.params['currency'] : null;
  switch (answer.endpoint) {
    case 'GET /coins':
    case 'GET /coins/:coinId': {
      if (currency === null) return [];
      const parsed =
        answer.endpoint === 'GET /coins'
          ? coinsListResponse.safeParse(answer.value)
          : coinResponse.safeParse(answer.value);
      if (!parsed.success) return [];
      const coins = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
      return coins.map((coin) => ({
        kind: 'coin',
        id: coin.id,
        currency,
        price: coin.price,
        change1h: coin.priceChange1h,
        change24h: coin.priceChange1d,
        asOf: answer.fetchedAt,
        flaggedStale: false,
      }));
    }
    case 'GET /rwa/assets': {
      const parsed = rwaAssetsResponse.safeParse(answer.value);
      if (!parsed.success) return [];
      const list = parsed.data;
      return list.items.map((row) => ({
        kind: 'rwa',
        id: row.id,
        currency: list.currency,
        price: row.tokenizedPrice,
        change1h: row.change1h,
        change24h: row.change24h,
        asOf: asOfOf(list.updatedAt, answer.fetchedAt),
        flaggedStale: list.isStale || !list.available,
      }));
    }
    case 'GET /rwa/assets/:rwaId': {
      const parsed = rwaAssetDetailResponse.safeParse(answer.value);
      if (!parsed.success) return [];
      const asset = parsed.data;
      return [
        {
          kind: 'rwa',
          id: asset.id,
          currency: asset.currency,
          price: asset.price.tokenizedPrice,
          change1h: null,
          change24h: asset.price.change24h,
          asOf: asOfOf(asset.updatedAt, answer.fetchedAt),
          flaggedStale: asset.isStale || !asset.price.available,
        },
      ];
    }
    default:
      return [];
  }
}
