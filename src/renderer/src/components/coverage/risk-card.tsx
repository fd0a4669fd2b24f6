import { useStore } from 'zustand';
import type { HoldingRisk } from '../../../../shared/domain/coverage';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { useFolio } from '../../stores/folio-context';
import { DataTable, type DataColumn } from '../data-table';
import { useSpamChoice } from '../likely-spam';
import { Loaded } from '../loaded';
import { Num } from '../num';
import { AskButton, CardHead } from './card-head';
import { useAskedRead } from './use-asked-read';
import './coverage.css';

const ALL = {};
const HOLDINGS_USD = { currency: 'USD' };

/** A score as the service gives it: its pages show 0..100 figures and name no direction, so none is judged here. */
function Score({ value }: { value: number | null }) {
  if (value === null) return <span className="fd-cov__none">–</span>;
  return <span className="fd-cov__score">{value.toFixed(1)}</span>;
}

/** The risk table's columns: the coin (marked when likely spam), its value, then the service's four scores. */
function riskColumns(byId: Map<string, Holding>, meta: Meta): DataColumn<HoldingRisk>[] {
  const score = (label: string, of: (r: HoldingRisk) => number | null): DataColumn<HoldingRisk> => ({
    label,
    numeric: true,
    cell: (r) => <Score value={of(r)} />,
  });
  return [
    {
      label: 'Coin',
      rowHeader: true,
      cell: (r) => (
        <>
          <a href={`#coin/${encodeURIComponent(r.coinId)}`}>{r.symbol.toUpperCase()}</a>
          {r.isFake && <span className="fd-badge fd-badge--warn">Likely spam</span>}
        </>
      ),
    },
    {
      label: 'Value',
      numeric: true,
      cell: (r) => <Num value={byId.get(r.coinId)?.value} kind="money" currency="USD" meta={meta} />,
    },
    score('Liquidity', (r) => r.liquidity),
    score('Volatility', (r) => r.volatility),
    score('Market cap', (r) => r.marketCap),
    score('Overall', (r) => r.overall),
  ];
}

/** The switches for coins flagged as likely spam: shown or hidden, in the totals or left out. */
function SpamSwitches({ count }: { count: number }) {
  // Kept in Settings: the same choice rules Overview's and Portfolios' totals, and holds after a restart.
  const choice = useSpamChoice();
  return (
    <div className="fd-cov__spam">
      <span>{count} hidden as likely spam</span>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={choice.show}
          onChange={(e) => choice.set({ showLikelySpam: e.target.checked })}
        />
        Show them
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={!choice.inTotals}
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
  );
}

function RiskTable(props: { risks: HoldingRisk[]; holdings: Holding[] | null; meta: Meta }) {
  const { risks, holdings, meta } = props;
  const choice = useSpamChoice();
  const spamInTotal = choice.inTotals;
  const byId = new Map((holdings ?? []).map((h) => [h.coinId, h]));
  const spam = risks.filter((r) => r.isFake);
  const spamValue = spam.reduce((sum, r) => sum + (byId.get(r.coinId)?.value ?? 0), 0);
  const allValue = (holdings ?? []).reduce((sum, h) => sum + h.value, 0);
  const total = spamInTotal ? allValue : allValue - spamValue;
  const shown = choice.show ? risks : risks.filter((r) => !r.isFake);
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
      {spam.length > 0 && <SpamSwitches count={spam.length} />}
      <DataTable
        className="fd-cov__table"
        label="Risk per coin"
        columns={riskColumns(byId, meta)}
        rows={shown}
        rowKey={(r) => r.coinId}
        rowProps={(r) => ({ className: r.isFake ? 'fd-cov__row--spam' : undefined })}
      />
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
      <CardHead
        id="fd-risk-title"
        title="Risk and spam"
        tip="The service's liquidity, volatility, market-cap and overall risk scores for each holding, as it gives them, and its likely-spam flag (airdropped look-alike tokens). Read with the holdings, at the holdings' price."
      >
        <AskButton read={risk} label="Read risk scores" refreshLabel="Refresh scores" />
      </CardHead>
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
