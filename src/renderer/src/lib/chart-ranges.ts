import type { ChartRange } from '../../../shared/domain/portfolio';

// The value chart's ranges, as the Portfolios and Overview charts offer them.

export const CHART_RANGES: readonly { value: ChartRange; label: string }[] = [
  { value: '24h', label: '24h' },
  { value: '1w', label: '1W' },
  { value: '1m', label: '1M' },
  { value: '3m', label: '3M' },
  { value: '6m', label: '6M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
];

/** A range in a title or a sentence: the buttons' label, but "All time" for all ("Value … · All time · in USD"). */
export function rangeLabel(range: ChartRange): string {
  if (range === 'all') return 'All time';
  return CHART_RANGES.find((r) => r.value === range)?.label ?? range;
}
