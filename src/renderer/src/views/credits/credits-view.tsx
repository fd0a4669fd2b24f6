import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { CreditMeter as Meter } from '../../../../shared/domain/credits';
import { CreditMeter } from '../../components/credit-meter';
import { ErrorNote } from '../../components/error-note';
import { ExportButton } from '../../components/export-dialog';
import { Loaded } from '../../components/loaded';
import { SortableTable } from '../../components/sortable-table';
import { useWindowTitle } from '../../components/window-title';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { JournalTable } from './journal-table';

const PAGE = 100;

function PerEndpoint({ meter }: { meter: Meter }) {
  const fmt = useFormat();
  return (
    <SortableTable
      caption={`Use per endpoint since ${fmt.date(meter.monthStart)}`}
      rows={meter.perEndpoint}
      columns={[
        { id: 'endpoint', label: 'Endpoint', sortValue: (e) => e.endpoint, render: (e) => e.endpoint },
        {
          id: 'calls',
          label: 'Calls',
          numeric: true,
          sortValue: (e) => e.calls,
          render: (e) => fmt.count(e.calls),
        },
        {
          id: 'credits',
          label: 'Credits',
          numeric: true,
          sortValue: (e) => e.credits,
          render: (e) => fmt.count(e.credits),
        },
      ]}
      rowKey={(e) => e.endpoint}
      initialSort={{ id: 'credits', direction: 'desc' }}
      empty="No credits spent this month."
    />
  );
}

export function CreditsView() {
  const { api, stores } = useFolio();
  const { credits } = stores;
  const fmt = useFormat();
  const now = useNow();
  const [error, setError] = useState<AppError | null>(null);
  const journal = useStore(credits.journal, (s) => s.value);
  useWindowTitle('Credits');

  useEffect(() => {
    void credits.meter.load(NO_QUERY);
    void credits.journal.load({ limit: PAGE });
  }, [credits]);

  // Reconciling asks the service's own usage endpoint, which costs nothing.
  const reconcile = async () => {
    const envelope = await api.credits.reconcile({});
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    credits.meter.put(envelope.value, envelope.meta);
  };
  const older = async () => {
    const last = journal?.[journal.length - 1];
    if (!last) return;
    const envelope = await api.credits.journal({ limit: PAGE, beforeId: last.id });
    if (!envelope.ok) return setError(envelope.error);
    credits.journal.put([...(journal ?? []), ...envelope.value], envelope.meta);
  };

  return (
    <div className="fd-view">
      <div className="fd-row">
        <h2>Credits</h2>
        <ExportButton />
      </div>
      <section className="fd-card" aria-label="Credit meter">
        <Loaded store={credits.meter} what="credit meter">
          {(meter) => (
            <>
              <CreditMeter />
              <p className="fd-source">
                {meter.reconciledAt === null
                  ? 'Not checked against the service yet.'
                  : `Checked against the service ${fmt.age(meter.reconciledAt, now)}.`}{' '}
                Plan limit: {fmt.count(meter.ratePerSecond)} requests per second.
              </p>
              <button type="button" className="fd-button" onClick={() => void reconcile()}>
                Check with the service
              </button>{' '}
              <span className="fd-cost">free</span>
              <PerEndpoint meter={meter} />
            </>
          )}
        </Loaded>
        <ErrorNote error={error} />
      </section>
      <section className="fd-card" aria-label="Request journal">
        <Loaded store={credits.journal} what="request journal">
          {(rows) => (
            <>
              <JournalTable rows={rows} />
              {rows.length >= PAGE && (
                <button type="button" className="fd-button" onClick={() => void older()}>
                  Older requests
                </button>
              )}
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
