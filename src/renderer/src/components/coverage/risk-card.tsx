import { useStore } from 'zustand';
import type { HoldingRisk } from '../../../../shared/domain/coverage';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { DataTable, type DataColumn } from '../data-table';
import { useSpamChoice } from '../likely-spam';
import { Num } from '../num';
import { AskedCard } from './asked-card';
import { useAskedRead } from './use-asked-read';
import './coverage.css';
import { CoinIcon } from '../coin-icon/coin-icon';

const ALL = {};
const HOLDINGS_USD = { currency: 'USD' };

/** A score as the service gives it: its pages show 0..100 figures and name no direction, so none is judged here. */
function Score({ value }: { value: number | null }) {
  if (value === null) return <span className="fd-cov__none">–</span>;
  return <span className="fd-cov__score">{value.toFixed(1)}</span>;
}

/** The risk table's columns: the coin (marked when likely spam), its value, then the service's four scores. */
function riskColumns(t: Translate, byId: Map<string, Holding>, meta: Meta): DataColumn<HoldingRisk>[] {
  const score = (label: string, of: (r: HoldingRisk) => number | null): DataColumn<HoldingRisk> => ({
    label,
    numeric: true,
    cell: (r) => <Score value={of(r)} />,
  });
  return [
    {
      label: t('labels.coin'),
      rowHeader: true,
      cell: (r) => (
        <>
          <span className="fd-coin-cell">
            <CoinIcon url={byId.get(r.coinId)?.icon ?? null} symbol={r.symbol} size={18} />
            <a href={`#coin/${encodeURIComponent(r.coinId)}`} translate="no">
              {r.symbol.toUpperCase()}
            </a>
          </span>
          {r.isFake && <span className="fd-badge fd-badge--warn">{t('coverage.likelySpam')}</span>}
        </>
      ),
    },
    {
      label: t('labels.value'),
      numeric: true,
      cell: (r) => <Num value={byId.get(r.coinId)?.value} kind="money" currency="USD" meta={meta} />,
    },
    score(t('coverage.liquidity'), (r) => r.liquidity),
    score(t('coverage.volatility'), (r) => r.volatility),
    score(t('coverage.marketCap'), (r) => r.marketCap),
    score(t('coverage.overall'), (r) => r.overall),
  ];
}

/** The switches for coins flagged as likely spam: shown or hidden, in the totals or left out. */
function SpamSwitches({ count }: { count: number }) {
  // Kept in Settings: the same choice rules Overview's and Portfolios' totals, and holds after a restart.
  const choice = useSpamChoice();
  const t = useT();
  const fmt = useFormat();
  return (
    <div className="fd-cov__spam">
      <span>{t('coverage.hiddenSpam', { count, n: fmt.count(count) })}</span>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={choice.show}
          onChange={(e) => choice.set({ showLikelySpam: e.target.checked })}
        />
        {t('coverage.showSpam')}
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={!choice.inTotals}
          onChange={(e) => choice.set({ likelySpamInTotals: !e.target.checked })}
        />
        {t('coverage.leaveOutSpam')}
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
  const t = useT();
  const fmt = useFormat();
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
            ? t('coverage.noSpam')
            : t(spamInTotal ? 'coverage.includesSpam' : 'coverage.leavesOutSpam', {
                count: spam.length,
                n: fmt.count(spam.length),
              })}
        </span>
      </p>
      {spam.length > 0 && <SpamSwitches count={spam.length} />}
      <DataTable
        className="fd-cov__table"
        label={t('coverage.riskTable')}
        columns={riskColumns(t, byId, meta)}
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
    <AskedCard
      title="coverage.riskTitle"
      tip="coverage.riskTip"
      read={risk}
      label="coverage.readRisk"
      again="coverage.refreshRisk"
      what="status.riskScores"
    >
      {(risks, meta) => <RiskTable risks={risks} holdings={held} meta={meta} />}
    </AskedCard>
  );
}
