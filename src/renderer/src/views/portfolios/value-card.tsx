import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { countedTotal } from '../../../../shared/analytics/likely-spam';
import type { Meta, Say } from '../../../../shared/envelope';
import type { PortfolioValue } from '../../../../shared/domain/portfolio';
import { LeftOutNote, useCountedHoldings } from '../../components/likely-spam';
import { Num } from '../../components/num';
import { Tip } from '../../components/tip';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useTranslator } from '../../stores/i18n';
import { figuresFor } from '../../lib/bidi';
import { plFormulas } from '../../lib/pl-formulas';

function Stat({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="fd-stat">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Value, cost, DeFi value and the three P/L figures, each with its formula on hover and focus. */
export function ValueCard({ value: v, meta }: { value: PortfolioValue; meta: Meta }) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const formulas = plFormulas(v, fmt, figuresFor(dir));
  const said = (f: Say) => t(f.id, f.values);
  const { stores } = useFolio();
  const coins = useStore(stores.portfolio.coins);
  const of = useStore(stores.portfolio.value, (s) => s.shownQuery);
  // Only the same portfolio's holdings, in the same currency, can say what to leave out of this total.
  const same =
    coins.shownQuery !== null &&
    coins.shownQuery.portfolioId === of?.portfolioId &&
    coins.shownQuery.currency === v.currency;
  const counted = useCountedHoldings(same ? coins.value : null);
  const money = (n: number | null) => <Num value={n} kind="money" currency={v.currency} meta={meta} />;
  const pl = (n: number | null, pct: number) => (
    <>
      <Num value={n} kind="signedMoney" currency={v.currency} meta={meta} tone />{' '}
      <Num value={pct} kind="percent" meta={meta} tone />
    </>
  );
  return (
    <dl className="fd-grid fd-grid--pairs">
      <Stat label={t('portfolios.totalValue')}>
        {money(countedTotal(v.totalValue, counted))} <LeftOutNote counted={counted} />
      </Stat>
      <Stat label={t('portfolios.cost')}>{money(v.totalCost)}</Stat>
      <Stat label={<Tip text={said(formulas.unrealized)}>{t('portfolios.unrealizedPl')}</Tip>}>
        {pl(v.unrealizedProfitLoss, v.unrealizedProfitLossPercent)}
      </Stat>
      <Stat label={<Tip text={said(formulas.realized)}>{t('portfolios.realizedPl')}</Tip>}>
        {pl(v.realizedProfitLoss, v.realizedProfitLossPercent)}
      </Stat>
      <Stat label={<Tip text={said(formulas.allTime)}>{t('portfolios.allTimePl')}</Tip>}>
        {pl(v.allTimeProfitLoss, v.allTimeProfitLossPercent)}
      </Stat>
      <Stat label={t('portfolios.defiValue')}>{money(v.defiValue)}</Stat>
    </dl>
  );
}
