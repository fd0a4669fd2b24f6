import { useEffect, useState } from 'react';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import type { SyncAnswer } from '../../../../../shared/domain/manage';
import type { AppError, Envelope } from '../../../../../shared/envelope';
import { useCostOf, useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio, useFormat } from '../../../stores/folio-context';
import { noteWrite, reloadPortfolio } from '../../../stores/portfolio';
import { DialogFrame } from './dialog-frame';
import { nextCheckDelay, SYNC_CHECKS, syncClickCalls } from './sync-polling';
import { WriteCost } from './write-status';

/**
 * Syncs a wallet or exchange portfolio (PATCH /portfolio/sync, then its status). While the service is syncing,
 * the status is read again by itself, a bounded number of times (sync-polling.ts), all priced on the button; once
 * synced the portfolio is read again from the service. Past the bound the user checks by hand.
 */
export function SyncDialog({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) {
  const { api, stores, now } = useFolio();
  const fmt = useFormat();
  const input = { portfolioId: portfolio.portfolioId };
  const syncCost = useCostOf(syncClickCalls(portfolio.portfolioId));
  const statusCost = useCostPreview('manage:syncStatus', input);
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
  const polling = delay !== null || (busy && answer !== null);
  const checked =
    checks <= SYNC_CHECKS
      ? `${fmt.count(checks)} of ${fmt.count(SYNC_CHECKS)} status checks`
      : `${fmt.count(checks)} status checks`;

  return (
    <DialogFrame title={`Sync ${portfolio.portfolioName}`} onClose={onClose}>
      {() => (
        <>
          <p>
            Asks the service to fetch this {portfolio.portfolioType} portfolio&apos;s latest balances and
            transactions. It runs at the service; Folio Desk checks its status until it is done.
          </p>
          {answer && (
            <p role="status" className="fd-manage__status">
              {answer.status === 'synced'
                ? 'Synced: the portfolio shows the service’s latest data.'
                : polling
                  ? `Syncing at the service… checking again by itself (${checked}).`
                  : `Still syncing after ${checked}: check again when you like.`}
            </p>
          )}
          <ErrorNote error={error} />
          <div className="fd-row">
            {answer === null ? (
              <>
                <button
                  type="button"
                  className="fd-button fd-button--primary"
                  disabled={busy}
                  onClick={() => void ask(() => api.manage.sync(input))}
                >
                  {busy ? 'Starting…' : 'Sync now'}
                </button>
                {/* The sync, each status check it may make, then the portfolio read again: the whole click. */}
                <WriteCost write={syncCost} upTo withList when=" once synced" />
              </>
            ) : (
              answer.status === 'syncing' &&
              !polling && (
                <>
                  <button
                    type="button"
                    className="fd-button"
                    disabled={busy}
                    onClick={() => void ask(() => api.manage.syncStatus(input))}
                  >
                    {busy ? 'Checking…' : 'Check status'}
                  </button>
                  <WriteCost write={statusCost} withList when=" once synced" />
                </>
              )
            )}
            <button type="button" className="fd-button" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
