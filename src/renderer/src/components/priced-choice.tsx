import type { ChartRange } from '../../../shared/domain/portfolio';
import { CHART_RANGES } from '../lib/chart-ranges';
import { ChoiceCostBadge, useChoiceHints, type ChoiceCosts } from './choice-costs';
import { Segmented, type SegmentedProps } from './segmented';

/**
 * A segmented choice whose every option is priced: the buttons rest before taking a priced choice, and the
 * group's one cost badge sits beside them.
 */
export function PricedChoice<V extends string>(
  props: Omit<SegmentedProps<V>, 'hints'> & { costs: ChoiceCosts<V>; noun: string },
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
  return <PricedChoice label="Range" options={CHART_RANGES} noun="range" {...props} />;
}
