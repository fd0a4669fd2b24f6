import { useStore } from 'zustand';
import type { ResourceStore } from '../../stores/resource';
import { useFolio, useFormat } from '../../stores/folio-context';
import { newestKey } from '../../stores/portfolio';
import { usePortfolioName } from './portfolio-names';
import { useT } from '../../stores/i18n';

// Main answers a read from its cache while the cached answer is fresh, so "All portfolios" opened after a
// transaction was recorded would show the totals from before it as if current. The write is noted per portfolio
// (noteWrite); figures on screen that were read before it are said to be out of date, beside the Refresh that
// reads them again at the price it shows.

type Shown = ResourceStore<unknown, { portfolioId?: string | undefined }>;

/** The portfolio a card shows and when its figures were read; '' when it shows nothing yet. */
function useShown(store: Shown): string {
  return useStore(store, (s) =>
    s.meta && s.shownQuery ? `${newestKey(s.shownQuery.portfolioId)}\n${s.meta.fetchedAt}` : '',
  );
}

export function OutdatedNote() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const nameOf = usePortfolioName();
  const { portfolio } = stores;
  const written = useStore(portfolio.written);
  const shown = [
    useShown(portfolio.value as Shown),
    useShown(portfolio.chart as Shown),
    useShown(portfolio.pl as Shown),
    useShown(portfolio.coins as Shown),
    useShown(portfolio.transactions as Shown),
  ];
  const stale = shown.flatMap((entry) => {
    if (entry === '') return [];
    const [key = '', fetchedAt = '0'] = entry.split('\n');
    const at = written[key];
    return at !== undefined && Number(fetchedAt) < at ? [{ key, at }] : [];
  });
  const first = stale[0];
  if (!first) return null;
  const name = nameOf(first.key === newestKey(undefined) ? undefined : first.key);
  return (
    <p className="fd-banner fd-banner--stale" role="status">
      {t('portfolios.outOfDate', { name, time: fmt.time(first.at) })}
    </p>
  );
}
