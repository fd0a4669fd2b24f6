import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import { returnsFigures, type ReturnsFigures } from '../../lib/returns-model';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { NO_QUERY, showsQuery } from '../../stores/resource';
import { useReturnsScope, useReturnsStores } from './returns-scope';

export { useReturnsScope } from './returns-scope';

/** Base currency units per USD from the cached rates read (USD is 1); null until known. */
export function useRate(): number | null {
  const { stores } = useFolio();
  const base = useCurrency();
  const rates = useStore(stores.portfolio.rates, (s) => s.value);
  useEffect(() => {
    if (base !== 'USD' && stores.portfolio.rates.getState().query === null)
      void stores.portfolio.rates.load(NO_QUERY);
  }, [base, stores]);
  if (base === 'USD') return 1;
  return rates?.find((r) => r.code === base)?.rate ?? null;
}

/** The oldest of the metas: the figures are as old as their oldest input. */
export function oldestMeta(...metas: (Meta | null)[]): Meta | null {
  const known = metas.filter((m): m is Meta => m !== null);
  const [first, ...rest] = known;
  if (!first) return null;
  return rest.reduce(
    (a, m) => ({ ...a, fetchedAt: Math.min(a.fetchedAt, m.fetchedAt), stale: a.stale || m.stale }),
    first,
  );
}

export interface ShownReturns {
  figures: ReturnsFigures;
  meta: Meta;
  asOf: number;
}

/**
 * The card's figures, computed once per input (not per render): the P/L history and chart the range asks for,
 * measured to the moment the P/L history was read, so an answer from the cache is a range ending when it was read.
 */
export function useReturnsFigures(): ShownReturns | null {
  const returns = useReturnsStores();
  const range = useStore(returns.ui, (s) => s.range);
  const pl = useStore(returns.pl);
  const chart = useStore(returns.chart);
  const tx = useStore(returns.transactions);
  const rate = useRate();
  const scope = useReturnsScope();
  // Transactions of another portfolio or currency never stand in for these.
  const txShown =
    tx.shownQuery !== null &&
    tx.shownQuery.portfolioId === scope.portfolioId &&
    tx.shownQuery.currency === scope.currency;
  const rows = txShown ? (tx.value?.rows ?? null) : null;
  const complete = txShown && (tx.value?.complete ?? false);
  const ready = pl.value !== null && chart.value !== null && showsQuery(pl) && showsQuery(chart);
  const asOf = pl.meta?.fetchedAt ?? 0;
  return useMemo(() => {
    if (!ready || pl.meta === null || chart.meta === null) return null;
    const figures = returnsFigures({
      range,
      now: asOf,
      pl: pl.value?.points ?? null,
      chart: chart.value?.points ?? null,
      rate,
      transactions: rows,
      transactionsComplete: complete,
      plFetchedAt: pl.meta.fetchedAt,
      chartFetchedAt: chart.meta.fetchedAt,
    });
    const meta = oldestMeta(pl.meta, chart.meta) ?? pl.meta;
    return { figures, meta, asOf };
  }, [ready, range, asOf, pl.value, pl.meta, chart.value, chart.meta, rate, rows, complete]);
}
