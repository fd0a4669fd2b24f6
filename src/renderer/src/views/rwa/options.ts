import type {
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
  RwaHistoryMetric,
  RwaHistoryRange,
} from '../../../../shared/domain/rwa';
import { DIRECTIONS, directionsFor, withAny, type SelectSpec } from '../../components/list-controls';
import { CHART_RANGES } from '../../lib/chart-ranges';

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

// An asset's history has the portfolio chart's ranges, and an hour before them.
export const ASSET_RANGES: readonly { value: RwaAssetHistoryRange; label: string }[] = [
  { value: '1h', label: '1h' },
  ...CHART_RANGES,
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

/** A filter whose choices come with the answer; empty is "Any issuer". */
export function filterSelect(
  id: string,
  label: string,
  value: string | undefined,
  options: readonly { value: string; label: string }[],
): SelectSpec {
  return { id, label, value: value ?? '', options: withAny(`Any ${label.toLowerCase()}`, options) };
}

/** The Sort by and Order selects each RWA list ends with; `fallback` is the sort the service applies unasked. */
export function sortSelects(
  sorts: readonly { value: string; label: string }[],
  query: { sortBy?: string | undefined; sortDirection?: string | undefined },
  fallback: string,
): SelectSpec[] {
  const sortBy = query.sortBy ?? fallback;
  return [
    { id: 'sortBy', label: 'Sort by', value: sortBy, options: sorts },
    {
      id: 'sortDirection',
      label: 'Order',
      value: query.sortDirection ?? 'desc',
      options: directionsFor(sortBy),
    },
  ];
}

/** The change a choice of Sort by or Order makes to a list's query; null for the other selects. */
export function sortPatch<S extends string>(sorts: readonly { value: S }[], id: string, value: string) {
  if (id === 'sortBy') return { sortBy: pick(sorts, value) };
  if (id === 'sortDirection') return { sortDirection: pick(DIRECTIONS, value) };
  return null;
}

/** Narrows a select's string back to one of its options' values. */
export function pick<V extends string>(options: readonly { value: V }[], value: string): V | undefined {
  return options.find((o) => o.value === value)?.value;
}
