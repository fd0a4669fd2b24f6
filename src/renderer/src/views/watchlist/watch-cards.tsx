import type { ReactNode, RefObject } from 'react';
import { useStore } from 'zustand';
import type { Coin } from '../../../../shared/domain/market';
import type { Meta } from '../../../../shared/envelope';
import { SourceLine } from '../../components/source-line';
import { StatusBanner } from '../../components/status-banner';
import { retryOptions } from '../../lib/describe-error';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { messageParts } from '../../components/message-parts';
import type { WatchRow } from '../../stores/watch-rows';
import { CoinSearch } from './coin-search';
import { WatchTable, type WatchTableProps } from './watch-table';

// The Watchlist view's two cards, coins and real-world assets: each with its own reads' banner, then its table.

/** A card's table as the view hands it over: the rows and what their buttons do. */
interface CardTable {
  headingRef: RefObject<HTMLHeadingElement | null>;
  rows: readonly WatchRow[];
  onRemove: (row: WatchRow) => void;
  onOpen: (row: WatchRow) => void;
  pending: string | null;
}
type Rows = Pick<WatchTableProps, 'caption' | 'rows' | 'onRemove' | 'onOpen' | 'pending'>;

/** A card's table under the line saying where its prices come from, or what to do while it is empty. */
function WatchedRows({ meta, empty, ...table }: Rows & { meta: Meta | null; empty: ReactNode }) {
  if (table.rows.length === 0) return <p>{empty}</p>;
  return (
    <>
      {meta && <SourceLine meta={meta} />}
      <WatchTable {...table} />
    </>
  );
}

/** One of the two cards; the view moves the focus to its heading when it sends the user there. */
function WatchCard({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section className="fd-card" aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function CoinsCard({
  headingRef,
  watchedIds,
  onAdd,
  ...table
}: CardTable & { watchedIds: readonly string[]; onAdd: (coin: Coin) => void }) {
  const { watchlist } = useFolio().stores;
  const t = useT();
  const coins = useStore(watchlist.coins);
  const prices = useStore(watchlist.prices);
  return (
    <WatchCard id="fd-watch-coins" title={t('watchlist.coins')} headingRef={headingRef}>
      <CoinSearch watched={watchedIds} onAdd={onAdd} busy={table.pending !== null} />
      <StatusBanner
        hasValue={prices.value !== null}
        meta={prices.meta}
        error={prices.error ?? coins.error}
        loading={prices.loading}
        // Each card asks again for its own reads; one that went unanswered in time is asked as Refresh does.
        onRetry={() =>
          void Promise.all([
            watchlist.coins.reload(),
            watchlist.prices.reload(retryOptions(prices.error ?? prices.meta?.error)),
          ])
        }
        what="status.coinPrices"
      />
      <WatchedRows
        meta={prices.meta}
        empty={coins.value ? t('watchlist.noCoins') : t('watchlist.loading')}
        caption={t('watchlist.watchedCoins')}
        {...table}
      />
    </WatchCard>
  );
}

export function AssetsCard({ headingRef, ...table }: CardTable) {
  const { watchlist } = useFolio().stores;
  const t = useT();
  const assets = useStore(watchlist.assets);
  return (
    <WatchCard id="fd-watch-assets" title={t('watchlist.assets')} headingRef={headingRef}>
      <StatusBanner
        hasValue={assets.value !== null}
        meta={assets.meta}
        error={assets.error}
        loading={assets.loading}
        onRetry={() => void watchlist.assets.reload(retryOptions(assets.error ?? assets.meta?.error))}
        what="status.assetPrices"
      />
      <WatchedRows
        meta={assets.meta}
        empty={messageParts(t, 'watchlist.noAssets', { rwa: <a href="#rwa">{t('nav.rwa')}</a> })}
        caption={t('watchlist.watchedAssets')}
        {...table}
      />
    </WatchCard>
  );
}
