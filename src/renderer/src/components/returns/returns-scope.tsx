import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ReturnsStores } from '../../stores/returns';
import { useCurrency, useFolio } from '../../stores/folio-context';

// Whose returns a card shows, and which stores hold them. Portfolios' card follows the portfolio chosen there (the
// default, with no provider); Overview's shows every portfolio together from its own stores and range.

interface ReturnsScopeValue {
  stores: ReturnsStores;
  /** undefined: every own portfolio together. */
  portfolioId: string | undefined;
}

const ReturnsScopeContext = createContext<ReturnsScopeValue | null>(null);

export function ReturnsScope({
  stores,
  portfolioId,
  children,
}: ReturnsScopeValue & { children: ReactNode }) {
  const value = useMemo(() => ({ stores, portfolioId }), [stores, portfolioId]);
  return <ReturnsScopeContext.Provider value={value}>{children}</ReturnsScopeContext.Provider>;
}

/** The returns stores of the card around: Overview's own, or Portfolios'. */
export function useReturnsStores(): ReturnsStores {
  const { stores } = useFolio();
  return useContext(ReturnsScopeContext)?.stores ?? stores.returns;
}

/** Whose figures the returns are, in the base currency: the scope's portfolio, or the one chosen on Portfolios. */
export function useReturnsScope(): { portfolioId: string | undefined; currency: string } {
  const { stores } = useFolio();
  const scoped = useContext(ReturnsScopeContext);
  const chosen = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const portfolioId = scoped ? scoped.portfolioId : chosen;
  const currency = useCurrency();
  return useMemo(() => ({ portfolioId, currency }), [portfolioId, currency]);
}
