import { useStore } from 'zustand';
import type { HoldingRisk } from '../../../../shared/domain/coverage';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { useFolio } from '../../stores/folio-context';
import { CostBadge } from '../cost-badge';
import { useSpamChoice } from '../likely-spam';
import { Loaded } from '../loaded';
import { Num } from '../num';
import { Tip } from '../tip';
import { useAskedRead } from './use-asked-read';
import './coverage.css';

const ALL = {};
const HOLDINGS_USD = { currency: 'USD' };

/** A score as the service gives it: its pages show 0..100 figures and name no direction, so none is judged here. */
function Score({ value }: { value: number | null }) {
  if (value === null) return <span className="fd-cov__none">–</span>;
  return <span className="fd-cov__score">{value.toFixed(1)}</span>;
}

function RiskRow({ risk, holding, meta }: { risk: HoldingRisk; holding: Holding | undefined; meta: Meta }) {
  return (
    <tr className={risk.isFake ? 'fd-cov__row--spam' : undefined}>
      <th scope="row">
        <a href={`#coin/${encodeURIComponent(risk.coinId)}`}>{risk.symbol.toUpperCase()}</a>
        {risk.isFake && <span className="fd-badge fd-badge--warn">Likely spam</span>}
      </th>
      <td className="fd-num-col">
        <Num value={holding?.value} kind="money" currency="USD" meta={meta} />
      </td>
      <td className="fd-num-col">
        <Score value={risk.liquidity} />
      </td>
      <td className="fd-num-col">
        <Score value={risk.volatility} />
      </td>
      <td className="fd-num-col">
        <Score value={risk.marketCap} />
      </td>
      <td className="fd-num-col">
        <Score value={risk.overall} />
      </td>
    </tr>
  );
}

function RiskTable(props: { risks: HoldingRisk[]; holdings: Holding[] | null; meta: Meta }) {
  const { risks, holdings, meta } = props;
  // Kept in Settings: the same choice rules Overview's and Portfolios' totals, and holds after a restart.
  const choice = useSpamChoice();
  const showSpam = choice.show;
  const spamInTotal = choice.inTotals;
  const byId = new Map((holdings ?? []).map((h) => [h.coinId, h]));
  const spam = risks.filter((r) => r.isFake);
  const spamValue = spam.reduce((sum, r) => sum + (byId.get(r.coinId)?.value ?? 0), 0);
  const allValue = (holdings ?? []).reduce((sum, h) => sum + h.value, 0);
  const total = spamInTotal ? allValue : allValue - spamValue;
  const shown = showSpam ? risks : risks.filter((r) => !r.isFake);
  return (
    <>
      <p className="fd-cov__total">
        <Num value={holdings ? total : null} kind="money" currency="USD" meta={meta} />
        <span className="fd-cov__sub" data-testid="spam-total-note">
          {spam.length === 0
            ? 'no coin flagged as likely spam'
            : spamInTotal
              ? `includes ${spam.length} likely spam`
              : `leaves out ${spam.length} likely spam`}
        </span>
      </p>
      {spam.length > 0 && (
        <div className="fd-cov__spam">
          <span>{spam.length} hidden as likely spam</span>
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={showSpam}
              onChange={(e) => choice.set({ showLikelySpam: e.target.checked })}
            />
            Show them
          </label>
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={!spamInTotal}
              onChange={(e) => choice.set({ likelySpamInTotals: !e.target.checked })}
            />
            Leave them out of the totals
          </label>
          {choice.error && (
            <span className="fd-banner fd-banner--error" role="alert">
              {choice.error}
            </span>
          )}
        </div>
      )}
      <div className="fd-table-wrap">
        <table className="fd-table fd-cov__table" aria-label="Risk per coin">
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <th scope="col" className="fd-num-col">
                Value
              </th>
              <th scope="col" className="fd-num-col">
                Liquidity
              </th>
              <th scope="col" className="fd-num-col">
                Volatility
              </th>
              <th scope="col" className="fd-num-col">
                Market cap
              </th>
              <th scope="col" className="fd-num-col">
                Overall
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <RiskRow key={r.coinId} risk={r} holding={byId.get(r.coinId)} meta={meta} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Each holding's liquidity, volatility, market-cap and overall risk scores, and the coins the service flags as
 * likely spam: hidden behind a switch, and left out of the total only when the user chooses so.
 */
export function RiskCard() {
  const { api } = useFolio();
  const risk = useAskedRead('portfolio:risk', ALL, (q) => api.portfolio.risk(q), 'cheap');
  const holdings = useAskedRead('portfolio:coins', HOLDINGS_USD, (q) => api.portfolio.coins(q), 'cheap');
  const held = useStore(holdings.store, (s) => s.value);
  return (
    <section className="fd-card fd-cov" aria-labelledby="fd-risk-title">
      <div className="fd-cov__head">
        <h3 id="fd-risk-title">Risk and spam</h3>
        <Tip text="The service's liquidity, volatility, market-cap and overall risk scores for each holding, as it gives them, and its likely-spam flag (airdropped look-alike tokens). Read with the holdings, at the holdings' price.">
          ?
        </Tip>
        <span className="fd-cov__actions">
          <button type="button" className="fd-button" onClick={risk.ask}>
            {risk.asked ? 'Refresh scores' : 'Read risk scores'}
          </button>
          <CostBadge cost={risk.cost} cached={!risk.asked} />
        </span>
      </div>
      {risk.asked ? (
        <Loaded store={risk.store} what="risk scores" reserve="table">
          {(risks, meta) => <RiskTable risks={risks} holdings={held} meta={meta} />}
        </Loaded>
      ) : (
        <p className="fd-hint">Not read yet.</p>
      )}
    </section>
  );
}
