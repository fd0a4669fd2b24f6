import { useStore } from 'zustand';
import type { PendingCall } from '../../components/cost-badge';
import { useFolio } from '../../stores/folio-context';
import { distinct } from '../../stores/opening';
import { plQuery, portfolioQueries, type PortfolioUi } from '../../stores/portfolio';
import { returnsOpeningCalls, type ReturnsUi } from '../../stores/returns';

/**
 * What Refresh reads, every read live (reloadPortfolio): shown as one cost beside the button, and as the second
 * part of a write's price, since the view reads the portfolio again the same way after a write.
 */
export function useRefreshCalls(currency: string): PendingCall[] {
  const { stores } = useFolio();
  return refreshCallsOf(useStore(stores.portfolio.ui), currency);
}

/** What Refresh reads for the portfolio `ui` selects (useRefreshCalls), for a portfolio not selected yet. */
export function refreshCallsOf(ui: PortfolioUi, currency: string): PendingCall[] {
  const portfolioId = ui.selectedId;
  const refresh = true;
  return [
    { channel: 'portfolio:list', input: { refresh } },
    { channel: 'portfolio:value', input: { portfolioId, currency, refresh } },
    { channel: 'portfolio:chart', input: { portfolioId, range: ui.range, refresh } },
    { channel: 'portfolio:plHistory', input: { ...plQuery(ui, currency), refresh } },
    { channel: 'portfolio:coins', input: { portfolioId, currency, refresh } },
    { channel: 'portfolio:transactions', input: { portfolioId, currency, limit: 100, refresh } },
  ];
}

/**
 * What choosing `portfolioId` in the picker reads (loadPortfolio, and the Returns section for `returns`' range and
 * panel), through the cache: its fresh cached answers cost nothing, so a portfolio opened a moment ago is free to
 * open again. A read the view and the Returns card both ask for is sent once (main joins them), so listed once.
 */
export function openCalls(
  ui: PortfolioUi,
  portfolioId: string | undefined,
  currency: string,
  returns: Pick<ReturnsUi, 'range' | 'panel'>,
): PendingCall[] {
  const q = portfolioQueries({ ...ui, selectedId: portfolioId }, currency);
  return distinct([
    { channel: 'portfolio:value', input: q.value },
    { channel: 'portfolio:chart', input: q.chart },
    { channel: 'portfolio:plHistory', input: q.pl },
    { channel: 'portfolio:coins', input: q.coins },
    { channel: 'portfolio:transactions', input: q.transactions },
    ...returnsOpeningCalls(returns, { portfolioId, currency }),
  ]);
}
