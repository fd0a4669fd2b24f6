import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useFormat } from '../../../stores/folio-context';
import { figuresFor } from '../../../lib/bidi';
import { useTranslator } from '../../../stores/i18n';
import { forgetSaved, manageRequests } from './manage-requests';
import { KIND_LABELS } from './transaction-fields';

/** How long the note stands; it goes sooner when another dialog opens or the user dismisses it. */
export const SAVED_NOTE_MS = 12_000;

/** Says which transaction the service took once its dialog has closed, so a save is never silent. */
export function SavedNote() {
  const saved = useStore(manageRequests, (s) => s.saved);
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(forgetSaved, SAVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  if (!saved) return null;
  const what = {
    portfolio: saved.portfolioName,
    kind: t(KIND_LABELS[saved.kind]),
    amount: figuresFor(dir)(fmt.amount(saved.amount)),
    coin: saved.coin,
  };
  return (
    <p className="fd-saved" role="status">
      <span>{t(saved.edited ? 'manage.txSaved' : 'manage.txAdded', what)}</span>{' '}
      <button type="button" className="fd-button" onClick={forgetSaved}>
        {t('manage.dismiss')}
      </button>
    </p>
  );
}
