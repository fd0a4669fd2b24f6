import { useState } from 'react';
import { useStore } from 'zustand';
import { dismissNotice } from '../stores/settings';
import { useFolio, usePrivacy } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { maskIf } from '../../../shared/privacy';

/**
 * What main wants the user to know: start-up notices (a corrupt cache moved aside, ...) and app:notice pushes.
 * Masked in privacy mode like every other text that may carry an amount. Mount once in the shell.
 */
export function Notices() {
  const { stores } = useFolio();
  const privacy = usePrivacy();
  const pushed = useStore(stores.settings.notices, (s) => s.items);
  const t = useT();
  const status = useStore(stores.settings.status, (s) => s.value);
  // Main's sentences in the user's language when it sent their message ids; its English otherwise.
  const says = status?.noticeSays;
  const startup =
    says && says.length === status.notices.length
      ? says.map((say) => t(say.id, say.values))
      : status?.notices;
  const [startupRead, setStartupRead] = useState(false);
  const showStartup = !startupRead && startup !== undefined && startup.length > 0;
  if (!showStartup && pushed.length === 0) return null;
  return (
    <div className="fd-notices" role="status" aria-live="polite">
      {showStartup && (
        <div className="fd-banner fd-banner--stale">
          <p>{startup.map((text) => maskIf(privacy.on, text)).join(' ')}</p>
          <button type="button" className="fd-button" onClick={() => setStartupRead(true)}>
            {t('notices.dismiss')}
          </button>
        </div>
      )}
      {pushed.map((n) => (
        <div key={n.id} className={`fd-banner fd-banner--${n.level === 'error' ? 'error' : 'stale'}`}>
          <p>{maskIf(privacy.on, n.say ? t(n.say.id, n.say.values) : n.message)}</p>
          <button type="button" className="fd-button" onClick={() => dismissNotice(stores.settings, n.id)}>
            {t('notices.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
