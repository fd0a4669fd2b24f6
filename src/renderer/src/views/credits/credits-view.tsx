import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { CreditMeter as Meter } from '../../../../shared/domain/credits';
import { CostTag } from '../../components/cost-badge';
import { CreditMeter } from '../../components/credit-meter';
import { ErrorNote } from '../../components/error-note';
import { ExportButton } from '../../components/export-dialog';
import { Loaded } from '../../components/loaded';
import { DemoBadge } from '../../components/source-line';
import { SortableTable } from '../../components/sortable-table';
import { useWindowTitle } from '../../components/window-title';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { useT } from '../../stores/i18n';
import { isNamed } from '../../../../shared/feature-names';
import { featureName } from '../../components/feature-name';
import { ForecastLine } from '../../components/forecast-line';
import { BudgetCard } from './budget-card';
import { JournalTable } from './journal-table';
import { UsdcLedger } from './usdc-ledger';
import { ViewHead } from '../../components/view-head';
import './credits.css';

const PAGE = 100;

/** The row for credits the service counted that Folio Desk did not send (or, in demo, the account's starting use). */
const OUTSIDE = '(outside)';

/**
 * The table's rows, plus the difference between the meter's "used" and what Folio Desk recorded: the service counts
 * every request of the account, from other apps and keys too.
 */
export function endpointRows(meter: Meter): Meter['perEndpoint'] {
  const recorded = meter.perEndpoint.reduce((sum, e) => sum + e.credits, 0);
  const outside = meter.usedCredits - recorded;
  return outside > 0
    ? [...meter.perEndpoint, { endpoint: OUTSIDE, calls: 0, credits: outside }]
    : [...meter.perEndpoint];
}

function PerEndpoint({ meter, demo }: { meter: Meter; demo: boolean }) {
  const fmt = useFormat();
  const t = useT();
  const outsideLabel = t(demo ? 'credits.outsideDemo' : 'credits.outside');
  return (
    <SortableTable
      caption={t('credits.perFeature', { date: fmt.date(meter.monthStart) })}
      rows={endpointRows(meter)}
      columns={[
        {
          id: 'endpoint',
          label: t('credits.col.feature'),
          sortValue: (e) => (e.endpoint === OUTSIDE ? outsideLabel : featureName(e.endpoint, t)),
          render: (e) =>
            e.endpoint === OUTSIDE ? (
              outsideLabel
            ) : (
              <>
                {featureName(e.endpoint, t)}
                {isNamed(e.endpoint) && (
                  <>
                    {' '}
                    <span className="fd-cost" translate="no">
                      {e.endpoint}
                    </span>
                  </>
                )}
              </>
            ),
        },
        {
          id: 'calls',
          label: t('credits.col.calls'),
          numeric: true,
          sortValue: (e) => e.calls,
          render: (e) => (e.endpoint === OUTSIDE ? '—' : fmt.count(e.calls)),
        },
        {
          id: 'credits',
          label: t('credits.col.credits'),
          numeric: true,
          sortValue: (e) => e.credits,
          render: (e) => fmt.count(e.credits),
        },
      ]}
      rowKey={(e) => e.endpoint}
      initialSort={{ id: 'credits', direction: 'desc' }}
      empty={t('credits.noCredits')}
    />
  );
}

/** The view's two sends, reconcile and the next journal page, and the error the last one left. */
function useCreditActions() {
  const { api, stores } = useFolio();
  const { credits } = stores;
  const [error, setError] = useState<AppError | null>(null);
  const journal = useStore(credits.journal, (s) => s.value);
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
  return { error, reconcile, older };
}

function MeterCard({ demo, reconcile }: { demo: boolean; reconcile: () => Promise<void> }) {
  const { stores } = useFolio();
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  return (
    // Quiet: the meter is the service's figures plus Folio Desk's own count since, so its one provenance
    // line says exactly that (a "From the local cache" line beside it contradicted it).
    <Loaded store={stores.credits.meter} what="status.creditMeter" quiet>
      {(meter, meta) => (
        <>
          <CreditMeter />
          {demo && <p className="fd-source">{t('credits.demoNote')}</p>}
          <p className="fd-source">
            {meta.demo && <DemoBadge />}{' '}
            {meter.reconciledAt === null
              ? t('credits.notChecked')
              : t('credits.checked', { age: fmt.age(meter.reconciledAt, now) })}{' '}
            {t('credits.rateLimit', { rate: fmt.count(meter.ratePerSecond) })}
          </p>
          <ForecastLine meter={meter} now={now} demo={demo} />
          <div className="fd-row fd-credits__check">
            <button type="button" className="fd-button" onClick={() => void reconcile()}>
              {t('credits.reconcile')}
            </button>
            <CostTag text={t('credits.free')} detail={t('credits.freeDetail')} />
          </div>
          <PerEndpoint meter={meter} demo={demo} />
        </>
      )}
    </Loaded>
  );
}

export function CreditsView() {
  const { stores } = useFolio();
  const { credits } = stores;
  const demo = useStore(credits.meter, (s) => s.meta?.demo ?? false);
  const gateway = useStore(stores.settings.status, (s) => s.value?.mode === 'gateway');
  const { error, reconcile, older } = useCreditActions();
  const t = useT();
  useWindowTitle(t('credits.title'));

  useEffect(() => {
    void credits.meter.load(NO_QUERY);
    void credits.journal.load({ limit: PAGE });
  }, [credits]);

  return (
    <div className="fd-view">
      <ViewHead title={t('credits.title')}>
        <ExportButton />
      </ViewHead>
      <UsdcLedger />
      {gateway ? (
        <section className="fd-card" aria-label={t('credits.meterCard')}>
          <p className="fd-source">{t('credits.gatewayNote')}</p>
        </section>
      ) : (
        <section className="fd-card" aria-label={t('credits.meterCard')}>
          <MeterCard demo={demo} reconcile={reconcile} />
          <ErrorNote error={error} />
        </section>
      )}
      {!gateway && <BudgetCard />}
      <section className="fd-card" aria-label={t('credits.journal')}>
        <h3>{t('credits.journal')}</h3>
        <Loaded store={credits.journal} what="status.requestJournal">
          {(rows) => (
            <>
              <JournalTable rows={rows} />
              {rows.length >= PAGE && (
                <button type="button" className="fd-button" onClick={() => void older()}>
                  {t('credits.older')}
                </button>
              )}
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
