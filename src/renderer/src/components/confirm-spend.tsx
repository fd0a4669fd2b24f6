import { useEffect, useRef } from 'react';
import type { CostPreview } from '../../../shared/domain/credits';
import { useFormat } from '../stores/folio-context';
import { costText } from './cost-badge';

export interface ConfirmSpendProps {
  what: string;
  cost: CostPreview;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Calls above the user's threshold are sent only after an explicit yes, with the cost in the button itself. */
export function ConfirmSpend({ what, cost, onConfirm, onCancel }: ConfirmSpendProps) {
  const fmt = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
  }, []);
  const price = costText(cost, fmt.count);
  return (
    <dialog ref={dialog} className="fd-dialog" aria-labelledby="fd-confirm-title" onCancel={onCancel}>
      <h2 id="fd-confirm-title">Spend {price}?</h2>
      <p>
        {what} costs {price}, more than your confirmation threshold. {cost.explanation}
      </p>
      <div className="fd-row">
        <button type="button" className="fd-button fd-button--primary" onClick={onConfirm}>
          Spend {price}
        </button>
        <button type="button" className="fd-button" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
