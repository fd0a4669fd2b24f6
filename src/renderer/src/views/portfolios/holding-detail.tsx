import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { Holding } from '../../../../shared/domain/portfolio';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { Num } from '../../components/num';
import { ShareOf } from './holding-share';

// One coin's figures, opened from its row (a button, so Enter or Space opens it; Escape or Close shuts it, and
// focus returns to the row). Every figure is the service's, except the share of the portfolio; what the service
// did not send shows as "—".

export function HoldingDetail(props: {
  holding: Holding;
  share: number | null;
  currency: string;
  meta: Meta;
  onClose: () => void;
}) {
  const { holding: h, currency, meta } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
  }, []);
  const money = (v: number | null) => <Num value={v} kind="money" currency={currency} meta={meta} />;
  const signed = (v: number | null) => (
    <Num value={v} kind="signedMoney" currency={currency} meta={meta} tone />
  );
  const pct = (v: number | null) => <Num value={v} kind="percent" meta={meta} tone />;
  const rows: [string, ReactNode][] = [
    ['Amount', <Num key="a" value={h.count} kind="amount" meta={meta} />],
    ['Price', money(h.price)],
    ['Value', money(h.value)],
    ['Share of portfolio', <ShareOf key="s" share={props.share} meta={meta} />],
    ['Average buy price', money(h.averageBuy)],
    ['Average sell price', money(h.averageSell)],
    ['Price change 1h', pct(h.priceChange1h)],
    ['Price change 24h', pct(h.priceChange24h)],
    ['Price change 7d', pct(h.priceChange7d)],
    [
      'P/L 24h',
      <>
        {signed(h.profit24h)} {pct(h.profit24hPercent)}
      </>,
    ],
    ['Unrealized P/L', signed(h.profitUnrealized)],
    ['Realized P/L', signed(h.profitRealized)],
    [
      'All-time P/L',
      <>
        {signed(h.profitAllTime)} {pct(h.profitAllTimePercent)}
      </>,
    ],
  ];
  return (
    <dialog
      ref={dialog}
      className="fd-dialog fd-holding-detail"
      aria-labelledby={title}
      onClose={props.onClose}
    >
      <h2 id={title} className="fd-holding-detail__title">
        <CoinIcon url={h.icon} symbol={h.symbol} size={28} />
        <span>{h.name}</span> <span className="fd-coin-symbol">{h.symbol}</span>
      </h2>
      <dl className="fd-holding-detail__figures">
        {rows.map(([label, value]) => (
          <div key={label} className="fd-holding-detail__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="fd-holding-detail__note">
        {h.isFiat ? 'A fiat balance. ' : ''}Figures as the service sent them; “—” where it sent none.
      </p>
      <button type="button" className="fd-button" autoFocus onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
