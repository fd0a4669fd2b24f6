import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { CostBadge, useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';
import { DialogFrame } from './dialog-frame';
import { happened, useWrite } from './use-write';
import { WriteResult } from './write-result';

/** Types that group other portfolios: deleting one deletes them too (service.md 4.5). */
const PARENT_TYPES = new Set(['parent', 'group']);

/**
 * Deletes an own portfolio at the service, with its transactions, after an explicit yes. Deleting a parent also
 * deletes its children: the dialog says so, and says it loudest when the portfolio is a parent.
 */
export function DeletePortfolioDialog({
  portfolio,
  onClose,
  onDeleted,
}: {
  portfolio: PortfolioSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { api } = useFolio();
  const write = useWrite();
  const cost = useCostPreview('manage:deletePortfolio', { portfolioId: portfolio.portfolioId });
  const parent = PARENT_TYPES.has(portfolio.portfolioType);
  const remove = async () => {
    const result = await write.run(() => api.manage.deletePortfolio({ portfolioId: portfolio.portfolioId }));
    if (happened(result)) {
      onDeleted();
      onClose();
    }
  };
  return (
    <DialogFrame title={`Delete ${portfolio.portfolioName}?`} onClose={onClose}>
      {() => (
        <>
          <p>
            This deletes the portfolio <strong>{portfolio.portfolioName}</strong> and all its transactions
            from your account at the service. It cannot be undone from Folio Desk.
          </p>
          <div className={`fd-banner fd-banner--${parent ? 'error' : 'stale'}`} role="note">
            <p>
              {parent
                ? 'This portfolio groups other portfolios: deleting it also deletes every portfolio inside it, with their transactions.'
                : 'Deleting a parent portfolio also deletes its children; if this one groups others, they go with it.'}
            </p>
          </div>
          <WriteResult outcome={write.outcome} />
          <ErrorNote error={write.error} />
          <div className="fd-row">
            <button
              type="button"
              className="fd-button fd-button--danger"
              onClick={() => void remove()}
              disabled={write.busy}
            >
              {write.busy ? 'Deleting…' : parent ? 'Delete it and its children' : 'Delete portfolio'}
            </button>
            <CostBadge cost={cost} />
            <button type="button" className="fd-button" onClick={onClose} data-autofocus>
              Cancel
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
