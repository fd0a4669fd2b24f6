import { rwaAssetsResponse } from '../api/schemas/rwa';
import type { AnswersRepo } from '../cache/answers-repo';

// An RWA asset watched from the RWA view's list (its star) may never have had its own detail read: the list that
// showed it priced it. These are the list answers the cache holds, searched for one asset, sending nothing.

/** Every cached list of assets (GET /rwa/assets with any sort, page or filter), never an asset's own path. */
const LIST_PREFIX = 'GET /rwa/assets?';

export interface ListedAsset {
  name: string;
  symbol: string;
  currency: string;
  price: number | null;
  change24h: number | null;
  fetchedAt: number;
}

/** The newest cached list row of `rwaId` in `currency`, or null when no cached list shows it. */
export function listedAsset(answers: AnswersRepo, rwaId: string, currency: string): ListedAsset | null {
  let newest: ListedAsset | null = null;
  for (const key of answers.keysWithPrefix(LIST_PREFIX)) {
    const row = answers.get(key);
    if (!row || (newest && row.fetchedAt <= newest.fetchedAt)) continue;
    const parsed = rwaAssetsResponse.safeParse(row.value);
    if (!parsed.success || parsed.data.currency !== currency) continue;
    const item = parsed.data.items.find((i) => i.id === rwaId);
    if (!item) continue;
    newest = {
      name: item.name,
      symbol: item.symbol,
      currency,
      price: item.tokenizedPrice,
      change24h: item.change24h,
      fetchedAt: row.fetchedAt,
    };
  }
  return newest;
}
