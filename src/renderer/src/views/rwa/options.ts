import type {
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
  RwaHistoryMetric,
  RwaHistoryRange,
} from '../../../../shared/domain/rwa';
import { DIRECTIONS, directionsFor, withAny, type SelectSpec } from '../../components/list-controls';
import { RANGE_IDS } from '../../components/priced-choice';
import { CHART_RANGES } from '../../lib/chart-ranges';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { Translate } from '../../stores/i18n';

// The service names the week and the month of its two histories differently ('7d' and '1w', '30d' and '1m'); the
// user sees one label for each, as in the portfolio's charts. Each option names its words by message id, put in the
// user's language by `worded` when the view draws it.

/** An option whose label is a message of the catalogue. */
export interface Worded<V extends string> {
  value: V;
  word: MessageId;
}

/** The options in the user's language, as selects and switches take them. */
export function worded<V extends string>(
  t: Translate,
  options: readonly Worded<V>[],
): { value: V; label: string }[] {
  return options.map((o) => ({ value: o.value, label: t(o.word) }));
}

export const MARKET_RANGES: readonly Worded<RwaHistoryRange>[] = [
  { value: '24h', word: 'labels.range24h' },
  { value: '7d', word: 'labels.range1w' },
  { value: '30d', word: 'labels.range1m' },
  { value: '1y', word: 'labels.range1y' },
  { value: 'all', word: 'labels.rangeAll' },
];

export const MARKET_METRICS: readonly Worded<RwaHistoryMetric>[] = [
  { value: 'marketCap', word: 'rwa.marketCap' },
  { value: 'volume', word: 'rwa.volume' },
];

// An asset's history has the portfolio chart's ranges, and an hour before them.
export const ASSET_RANGES: readonly Worded<RwaAssetHistoryRange>[] = [
  { value: '1h', word: 'rwa.range1h' },
  ...CHART_RANGES.map(({ value }) => ({ value, word: RANGE_IDS[value] })),
];

export const ASSET_METRICS: readonly Worded<RwaAssetHistoryMetric>[] = [
  { value: 'price', word: 'rwa.price' },
  { value: 'marketCap', word: 'rwa.marketCap' },
  { value: 'volume', word: 'rwa.volume' },
];

export const ASSET_TYPES = [
  { value: 'all', word: 'rwa.allTypes' },
  { value: 'stock', word: 'rwa.stocks' },
  { value: 'commodity', word: 'rwa.commodities' },
  { value: 'etf', word: 'rwa.etfs' },
] as const satisfies readonly Worded<string>[];

export const ASSET_SORTS = [
  { value: 'tokenizedMarketCap', word: 'rwa.marketCap' },
  { value: 'tokenizedVolume24h', word: 'rwa.sortVolume24h' },
  { value: 'tokenizedPrice', word: 'rwa.price' },
  { value: 'name', word: 'rwa.name' },
  { value: 'change1h', word: 'rwa.change1h' },
  { value: 'change24h', word: 'rwa.change24h' },
  { value: 'change7d', word: 'rwa.change7d' },
  { value: 'change14d', word: 'rwa.change14d' },
  { value: 'change30d', word: 'rwa.change30d' },
  { value: 'change200d', word: 'rwa.change200d' },
  { value: 'change1y', word: 'rwa.change1y' },
] as const satisfies readonly Worded<string>[];

export const TOKEN_SORTS = [
  { value: 'marketCap', word: 'rwa.marketCap' },
  { value: 'volume', word: 'rwa.volume' },
  { value: 'price', word: 'rwa.price' },
  { value: 'change24h', word: 'rwa.change24h' },
  { value: 'name', word: 'rwa.name' },
] as const satisfies readonly Worded<string>[];

export const MARKET_SORTS = [
  { value: 'volume', word: 'rwa.volume' },
  { value: 'price', word: 'rwa.price' },
  { value: 'name', word: 'rwa.name' },
] as const satisfies readonly Worded<string>[];

/** A filter whose choices come with the answer; empty is `any` ("Any issuer"). */
export function filterSelect(
  id: string,
  words: { label: string; any: string },
  value: string | undefined,
  options: readonly { value: string; label: string }[],
): SelectSpec {
  return { id, label: words.label, value: value ?? '', options: withAny(words.any, options) };
}

/** The Sort by and Order selects each RWA list ends with; `fallback` is the sort the service applies unasked. */
export function sortSelects(
  t: Translate,
  sorts: readonly Worded<string>[],
  query: { sortBy?: string | undefined; sortDirection?: string | undefined },
  fallback: string,
): SelectSpec[] {
  const sortBy = query.sortBy ?? fallback;
  // Names run A to Z, figures low to high: the same two values, in the words that fit what is sorted.
  const byName = directionsFor(sortBy) !== DIRECTIONS;
  const directions = directionsFor(sortBy).map((d) => ({
    value: d.value,
    label: t(DIRECTION_WORDS[byName ? 'name' : 'figure'][d.value]),
  }));
  return [
    { id: 'sortBy', label: t('rwa.sortBy'), value: sortBy, options: worded(t, sorts) },
    { id: 'sortDirection', label: t('rwa.order'), value: query.sortDirection ?? 'desc', options: directions },
  ];
}

const DIRECTION_WORDS = {
  name: { desc: 'rwa.zToA', asc: 'rwa.aToZ' },
  figure: { desc: 'rwa.highToLow', asc: 'rwa.lowToHigh' },
} as const satisfies Record<string, Record<'desc' | 'asc', MessageId>>;

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
