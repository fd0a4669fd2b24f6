import { useFormat } from '../../stores/folio-context';
import type { LegendCandle } from './candle-legend';

/** Open, high, low, close and volume of the candle under the pointer (the newest one when there is none). */
export function CandleLegend(props: {
  candle: LegendCandle | null;
  intraday: boolean;
  money: (n: number) => string;
  /** What the volume counts: the pair's base asset (BTC of BTC/USDT). */
  volumeUnit: string;
  hovered: boolean;
}) {
  const { candle, intraday, money, volumeUnit, hovered } = props;
  // A daily or weekly candle is a UTC day (candle-range-chart.tsx).
  const local = useFormat();
  const fmt = intraday ? local : local.utc();
  if (!candle) return <p className="fd-candles__legend">{'\u00a0'}</p>;
  const when = intraday ? fmt.dateTime(candle.t) : fmt.date(candle.t);
  const rows: [string, string][] = [
    ['Open', money(candle.o)],
    ['High', money(candle.h)],
    ['Low', money(candle.l)],
    ['Close', money(candle.c)],
    ['Volume', volumeUnit ? `${fmt.amount(candle.v)} ${volumeUnit}` : fmt.amount(candle.v)],
  ];
  return (
    <div
      className="fd-candles__legend"
      role="group"
      aria-label={hovered ? 'Candle under the pointer' : 'Newest candle'}
    >
      <span className="fd-candles__when">{hovered ? when : `Newest candle, ${when}`}</span>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
