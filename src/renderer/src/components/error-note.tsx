import { useStore } from 'zustand';
import type { AppError } from '../../../shared/envelope';
import { knownPlan } from '../stores/credits';
import { useFolio } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { describeError } from '../lib/describe-error';
import { SessionOnlyOffer } from './session-only-offer';
import { withSettingsLink } from './settings-link';

/**
 * An inline error for an action the user just took (a form, a button): what happened and what to do. Without an
 * OS keychain it offers to keep the secret for this session only; `onKeptForSession` lets the form follow up.
 */
export function ErrorNote({
  error,
  onKeptForSession,
}: {
  error: AppError | null;
  onKeptForSession?: (kept: string[]) => void;
}) {
  const { stores } = useFolio();
  const plan = useStore(stores.credits.meter, (s) => knownPlan(s.value));
  const t = useT();
  if (!error) return null;
  const text = describeError(error, plan, t);
  return (
    <div className="fd-banner fd-banner--error" role="alert">
      <p>
        <strong>{text.headline}</strong> {withSettingsLink(text.advice, t('errors.settingsLink'))}
      </p>
      {text.detail && <p className="fd-banner__detail">{text.detail}</p>}
      {error.code === 'keychain_unavailable' && <SessionOnlyOffer onKept={onKeptForSession} />}
    </div>
  );
}
