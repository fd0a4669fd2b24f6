import { chartUnits, type ChartUnit } from '../../lib/chart-units';
import { useCurrency } from '../../stores/folio-context';
import { Segmented } from '../segmented';

/** The unit a value chart is read in (the base currency, USD, BTC or ETH): a switch with no call (chart-units). */
export function UnitSwitch(props: { label: string; value: ChartUnit; onChange: (unit: ChartUnit) => void }) {
  const base = useCurrency();
  // Currency codes and tickers are data: kept as they are in every language.
  const options = chartUnits(base).map((option) => ({ ...option, data: true }));
  return <Segmented label={props.label} options={options} value={props.value} onChange={props.onChange} />;
}
