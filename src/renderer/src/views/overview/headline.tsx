import { useStore } from 'zustand';
import { change24h } from '../../../../shared/analytics';
import { countedTotal } from '../../../../shared/analytics/likely-spam';
import { DefiNote } from '../../components/coverage/defi-note';
import { LeftOutNote, useCountedHoldings } from '../../components/likely-spam';
import { ReadBanner } from '../../components/loaded';
import { Num } from '../../components/num';
import { describeProvenance, shownAge, sourceLabel } from '../../components/provenance';
import { Tip } from '../../components/tip';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

/**
 * The number the user came for, largest on the screen: the total of every portfolio, its change over 24 hours in
 * money and percent, how old it is, and what it leaves out (likely spam, if the user chose so; DeFi positions).
 */
export function Headline({ currency }: { currency: string }) {
  const { stores } = useFolio();
  const { value: valueStore, coins: coinsStore } = stores.overview;
  const value = useStore(valueStore);
  const coins = useStore(coinsStore);
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  // Likely spam leaves the total, and its change, only when the user chose so (Positions, Risk and spam).
  const counted = useCountedHoldings(coins.value);
  const change = counted ? change24h(counted.holdings) : null;
  const unknown = change?.unknown.length ?? 0;
  const meta = value.meta;
  return (
    <section className="fd-headline" aria-labelledby="fd-headline-label">
      <h2 id="fd-headline-label" className="fd-headline__label">
        {t('overview.totalValue')}
      </h2>
      <p className="fd-headline__total">
        <Num
          value={countedTotal(value.value?.totalValue, counted)}
          kind="money"
          currency={currency}
          meta={meta}
        />
      </p>
      <p className="fd-headline__change" aria-label={t('overview.change24hLabel')}>
        <Num value={change?.money} kind="signedMoney" currency={currency} meta={coins.meta} tone />
        <Num value={change?.percent} kind="percent" meta={coins.meta} tone />
        <Tip
          text={
            unknown > 0
              ? t('overview.change24hTipUnknown', { count: unknown, n: fmt.count(unknown) })
              : t('overview.change24hTip')
          }
        >
          {t('labels.change24h')}
        </Tip>
        {meta && (
          <span className="fd-headline__age" title={describeProvenance(meta, now, fmt, t)}>
            {`${sourceLabel(meta, t)} · ${shownAge(meta, now, fmt, t)}`}
            {meta.stale && <span className="fd-badge fd-badge--warn">{t('overview.stale')}</span>}
          </span>
        )}
        <LeftOutNote counted={counted} className="fd-headline__spam" />
        <DefiNote className="fd-headline__note" />
      </p>
      <ReadBanner store={valueStore} what="status.totalValue" />
    </section>
  );
}
