import { useState } from 'react';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { AppError } from '../../../../shared/envelope';
import { CostBadge, useCostOf } from '../../components/cost-badge';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';

// Transactions page on demand (issue 9): the first page comes with the view; "Load more" reads the next one,
// priced beside the button before it is pressed. Shown only while the last page read came back full.

export const TX_PAGE = 100;

export interface MoreQuery {
  portfolioId: string | undefined;
  currency: string;
}

interface More {
  /** The first page and query these extra pages follow; another first page starts the list again. */
  base: readonly PortfolioTransaction[];
  key: string;
  rows: PortfolioTransaction[];
  lastFull: boolean;
  error: AppError | null;
}

export function useMoreTransactions(first: readonly PortfolioTransaction[], query: MoreQuery) {
  const { api } = useFolio();
  const [state, setState] = useState<More | null>(null);
  const [busy, setBusy] = useState(false);
  const key = `${query.portfolioId ?? ''}|${query.currency}`;
  // Derived, not reset in an effect: a new first page (another portfolio, a refresh) starts the list again.
  const more: More =
    state && state.base === first && state.key === key
      ? state
      : { base: first, key, rows: [], lastFull: first.length >= TX_PAGE, error: null };
  const next = { ...query, page: 2 + Math.floor(more.rows.length / TX_PAGE), limit: TX_PAGE };
  const load = async () => {
    setBusy(true);
    const answer = await api.portfolio.transactions(next);
    setBusy(false);
    if (!answer.ok) return setState({ ...more, error: answer.error });
    setState({
      ...more,
      rows: [...more.rows, ...answer.value],
      lastFull: answer.value.length >= TX_PAGE,
      error: null,
    });
  };
  return { rows: [...first, ...more.rows], canLoad: more.lastFull, next, load, busy, error: more.error };
}

export function LoadMore(props: {
  next: MoreQuery & { page: number; limit: number };
  load: () => Promise<void>;
  busy: boolean;
  error: AppError | null;
}) {
  const cost = useCostOf([{ channel: 'portfolio:transactions', input: props.next }]);
  return (
    <div className="fd-row">
      <button type="button" className="fd-button" disabled={props.busy} onClick={() => void props.load()}>
        {props.busy ? 'Loading…' : 'Load more'}
      </button>
      <CostBadge cost={cost} />
      <ErrorNote error={props.error} />
    </div>
  );
}
