import { useEffect, useState } from 'react';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import type { SyncAnswer } from '../../../../../shared/domain/manage';
import type { AppError, Envelope } from '../../../../../shared/envelope';
import { useCostOf, useCostPreview, type CostState } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio, useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { noteWrite, reloadPortfolio } from '../../../stores/portfolio';
import { DialogFrame } from './dialog-frame';
import { nextCheckDelay, SYNC_CHECKS, syncClickCalls } from './sync-polling';
import { WriteCost } from './write-status';
import { typeInSentence } from '../portfolio-names';

/**
 * Syncs a wallet or exchange portfolio (PATCH /portfolio/sync, then its status). While the service is syncing,
 * the status is read again by itself, a bounded number of times (sync-polling.ts), all priced on the button; once
 * synced the portfolio is read again from the service. Past the bound the user checks by hand.
 */
export function SyncDialog({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) {
  const fmt = useFormat();
  const t = useT();
  const syncCost = useCostOf(syncClickCalls(portfolio.portfolioId));
  const statusCost = useCostPreview('manage:syncStatus', { portfolioId: portfolio.portfolioId });
  const { answer, checks, error, busy, polling, start, check } = useSync(portfolio.portfolioId);
  const checked =
    checks <= SYNC_CHECKS
      ? t('manage.checksOf', { count: SYNC_CHECKS, n: fmt.count(checks), total: fmt.count(SYNC_CHECKS) })
      : t('manage.checks', { count: checks, n: fmt.count(checks) });

  return (
    <DialogFrame title={t('manage.syncTitle', { name: portfolio.portfolioName })} onClose={onClose}>
      {() => (
        <>
          <p>{t('manage.syncBody', { type: typeInSentence(portfolio.portfolioType, t) })}</p>
          {answer && (
            <p role="status" className="fd-manage__status">
              {answer.status === 'synced'
                ? t('manage.synced')
                : polling
                  ? t('manage.syncing', { checked })
                  : t('manage.stillSyncing', { checked })}
            </p>
          )}
          <ErrorNote error={error} />
          <div className="fd-row">
            {answer === null ? (
              // The sync, each status check it may make, then the portfolio read again: the whole click.
              <SyncStep
                primary
                upTo
                busy={busy}
                label={t('manage.syncNow')}
                busyLabel={t('manage.starting')}
                cost={syncCost}
                onClick={start}
              />
            ) : (
              answer.status === 'syncing' &&
              !polling && (
                <SyncStep
                  busy={busy}
                  label={t('manage.checkStatus')}
                  busyLabel={t('manage.checking')}
                  cost={statusCost}
                  onClick={check}
                />
              )
            )}
            <button type="button" className="fd-button" onClick={onClose}>
              {t('manage.close')}
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}

/** A sync step's button with its whole price beside it, the re-read once synced included. */
function SyncStep(props: {
  primary?: boolean;
  upTo?: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
  cost: CostState;
  onClick: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={props.primary ? 'fd-button fd-button--primary' : 'fd-button'}
        disabled={props.busy}
        onClick={props.onClick}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
      <WriteCost write={props.cost} upTo={props.upTo ?? false} withList onceSynced />
    </>
  );
}

/** The sync and its status checks: started by the user, then read again by itself while the service syncs. */
function useSync(portfolioId: string) {
  const { api, stores, now } = useFolio();
  const input = { portfolioId };
  const [answer, setAnswer] = useState<SyncAnswer | null>(null);
  const [checks, setChecks] = useState(0);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async (call: () => Promise<Envelope<SyncAnswer>>) => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setAnswer(result.value);
    setChecks((n) => n + 1);
    if (result.value.status === 'synced') {
      noteWrite(stores.portfolio, result.value.portfolioId, now());
      await reloadPortfolio(stores.portfolio, { refresh: true });
    }
  };

  // Still syncing: read the status again after the next wait, until synced, an error, or the bound.
  const delay = answer?.status === 'syncing' && error === null && !busy ? nextCheckDelay(checks) : null;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void ask(() => api.manage.syncStatus(input)), delay);
    return () => clearTimeout(timer);
    // `ask` and `input` are rebuilt each render; the wait restarts only when the count of checks moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay, checks]);
  return {
    answer,
    checks,
    error,
    busy,
    polling: delay !== null || (busy && answer !== null),
    start: () => void ask(() => api.manage.sync(input)),
    check: () => void ask(() => api.manage.syncStatus(input)),
  };
}
