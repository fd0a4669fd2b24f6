import { useStore } from 'zustand';
import type { PortfolioValue } from '../../../../shared/domain/portfolio';
import type { Meta, Say } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { Stat } from '../../components/stat';
import { Tip } from '../../components/tip';
import { useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { plFormulas } from '../../lib/pl-formulas';
import { useTranslator } from '../../stores/i18n';
import { OverviewCard } from './overview-card';

function Figures({ value: v, meta }: { value: PortfolioValue; meta: Meta }) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  // Each figure explains itself with the numbers it was made from, in the user's language.
  const said = (f: Say) => t(f.id, f.values);
  const pl = plFormulas(v, fmt, figuresFor(dir));
  const formulas = {
    unrealized: said(pl.unrealized),
    realized: said(pl.realized),
    allTime: said(pl.allTime),
  };
  const stat = (label: string, formula: string, money: number | null, pct: number) => (
    <Stat className="fd-pl-stat" label={<Tip text={formula}>{label}</Tip>}>
      <Num value={money} kind="signedMoney" currency={v.currency} meta={meta} tone />
      <Num value={pct} kind="percent" meta={meta} tone />
    </Stat>
  );
  return (
    <dl className="fd-pl-figures">
      {stat(
        t('overview.unrealizedPl'),
        formulas.unrealized,
        v.unrealizedProfitLoss,
        v.unrealizedProfitLossPercent,
      )}
      {stat(t('overview.realizedPl'), formulas.realized, v.realizedProfitLoss, v.realizedProfitLossPercent)}
      {stat(t('overview.allTimePl'), formulas.allTime, v.allTimeProfitLoss, v.allTimeProfitLossPercent)}
      <Stat className="fd-pl-stat" label={t('overview.cost')}>
        <Num value={v.totalCost} kind="money" currency={v.currency} meta={meta} />
      </Stat>
    </dl>
  );
}

/** Unrealized, realized and all-time P/L of every portfolio together, each with its formula on hover and focus. */
export function PlCard() {
  const { stores } = useFolio();
  const meta = useStore(stores.overview.value, (s) => s.meta);
  return (
    <OverviewCard className="fd-overview__pl" title="overview.plTitle" meta={meta}>
      <Loaded store={stores.overview.value} what="status.profitLoss" quiet reserve="row">
        {(value, valueMeta) => <Figures value={value} meta={valueMeta} />}
      </Loaded>
    </OverviewCard>
  );
}
