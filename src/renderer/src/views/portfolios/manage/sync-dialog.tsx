import { useState } from 'react';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import type { SyncAnswer } from '../../../../../shared/domain/manage';
import type { AppError } from '../../../../../shared/envelope';
import { useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';
import { noteWrite, reloadPortfolio } from '../../../stores/portfolio';
import { DialogFrame } from './dialog-frame';
import { WriteCost } from './write-status';

/**
 * Syncs a wallet or exchange portfolio (PATCH /portfolio/sync, then its status). The status is read again only
 * when the user asks (3 credits each), and once synced the portfolio is read again from the service.
 */
export function SyncDialog({ portfolio, onClose }: { portfolio: PortfolioSummary; onClose: () => void }) {
  const { api, stores, now } = useFolio();
  const input = { portfolioId: portfolio.portfolioId };
  const syncCost = useCostPreview('manage:sync', input);
  const statusCost = useCostPreview('manage:syncStatus', input);
  const [answer, setAnswer] = useState<SyncAnswer | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async (call: () => ReturnType<typeof api.manage.sync>) => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setAnswer(result.value);
    if (result.value.status === 'synced') {
      noteWrite(stores.portfolio, result.value.portfolioId, now());
      await reloadPortfolio(stores.portfolio, { refresh: true });
    }
  };

  return (
    <DialogFrame title={`Sync ${portfolio.portfolioName}`} onClose={onClose}>
      {() => (
        <>
          <p>
            Asks the service to fetch this {portfolio.portfolioType} portfolio&apos;s latest balances and
            transactions. It runs at the service: once it has started, Check status (priced beside it) says
            whether it is done.
          </p>
          {answer && (
            <p role="status" className="fd-manage__status">
              {answer.status === 'synced'
                ? 'Synced: the portfolio shows the service’s latest data.'
                : 'Syncing at the service…'}
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
                {/* Once synced the portfolio is read again (list and figures, as Refresh): part of the click. */}
                <WriteCost write={syncCost} withList when=" once synced" />
              </>
            ) : (
              answer.status === 'syncing' && (
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
