import { useState } from 'react';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { useCostPreview } from '../../../components/cost-badge';
import { useFolio } from '../../../stores/folio-context';
import { DialogFrame } from './dialog-frame';
import { happened, useWrite } from './use-write';
import { LIST_ONLY, useDeleteThen } from './whole-click';
import { WriteCost } from './write-status';
import { WriteActions } from './write-result';

/** Types that group other portfolios: deleting one deletes them too (service.md 4.5). */
const PARENT_TYPES = new Set(['parent', 'group']);
/** Documented types that hold their own coins and group no others. */
const SINGLE_TYPES = new Set(['manual', 'exchange', 'wallet', 'platform']);

/**
 * What else goes with this portfolio, as far as its type tells: the portfolio list names no children, so a
 * parent's cannot be listed, and a type the documentation does not name may or may not group others.
 */
function whatGoesWith(portfolioType: string): { level: 'error' | 'stale'; text: string } {
  if (PARENT_TYPES.has(portfolioType)) {
    return {
      level: 'error',
      text:
        'This portfolio groups other portfolios: deleting it also deletes every portfolio inside it, with ' +
        'their transactions. The service does not tell Folio Desk which ones they are: look in CoinStats first.',
    };
  }
  if (SINGLE_TYPES.has(portfolioType)) {
    return {
      level: 'stale',
      text: `This is a ${portfolioType} portfolio: it groups no others, so only it and its transactions are deleted.`,
    };
  }
  return {
    level: 'stale',
    text:
      `The service calls this portfolio "${portfolioType}", and Folio Desk cannot tell whether it groups others. ` +
      'If it does, they are deleted with it.',
  };
}

/**
 * Deletes an own portfolio at the service, with its transactions, after an explicit yes. Deleting a parent also
 * deletes its children: the dialog says what goes with this one, loudest when it is a parent.
 */
export function DeletePortfolioDialog({
  portfolio: openedOn,
  onClose,
  onDeleted,
}: {
  portfolio: PortfolioSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  // The selection can move while the dialog is open (a portfolio just connected opens once the list reloads):
  // the question, and the deletion, stay with the portfolio it was opened on.
  const [portfolio] = useState(openedOn);
  const { api } = useFolio();
  const write = useWrite(LIST_ONLY);
  const then = useDeleteThen();
  const cost = useCostPreview('manage:deletePortfolio', { portfolioId: portfolio.portfolioId });
  const parent = PARENT_TYPES.has(portfolio.portfolioType);
  const goesWith = whatGoesWith(portfolio.portfolioType);
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
          <div className={`fd-banner fd-banner--${goesWith.level}`} role="note">
            <p>{goesWith.text}</p>
          </div>
          <WriteActions
            write={write}
            danger
            onRun={() => void remove()}
            label={parent ? 'Delete it and its children' : 'Delete portfolio'}
            busyLabel="Deleting…"
            price={<WriteCost write={cost} then={then} />}
            onCancel={onClose}
          />
        </>
      )}
    </DialogFrame>
  );
}
