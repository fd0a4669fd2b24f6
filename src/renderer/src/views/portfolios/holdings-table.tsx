import { useMemo } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { Holding } from '../../../../shared/domain/portfolio';
import { isLikelySpam } from '../../../../shared/analytics/likely-spam';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { useCountedHoldings } from '../../components/likely-spam';
import { Num } from '../../components/num';
import { numColumn } from '../../components/num-column';
import { SortableTable, type Column } from '../../components/sortable-table';
import { coinHash } from '../../lib/route';
import { useT, type Translate } from '../../stores/i18n';
import { allocationShares } from './holding-figures';
import { ShareOf } from './holding-share';
import { SkippedRows } from './skipped-rows';
import './holdings.css';

/**
 * The coin's icon (fetched once by main from the service's image host; a disc with the symbol until then), name
 * and symbol, as a link to the coin's page (#coin/bitcoin): Back returns here. Name and symbol flow as one text, so
 * a long name wraps word by word and the eight columns fit a 1024 px window in every language.
 */
function CoinCell({ h, t }: { h: Holding; t: Translate }) {
  return (
    <>
      <a className="fd-coin-cell fd-coin-button" href={coinHash(h.coinId)} translate="no">
        <CoinIcon url={h.icon} symbol={h.symbol} />
        <span>
          <span className="fd-coin-name">{h.name}</span> <span className="fd-coin-symbol">{h.symbol}</span>
        </span>
      </a>
      {isLikelySpam(h) && <span className="fd-badge fd-badge--warn">{t('coverage.likelySpam')}</span>}
    </>
  );
}

export function holdingColumns(
  currency: string,
  meta: Meta,
  shares: ReadonlyMap<string, number | null>,
  t: Translate,
): Column<Holding>[] {
  const share = (h: Holding) => shares.get(h.coinId) ?? null;
  return [
    {
      id: 'coin',
      label: t('labels.coin'),
      sortValue: (h) => h.name,
      render: (h) => <CoinCell h={h} t={t} />,
    },
    numColumn('count', t('labels.amount'), (h) => h.count, { kind: 'amount', meta }),
    numColumn('price', t('labels.price'), (h) => h.price, { kind: 'money', currency, meta }),
    numColumn('value', t('labels.value'), (h) => h.value, { kind: 'money', currency, meta }),
    {
      id: 'share',
      label: t('labels.share'),
      numeric: true,
      sortValue: share,
      render: (h) => <ShareOf share={share(h)} meta={meta} />,
    },
    numColumn('change', t('labels.change24h'), (h) => h.priceChange24h, {
      kind: 'percent',
      meta,
      tone: true,
    }),
    numColumn('pl24h', t('labels.pl24h'), (h) => h.profit24h, {
      kind: 'signedMoney',
      currency,
      meta,
      tone: true,
    }),
    {
      id: 'pl',
      label: t('labels.allTimePl'),
      numeric: true,
      sortValue: (h) => h.profitAllTime,
      render: (h) => (
        <>
          <Num value={h.profitAllTime} kind="signedMoney" currency={currency} meta={meta} tone />{' '}
          <Num value={h.profitAllTimePercent} kind="percent" meta={meta} tone />
        </>
      ),
    },
  ];
}

export function HoldingsTable({
  rows,
  currency,
  meta,
}: {
  rows: readonly Holding[];
  currency: string;
  meta: Meta;
}) {
  // Shares of what the total above counts: likely spam the user left out of the totals has none.
  const counted = useCountedHoldings(rows);
  const shares = useMemo(() => allocationShares(counted?.holdings ?? rows), [counted, rows]);
  const t = useT();
  return (
    <>
      <SkippedRows meta={meta} kind="holdings" />
      <SortableTable
        caption={t('portfolios.holdings')}
        captionHidden
        rows={rows}
        columns={holdingColumns(currency, meta, shares, t)}
        rowKey={(h) => h.coinId}
        initialSort={{ id: 'value', direction: 'desc' }}
        empty={t('portfolios.noHoldings')}
      />
    </>
  );
}
