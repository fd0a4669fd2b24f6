import type { JournalEntry } from '../../../../shared/domain/credits';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFormat } from '../../stores/folio-context';
import { featureOf } from './endpoint-names';

/** Some entries name the method inside the endpoint already ("GET /coins"); print it once. */
export function endpointText(e: Pick<JournalEntry, 'method' | 'endpoint'>): string {
  return e.endpoint.startsWith(`${e.method} `) ? e.endpoint : `${e.method} ${e.endpoint}`;
}

/** The request journal: what was asked, what it cost, how it ended, live or from the cache. */
export function JournalTable({ rows }: { rows: readonly JournalEntry[] }) {
  const fmt = useFormat();
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
      render: (e) => (
        <span title={e.params || undefined}>
          {featureOf(`${e.method} ${e.endpoint.replace(/^[A-Z]+ /, '')}`)}{' '}
          <span className="fd-cost fd-endpoint">{endpointText(e)}</span>
        </span>
      ),
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
      render: (e) => e.status ?? (e.source === 'cache' ? 'cached' : 'no answer'),
    },
    {
      id: 'source',
      label: 'Source',
      sortValue: (e) => e.source,
      render: (e) => (e.source === 'live' ? 'Live' : 'Cache'),
    },
    {
      id: 'latency',
      label: 'Time taken',
      numeric: true,
      sortValue: (e) => e.latencyMs,
      render: (e) => `${fmt.count(e.latencyMs)} ms`,
    },
    { id: 'request', label: 'Request id', render: (e) => e.requestId ?? '—' },
  ];
  return (
    <SortableTable
      caption="Request journal"
      rows={rows}
      columns={columns}
      rowKey={(e) => String(e.id)}
      initialSort={{ id: 'at', direction: 'desc' }}
      empty="No requests yet."
    />
  );
}
