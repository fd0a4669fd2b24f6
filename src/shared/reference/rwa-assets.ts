// The RWA asset list's documented vocabulary (service.md, the RWA list table): the price changes each asset row
// carries, and what the list may be sorted and filtered by.

export const RWA_CHANGE_FIELDS = [
  'change1h',
  'change24h',
  'change7d',
  'change14d',
  'change30d',
  'change200d',
  'change1y',
] as const;

/** An asset's price change over each window, in percent; null where the service has none. */
export type RwaChanges = Record<(typeof RWA_CHANGE_FIELDS)[number], number | null>;

export const RWA_ASSET_SORT_FIELDS = [
  'name',
  'tokenizedPrice',
  'tokenizedMarketCap',
  'tokenizedVolume24h',
  ...RWA_CHANGE_FIELDS,
] as const;

export const RWA_ASSET_TYPE_FILTERS = ['all', 'stock', 'commodity', 'etf'] as const;
