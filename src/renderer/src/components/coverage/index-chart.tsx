import { useCallback } from 'react';
import { useFormat } from '../../stores/folio-context';
import { FormattedArea } from '../charts/charts';

// A small line of an index (Bitcoin's dominance in percent, the Fear and Greed reading 0..100): not money, so
// never masked by privacy mode, and labelled with its unit.

export function IndexChart(props: {
  points: readonly { t: number; value: number }[];
  unit: string;
  label: string;
}) {
  const fmt = useFormat();
  const { unit } = props;
  const format = useCallback(
    (value: number) => `${value.toLocaleString(fmt.locale, { maximumFractionDigits: 1 })}${unit}`,
    [fmt, unit],
  );
  return <FormattedArea points={props.points} format={format} tone="index" label={props.label} />;
}
