import { useStore } from 'zustand';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { heldCoin } from '../../stores/coin';
import { useFolio } from '../../stores/folio-context';

// What the user holds of the coin across their own portfolios, as the service's "All portfolios" holdings give it:
// the amount, its value, the average buy price and the P/L. Each figure is the service's; "—" where it sent none.

function Figures({ h, currency, meta }: { h: Holding; currency: string; meta: Meta }) {
  const money = (v: number | null) => <Num value={v} kind="money" currency={currency} meta={meta} />;
  const signed = (v: number | null) => (
    <Num value={v} kind="signedMoney" currency={currency} meta={meta} tone />
  );
  return (
    <dl className="fd-coin-holding__figures">
      <div className="fd-stat fd-coin-holding__lead">
        <dt>Held across your portfolios</dt>
        <dd>
          <Num value={h.count} kind="amount" meta={meta} /> <span className="fd-coin-symbol">{h.symbol}</span>
        </dd>
      </div>
      <div className="fd-stat">
        <dt>Value</dt>
        <dd>{money(h.value)}</dd>
      </div>
      <div className="fd-stat">
        <dt>Average buy price</dt>
        <dd>{money(h.averageBuy)}</dd>
      </div>
      <div className="fd-stat" title="Price moves on what is held now, plus what sales realized">
        <dt>All-time P/L</dt>
        <dd>
          {signed(h.profitAllTime)} <Num value={h.profitAllTimePercent} kind="percent" meta={meta} tone />
        </dd>
      </div>
      <div className="fd-stat" title="On the coins still held: value now less what they cost">
        <dt>Unrealized P/L</dt>
        <dd>{signed(h.profitUnrealized)}</dd>
      </div>
      <div className="fd-stat" title="On the coins sold: what they fetched less what they cost">
        <dt>Realized P/L</dt>
        <dd>{signed(h.profitRealized)}</dd>
      </div>
    </dl>
  );
}

export function CoinHolding({ coinId, name }: { coinId: string; name: string }) {
  const { stores } = useFolio();
  const currency = useStore(stores.coin.holdings, (s) => s.shownQuery?.currency ?? null);
  return (
    <section className="fd-card fd-coin-holding" aria-labelledby="fd-coin-holding">
      <h3 id="fd-coin-holding">Your holding</h3>
      <Loaded store={stores.coin.holdings} what="holdings" reserve="figures">
        {(rows, meta) => {
          const h = heldCoin(rows, coinId);
          return h ? (
            <Figures h={h} currency={currency ?? 'USD'} meta={meta} />
          ) : (
            <p className="fd-coin-holding__none">You hold no {name} in your portfolios.</p>
          );
        }}
      </Loaded>
    </section>
  );
}
