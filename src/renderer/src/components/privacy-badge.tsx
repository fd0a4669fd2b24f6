import { usePrivacy } from '../stores/folio-context';

/**
 * Says in the header that privacy mode hides the amounts, so "$•••" everywhere never reads as data that failed to
 * load (Ctrl+Shift+P turns it on by accident as easily as on purpose); pressing it shows them again.
 */
export function PrivacyBadge() {
  const privacy = usePrivacy();
  if (!privacy.on) return null;
  return (
    <button
      type="button"
      className="fd-badge fd-badge--privacy"
      onClick={privacy.toggle}
      title="Privacy mode hides every amount. Press to show them (Ctrl+Shift+P)."
    >
      Amounts hidden
    </button>
  );
}
