import type { ChartRange } from '../../../shared/domain/portfolio';
import { CHART_RANGES } from '../lib/chart-ranges';
import { useT, type Translate } from '../stores/i18n';
import { ChoiceCostBadge, useChoiceHints, type ChoiceCosts, type ChoiceNoun } from './choice-costs';
import { Segmented, type SegmentedProps } from './segmented';

/**
 * A segmented choice whose every option is priced: the buttons rest before taking a priced choice, and the
 * group's one cost badge sits beside them.
 */
export function PricedChoice<V extends string>(
  props: Omit<SegmentedProps<V>, 'hints'> & { costs: ChoiceCosts<V>; noun: ChoiceNoun },
) {
  const { costs, noun, ...choice } = props;
  const hints = useChoiceHints(costs);
  return (
    <>
      <Segmented {...choice} hints={hints} />
      <ChoiceCostBadge options={choice.options} costs={costs} noun={noun} />
    </>
  );
}

/** The chart's ranges, 24h to All, each priced for the read its press would make. */
export function PricedRanges(props: {
  value: ChartRange | null;
  onChange: (range: ChartRange) => void;
  costs: ChoiceCosts<ChartRange>;
}) {
  const t = useT();
  const options = CHART_RANGES.map((r) => ({ value: r.value, label: rangeButton(t, r.value) }));
  return <PricedChoice label={t('labels.range')} options={options} noun="range" {...props} />;
}

/** Each chart range's button label, by message id. */
export const RANGE_IDS = {
  '24h': 'labels.range24h',
  '1w': 'labels.range1w',
  '1m': 'labels.range1m',
  '3m': 'labels.range3m',
  '6m': 'labels.range6m',
  '1y': 'labels.range1y',
  all: 'labels.rangeAll',
} as const satisfies Record<ChartRange, string>;

/** A range's button label ("1M") in the user's language. */
export function rangeButton(t: Translate, range: ChartRange): string {
  return t(RANGE_IDS[range]);
}

/** A range in a title or a sentence: the button's label, but "All time" for all ("Value … · All time · in USD"). */
export function rangeWords(t: Translate, range: ChartRange): string {
  return range === 'all' ? t('labels.allTime') : rangeButton(t, range);
}
