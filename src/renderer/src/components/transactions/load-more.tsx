import { useState } from 'react';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { AppError, Envelope } from '../../../../shared/envelope';
import { CostBadge, useCostOf, type PendingCall } from '../cost-badge';
import { ErrorNote } from '../error-note';
import { useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { englishTranslator } from '../../../../shared/i18n/translator';

// Transactions page on demand: the first page comes with the view; "Load more" reads the next one,
// priced beside the button before it is pressed. Shown only while the last page read came back full: a full page
// says more may follow, a short one that the list ends there. The portfolio's and the wallet's tables share it.

export const TX_PAGE = 100;

export interface MoreQuery {
  portfolioId: string | undefined;
  currency: string;
}

/** How the pages after the first are read. */
export interface PageReader<T> {
  /** What the first page was read with: another first page or query starts the list again. */
  key: string;
  /** Rows per page: a page this long may have another after it. */
  size: number;
  /** Whether the first page came back full. */
  firstFull: boolean;
  /** The call that reads `page`, priced before it is sent. */
  call(page: number): PendingCall;
  read(page: number): Promise<Envelope<readonly T[]>>;
}

interface More<T> {
  base: readonly T[];
  key: string;
  rows: T[];
  lastFull: boolean;
  error: AppError | null;
}

export interface MorePages<T> {
  /** The first page and every page read after it. */
  rows: T[];
  /** The last page read came back full: more may exist. */
  canLoad: boolean;
  /** Rows per page. */
  size: number;
  /** The call reading the next page. */
  next: PendingCall;
  load(): Promise<void>;
  busy: boolean;
  error: AppError | null;
}

export function useMorePages<T>(first: readonly T[], reader: PageReader<T>): MorePages<T> {
  const [state, setState] = useState<More<T> | null>(null);
  const [busy, setBusy] = useState(false);
  // Derived, not reset in an effect: a new first page (another portfolio, a refresh) starts the list again.
  const more: More<T> =
    state && state.base === first && state.key === reader.key
      ? state
      : { base: first, key: reader.key, rows: [], lastFull: reader.firstFull, error: null };
  const page = 2 + Math.floor(more.rows.length / reader.size);
  const load = async () => {
    setBusy(true);
    const answer = await reader.read(page);
    setBusy(false);
    if (!answer.ok) return setState({ ...more, error: answer.error });
    // Rows that could not be read still filled the page.
    const read = answer.value.length + (answer.meta.skipped?.count ?? 0);
    setState({
      ...more,
      rows: [...more.rows, ...answer.value],
      lastFull: read >= reader.size,
      error: null,
    });
  };
  return {
    rows: [...first, ...more.rows],
    canLoad: more.lastFull,
    size: reader.size,
    next: reader.call(page),
    load,
    busy,
    error: more.error,
  };
}

export function useMoreTransactions(first: readonly PortfolioTransaction[], query: MoreQuery) {
  const { api } = useFolio();
  const call = (page: number) => ({ ...query, page, limit: TX_PAGE });
  return useMorePages(first, {
    key: `${query.portfolioId ?? ''}|${query.currency}`,
    size: TX_PAGE,
    firstFull: first.length >= TX_PAGE,
    call: (page) => ({ channel: 'portfolio:transactions', input: call(page) }),
    read: (page) => api.portfolio.transactions(call(page)),
  });
}

/** How many transactions the table holds, of every page read so far (in English without `t`). */
export function readCount(
  rows: number,
  count: (n: number) => string,
  t: Translate = englishTranslator.t,
): string {
  return t('transactions.loaded', { count: rows, n: count(rows) });
}

/**
 * Said after the count of transactions read: whether all of them are shown. A full last page may have older ones
 * after it; a short one was the end of the service's list.
 */
export function moreNote(
  more: { canLoad: boolean; size: number },
  t: Translate = englishTranslator.t,
  count: (n: number) => string = String,
): string {
  return ` ${more.canLoad ? t('transactions.moreMaybe', { n: count(more.size) }) : t('transactions.noMore')}`;
}

export function LoadMore(props: {
  next: PendingCall;
  load: () => Promise<void>;
  busy: boolean;
  error: AppError | null;
}) {
  const cost = useCostOf([props.next]);
  const t = useT();
  return (
    <div className="fd-row">
      <button type="button" className="fd-button" disabled={props.busy} onClick={() => void props.load()}>
        {props.busy ? t('transactions.loading') : t('transactions.loadMore')}
      </button>
      <CostBadge cost={cost} />
      <ErrorNote error={props.error} />
    </div>
  );
}
