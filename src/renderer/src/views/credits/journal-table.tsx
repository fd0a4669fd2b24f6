import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { JournalEntry } from '../../../../shared/domain/credits';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFolio, useFormat, usePrivacy } from '../../stores/folio-context';
import { describeCall, type CallNames } from './call-details';
import { featureOf, isNamed } from '../../../../shared/feature-names';

/** Some entries name the method inside the endpoint already ("GET /coins"); print it once. */
export function endpointText(e: Pick<JournalEntry, 'method' | 'endpoint'>): string {
  return e.endpoint.startsWith(`${e.method} `) ? e.endpoint : `${e.method} ${e.endpoint}`;
}

/**
 * Names for the details column from what the renderer already holds (portfolios, transaction types, followed
 * wallets). Nothing is loaded for it: a list not read yet leaves ids as they are, shortened.
 */
function useCallNames(): CallNames {
  const { stores } = useFolio();
  const portfolios = useStore(stores.portfolio.list, (s) => s.value);
  const types = useStore(stores.wallet.types, (s) => s.value);
  const wallets = useStore(stores.wallet.list, (s) => s.value);
  const privacy = usePrivacy().on;
  return useMemo(
    () => ({
      portfolios: new Map((portfolios ?? []).map((p) => [p.portfolioId, p.portfolioName])),
      types: new Map((types ?? []).map((t) => [t.id, t.name])),
      wallets: new Map((wallets ?? []).filter((w) => w.label).map((w) => [w.address.toLowerCase(), w.label])),
      privacy,
    }),
    [portfolios, types, wallets, privacy],
  );
}

/** The hover text of a row's details: all of them (the cell may cut them short), then the request id if any. */
const detailsTitle = (details: string, requestId: string | null) =>
  [details, requestId ? `Request id ${requestId}` : ''].filter(Boolean).join('. ') || undefined;

/**
 * The feature's name stays whole, as its method and path do: the path moves below it, never half of it. An
 * endpoint without a name is its path, said once.
 */
function FeatureCell({ entry }: { entry: JournalEntry }) {
  const key = `${entry.method} ${entry.endpoint.replace(/^[A-Z]+ /, '')}`;
  return isNamed(key) ? (
    <span>
      <span className="fd-journal-feature">{featureOf(key)}</span>{' '}
      <span className="fd-cost fd-endpoint">{endpointText(entry)}</span>
    </span>
  ) : (
    <span className="fd-journal-feature">{endpointText(entry)}</span>
  );
}

/**
 * The service's request id is for quoting to its support, and only its errors carry one: it sits on the status's
 * hover (and in the saved journal), not in a column of dashes.
 */
function StatusCell({ entry }: { entry: JournalEntry }) {
  return (
    <span title={entry.requestId ? `Request id ${entry.requestId}` : undefined}>
      {entry.status ?? (entry.source === 'cache' ? 'cached' : 'no answer')}
    </span>
  );
}

/** The request journal: what was asked, what it cost, how it ended, live or from the cache. */
export function JournalTable({ rows }: { rows: readonly JournalEntry[] }) {
  const fmt = useFormat();
  const names = useCallNames();
  const details = useMemo(() => new Map(rows.map((e) => [e.id, describeCall(e, names)])), [rows, names]);
  const columns: Column<JournalEntry>[] = [
    {
      id: 'at',
      label: 'Time',
      sortValue: (e) => e.at,
      render: (e) => <span className="fd-time">{fmt.timestamp(e.at)}</span>,
    },
    {
      id: 'endpoint',
      label: 'Feature',
      sortValue: (e) => e.endpoint,
      render: (e) => <FeatureCell entry={e} />,
    },
    {
      // What set this call apart from another of the same endpoint ("types Sent", "page 2"): one line, cut
      // short with the whole text on hover.
      id: 'details',
      label: 'Details',
      cellClassName: 'fd-journal-details',
      sortValue: (e) => details.get(e.id) ?? '',
      render: (e) => {
        const text = details.get(e.id) ?? '';
        return (
          <span className="fd-journal-details__text" title={detailsTitle(text, e.requestId)}>
            {text || '—'}
          </span>
        );
      },
    },
    {
      id: 'credits',
      label: 'Credits',
      numeric: true,
      sortValue: (e) => e.credits,
      render: (e) => fmt.count(e.credits),
    },
    {
      id: 'status',
      label: 'Status',
      numeric: true,
      sortValue: (e) => e.status,
      render: (e) => <StatusCell entry={e} />,
    },
    {
      id: 'source',
      label: 'Source',
      sortValue: (e) => e.source,
      render: (e) => (e.source === 'live' ? 'Live' : 'Cache'),
    },
    {
      id: 'latency',
      label: 'Took',
      numeric: true,
      sortValue: (e) => e.latencyMs,
      render: (e) => `${fmt.count(e.latencyMs)}\u00a0ms`,
    },
  ];
  return (
    <div className="fd-journal">
      <SortableTable
        caption="Request journal"
        captionHidden
        rows={rows}
        columns={columns}
        rowKey={(e) => String(e.id)}
        initialSort={{ id: 'at', direction: 'desc' }}
        empty="No requests yet."
      />
    </div>
  );
}
