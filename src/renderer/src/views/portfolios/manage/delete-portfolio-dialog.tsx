import { useState } from 'react';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { useCostPreview } from '../../../components/cost-badge';
import { useFolio } from '../../../stores/folio-context';
import { useT, type Translate } from '../../../stores/i18n';
import { DialogFrame } from './dialog-frame';
import { happened, useWrite } from './use-write';
import { LIST_ONLY, useDeleteThen } from './whole-click';
import { WriteCost } from './write-status';
import { WriteActions } from './write-result';
import { typeInSentence } from '../portfolio-names';

/** Types that group other portfolios: deleting one deletes them too (service.md 4.5). */
const PARENT_TYPES = new Set(['parent', 'group']);
/** Documented types that hold their own coins and group no others. */
const SINGLE_TYPES = new Set(['manual', 'exchange', 'wallet', 'platform']);

/**
 * What else goes with this portfolio, as far as its type tells: the portfolio list names no children, so a
 * parent's cannot be listed, and a type the documentation does not name may or may not group others.
 */
function whatGoesWith(portfolioType: string, t: Translate): { level: 'error' | 'stale'; text: string } {
  if (PARENT_TYPES.has(portfolioType)) return { level: 'error', text: t('manage.goesParent') };
  if (SINGLE_TYPES.has(portfolioType)) {
    return { level: 'stale', text: t('manage.goesSingle', { type: typeInSentence(portfolioType, t) }) };
  }
  return { level: 'stale', text: t('manage.goesUnknown', { type: portfolioType }) };
}

/** The deletion's sentence with the portfolio's name in bold, wherever the language puts it. */
function DeleteBody({ name }: { name: string }) {
  const [before = '', after = ''] = useT()('manage.deleteBody', { name: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <strong translate="no">{name}</strong>
      {after}
    </p>
  );
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
  const t = useT();
  const write = useWrite(LIST_ONLY);
  const then = useDeleteThen();
  const cost = useCostPreview('manage:deletePortfolio', { portfolioId: portfolio.portfolioId });
  const parent = PARENT_TYPES.has(portfolio.portfolioType);
  const goesWith = whatGoesWith(portfolio.portfolioType, t);
  const remove = async () => {
    const result = await write.run(() => api.manage.deletePortfolio({ portfolioId: portfolio.portfolioId }));
    if (happened(result)) {
      onDeleted();
      onClose();
    }
  };
  return (
    <DialogFrame title={t('manage.deleteTitle', { name: portfolio.portfolioName })} onClose={onClose}>
      {() => (
        <>
          <DeleteBody name={portfolio.portfolioName} />
          <div className={`fd-banner fd-banner--${goesWith.level}`} role="note">
            <p>{goesWith.text}</p>
          </div>
          <WriteActions
            write={write}
            danger
            onRun={() => void remove()}
            label={parent ? t('manage.deleteWithChildren') : t('manage.deletePortfolio')}
            busyLabel={t('manage.deleting')}
            price={<WriteCost write={cost} then={then} />}
            onCancel={onClose}
          />
        </>
      )}
    </DialogFrame>
  );
}
