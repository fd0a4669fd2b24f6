import { useEffect, useRef } from 'react';
import type { CostPreview } from '../../../shared/domain/credits';
import { useFormat } from '../stores/folio-context';
import { costText } from './cost-badge';
import { explanationText } from '../../../shared/i18n/explanation';
import { useT } from '../stores/i18n';

/** What the spend is for: each says its cost in a sentence of its own. */
const BODY = { sync: 'cost.confirm.sync', olderCandles: 'cost.confirm.olderCandles' } as const;

export interface ConfirmSpendProps {
  what: keyof typeof BODY;
  cost: CostPreview;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Calls above the user's threshold are sent only after an explicit yes, with the cost in the button itself. */
export function ConfirmSpend({ what, cost, onConfirm, onCancel }: ConfirmSpendProps) {
  const fmt = useFormat();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
  }, []);
  const price = costText(cost, fmt.count, t);
  return (
    <dialog ref={dialog} className="fd-dialog" aria-labelledby="fd-confirm-title" onCancel={onCancel}>
      <h2 id="fd-confirm-title">{t('cost.confirm.title', { price })}</h2>
      <p>{t(BODY[what], { price, explanation: explanationText(t, cost, fmt.count) })}</p>
      <div className="fd-row">
        <button type="button" className="fd-button fd-button--primary" onClick={onConfirm}>
          {t('cost.confirm.spend', { price })}
        </button>
        <button type="button" className="fd-button" onClick={onCancel} autoFocus>
          {t('cost.confirm.cancel')}
        </button>
      </div>
    </dialog>
  );
}
