import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import type { Candle } from '../../../../shared/domain/market';

/** Open, high, low, close and volume of the candle under the pointer (the newest one when there is none). */
export function CandleLegend(props: {
  candle: Candle | null;
  intraday: boolean;
  money: (n: number) => string;
  /** What the volume counts: the pair's base asset (BTC of BTC/USDT). */
  volumeUnit: string;
  hovered: boolean;
}) {
  const { candle, intraday, money, volumeUnit, hovered } = props;
  // A daily or weekly candle is a UTC day (candle-range-chart.tsx).
  const local = useFormat();
  const t = useT();
  const fmt = intraday ? local : local.utc();
  if (!candle) return <p className="fd-candles__legend">{'\u00a0'}</p>;
  const when = intraday ? fmt.dateTime(candle.t) : fmt.date(candle.t);
  const rows: [string, string][] = [
    [t('charts.open'), money(candle.o)],
    [t('charts.high'), money(candle.h)],
    [t('charts.low'), money(candle.l)],
    [t('charts.close'), money(candle.c)],
    [t('charts.volume'), volumeUnit ? `${fmt.amount(candle.v)} ${volumeUnit}` : fmt.amount(candle.v)],
  ];
  return (
    <div
      className="fd-candles__legend"
      role="group"
      aria-label={t(hovered ? 'charts.candleUnderPointer' : 'charts.newestCandle')}
    >
      <span className="fd-candles__when">{hovered ? when : t('charts.newestCandleAt', { when })}</span>
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
