import type {
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
  RwaHistoryMetric,
  RwaHistoryRange,
} from '../../../../shared/domain/rwa';
import { RWA_CHANGE_FIELDS } from '../../../../shared/reference/rwa-assets';
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

/** Each figure's word, by the name the service's queries give it: one word wherever it is sorted or charted. */
const FIGURE_WORDS = {
  marketCap: 'rwa.marketCap',
  volume: 'rwa.volume',
  price: 'rwa.price',
  name: 'rwa.name',
  tokenizedMarketCap: 'rwa.marketCap',
  tokenizedVolume24h: 'rwa.sortVolume24h',
  tokenizedPrice: 'rwa.price',
  change1h: 'rwa.change1h',
  change24h: 'rwa.change24h',
  change7d: 'rwa.change7d',
  change14d: 'rwa.change14d',
  change30d: 'rwa.change30d',
  change200d: 'rwa.change200d',
  change1y: 'rwa.change1y',
} as const satisfies Record<string, MessageId>;

/** These figures as options, in this order. */
function figures<V extends keyof typeof FIGURE_WORDS>(...values: V[]): Worded<V>[] {
  return values.map((value) => ({ value, word: FIGURE_WORDS[value] }));
}

export const MARKET_RANGES: readonly Worded<RwaHistoryRange>[] = [
  { value: '24h', word: 'labels.range24h' },
  { value: '7d', word: 'labels.range1w' },
  { value: '30d', word: 'labels.range1m' },
  { value: '1y', word: 'labels.range1y' },
  { value: 'all', word: 'labels.rangeAll' },
];

export const MARKET_METRICS: readonly Worded<RwaHistoryMetric>[] = figures('marketCap', 'volume');

// An asset's history has the portfolio chart's ranges, and an hour before them.
export const ASSET_RANGES: readonly Worded<RwaAssetHistoryRange>[] = [
  { value: '1h', word: 'rwa.range1h' },
  ...CHART_RANGES.map(({ value }) => ({ value, word: RANGE_IDS[value] })),
];

export const ASSET_METRICS: readonly Worded<RwaAssetHistoryMetric>[] = figures(
  'price',
  'marketCap',
  'volume',
);

export const ASSET_TYPES = [
  { value: 'all', word: 'rwa.allTypes' },
  { value: 'stock', word: 'rwa.stocks' },
  { value: 'commodity', word: 'rwa.commodities' },
  { value: 'etf', word: 'rwa.etfs' },
] as const satisfies readonly Worded<string>[];

export const ASSET_SORTS = figures(
  'tokenizedMarketCap',
  'tokenizedVolume24h',
  'tokenizedPrice',
  'name',
  ...RWA_CHANGE_FIELDS,
);

export const TOKEN_SORTS = figures('marketCap', 'volume', 'price', 'change24h', 'name');

export const MARKET_SORTS = figures('volume', 'price', 'name');

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
