import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { JournalEntry } from '../../../../shared/domain/credits';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFolio, useFormat, usePrivacy } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { describeCall, type CallNames } from './call-details';
import { isNamed } from '../../../../shared/feature-names';
import { featureName } from '../../components/feature-name';

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
const detailsTitle = (details: string, requestId: string | null, t: Translate) =>
  [details, requestId ? t('credits.requestId', { id: requestId }) : ''].filter(Boolean).join('. ') ||
  undefined;

/**
 * The feature's name stays whole, as its method and path do: the path moves below it, never half of it. An
 * endpoint without a name is its path, said once.
 */
function FeatureCell({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const key = `${entry.method} ${entry.endpoint.replace(/^[A-Z]+ /, '')}`;
  return isNamed(key) ? (
    <span>
      <span className="fd-journal-feature">{featureName(key, t)}</span>{' '}
      <span className="fd-cost fd-endpoint" translate="no">
        {endpointText(entry)}
      </span>
    </span>
  ) : (
    <span className="fd-journal-feature" translate="no">
      {endpointText(entry)}
    </span>
  );
}

/**
 * The service's request id is for quoting to its support, and only its errors carry one: it sits on the status's
 * hover (and in the saved journal), not in a column of dashes.
 */
function StatusCell({ entry }: { entry: JournalEntry }) {
  const t = useT();
  return (
    <span title={entry.requestId ? t('credits.requestId', { id: entry.requestId }) : undefined}>
      {entry.status ?? t(entry.source === 'cache' ? 'credits.cached' : 'credits.noAnswer')}
    </span>
  );
}

/** The call's own parameters, named as the service names them: data, not words of the app. */
function DetailsCell({ text, requestId }: { text: string; requestId: string | null }) {
  const t = useT();
  return (
    <span className="fd-journal-details__text" translate="no" title={detailsTitle(text, requestId, t)}>
      {text || '—'}
    </span>
  );
}

/** The request journal: what was asked, what it cost, how it ended, live or from the cache. */
export function JournalTable({ rows }: { rows: readonly JournalEntry[] }) {
  const fmt = useFormat();
  const names = useCallNames();
  const t = useT();
  const details = useMemo(() => new Map(rows.map((e) => [e.id, describeCall(e, names)])), [rows, names]);
  const columns: Column<JournalEntry>[] = [
    {
      id: 'at',
      label: t('credits.col.time'),
      sortValue: (e) => e.at,
      render: (e) => (
        <span className="fd-time" translate="no">
          {fmt.timestamp(e.at)}
        </span>
      ),
    },
    {
      id: 'endpoint',
      label: t('credits.col.feature'),
      sortValue: (e) => e.endpoint,
      render: (e) => <FeatureCell entry={e} />,
    },
    {
      // What set this call apart from another of the same endpoint ("types Sent", "page 2"): one line, cut
      // short with the whole text on hover.
      id: 'details',
      label: t('credits.col.details'),
      cellClassName: 'fd-journal-details',
      sortValue: (e) => details.get(e.id) ?? '',
      render: (e) => <DetailsCell text={details.get(e.id) ?? ''} requestId={e.requestId} />,
    },
    {
      id: 'credits',
      label: t('credits.col.credits'),
      numeric: true,
      sortValue: (e) => e.credits,
      render: (e) => fmt.count(e.credits),
    },
    {
      id: 'status',
      label: t('credits.col.status'),
      numeric: true,
      sortValue: (e) => e.status,
      render: (e) => <StatusCell entry={e} />,
    },
    {
      id: 'source',
      label: t('credits.col.source'),
      sortValue: (e) => e.source,
      render: (e) => t(e.source === 'live' ? 'credits.live' : 'credits.cache'),
    },
    {
      id: 'latency',
      label: t('credits.col.took'),
      numeric: true,
      sortValue: (e) => e.latencyMs,
      render: (e) => t('credits.ms', { ms: fmt.count(e.latencyMs) }),
    },
  ];
  return (
    <div className="fd-journal">
      <SortableTable
        caption={t('credits.journal')}
        captionHidden
        rows={rows}
        columns={columns}
        rowKey={(e) => String(e.id)}
        initialSort={{ id: 'at', direction: 'desc' }}
        empty={t('credits.noRequests')}
      />
    </div>
  );
}
