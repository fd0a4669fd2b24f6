import { useEffect, useState } from 'react';
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

export function useMoreTransactions(first: readonly PortfolioTransaction[], query: MoreQuery) {
  const { api } = useFolio();
  const [more, setMore] = useState<{ rows: PortfolioTransaction[]; lastFull: boolean }>({
    rows: [],
    lastFull: first.length >= TX_PAGE,
  });
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  // A new first page (another portfolio, a refresh) starts the list again.
  useEffect(() => {
    setMore({ rows: [], lastFull: first.length >= TX_PAGE });
    setError(null);
  }, [first, query.portfolioId, query.currency]);
  const nextPage = 2 + Math.floor(more.rows.length / TX_PAGE);
  const next = { ...query, page: nextPage, limit: TX_PAGE };
  const load = async () => {
    setBusy(true);
    const answer = await api.portfolio.transactions(next);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setMore((m) => ({ rows: [...m.rows, ...answer.value], lastFull: answer.value.length >= TX_PAGE }));
  };
  return { rows: [...first, ...more.rows], canLoad: more.lastFull, next, load, busy, error };
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
