import { useStore } from 'zustand';
import type { ChartRange } from '../../../../shared/domain/portfolio';
import { useFolio } from '../../stores/folio-context';
import { CHART_RANGES } from './ranges';

/** A portfolio's name from the list; undefined is the aggregate of all of them. */
export function usePortfolioName(): (portfolioId: string | undefined) => string {
  const { stores } = useFolio();
  const list = useStore(stores.portfolio.list, (s) => s.value);
  return (portfolioId) =>
    (portfolioId === undefined
      ? undefined
      : list?.find((p) => p.portfolioId === portfolioId)?.portfolioName) ??
    (portfolioId === undefined ? 'All portfolios' : 'the portfolio');
}

/** The button label of a range ("1M"), for the labels of what is shown or loading. */
/** A range in a title or a sentence: the buttons' label, but "All time" for all ("Value … · All time · in USD"). */
export function rangeLabel(range: ChartRange): string {
  if (range === 'all') return 'All time';
  return CHART_RANGES.find((r) => r.value === range)?.label ?? range;
}
