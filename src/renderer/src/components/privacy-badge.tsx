import { usePrivacy } from '../stores/folio-context';
import { useT } from '../stores/i18n';

/**
 * Says in the header that privacy mode hides the amounts, so "$•••" everywhere never reads as data that failed to
 * load (Ctrl+Shift+P turns it on by accident as easily as on purpose); pressing it shows them again.
 */
export function PrivacyBadge() {
  const privacy = usePrivacy();
  const t = useT();
  if (!privacy.on) return null;
  return (
    <button
      type="button"
      className="fd-badge fd-badge--privacy"
      onClick={privacy.toggle}
      title={t('header.amountsHiddenTitle')}
    >
      {t('header.amountsHidden')}
    </button>
  );
}
