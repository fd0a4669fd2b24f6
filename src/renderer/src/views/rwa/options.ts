import type {
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
  RwaHistoryMetric,
  RwaHistoryRange,
} from '../../../../shared/domain/rwa';

// The service names the week and the month of its two histories differently ('7d' and '1w', '30d' and '1m'); the
// user sees one label for each, as in the portfolio's charts.
export const MARKET_RANGES: readonly { value: RwaHistoryRange; label: string }[] = [
  { value: '24h', label: '24h' },
  { value: '7d', label: '1W' },
  { value: '30d', label: '1M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
];

export const MARKET_METRICS: readonly { value: RwaHistoryMetric; label: string }[] = [
  { value: 'marketCap', label: 'Market cap' },
  { value: 'volume', label: 'Volume' },
];

export const ASSET_RANGES: readonly { value: RwaAssetHistoryRange; label: string }[] = [
  { value: '1h', label: '1h' },
  { value: '24h', label: '24h' },
  { value: '1w', label: '1W' },
  { value: '1m', label: '1M' },
  { value: '3m', label: '3M' },
  { value: '6m', label: '6M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
];

export const ASSET_METRICS: readonly { value: RwaAssetHistoryMetric; label: string }[] = [
  { value: 'price', label: 'Price' },
  { value: 'marketCap', label: 'Market cap' },
  { value: 'volume', label: 'Volume' },
];

export const ASSET_TYPES = [
  { value: 'all', label: 'All types' },
  { value: 'stock', label: 'Stocks' },
  { value: 'commodity', label: 'Commodities' },
  { value: 'etf', label: 'ETFs' },
] as const;

export const ASSET_SORTS = [
  { value: 'tokenizedMarketCap', label: 'Market cap' },
  { value: 'tokenizedVolume24h', label: 'Volume (24h)' },
  { value: 'tokenizedPrice', label: 'Price' },
  { value: 'name', label: 'Name' },
  { value: 'change1h', label: 'Change 1h' },
  { value: 'change24h', label: 'Change 24h' },
  { value: 'change7d', label: 'Change 7d' },
  { value: 'change14d', label: 'Change 14d' },
  { value: 'change30d', label: 'Change 30d' },
  { value: 'change200d', label: 'Change 200d' },
  { value: 'change1y', label: 'Change 1y' },
] as const;

export const TOKEN_SORTS = [
  { value: 'marketCap', label: 'Market cap' },
  { value: 'volume', label: 'Volume' },
  { value: 'price', label: 'Price' },
  { value: 'change24h', label: 'Change 24h' },
  { value: 'name', label: 'Name' },
] as const;

export const MARKET_SORTS = [
  { value: 'volume', label: 'Volume' },
  { value: 'price', label: 'Price' },
  { value: 'name', label: 'Name' },
] as const;

/** Narrows a select's string back to one of its options' values. */
export function pick<V extends string>(options: readonly { value: V }[], value: string): V | undefined {
  return options.find((o) => o.value === value)?.value;
}
