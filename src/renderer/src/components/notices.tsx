import { useState } from 'react';
import { useStore } from 'zustand';
import { dismissNotice } from '../stores/settings';
import { useFolio, usePrivacy } from '../stores/folio-context';
import { maskIf } from '../../../shared/privacy';

/**
 * What main wants the user to know: start-up notices (a corrupt cache moved aside, ...) and app:notice pushes.
 * Masked in privacy mode like every other text that may carry an amount. Mount once in the shell.
 */
export function Notices() {
  const { stores } = useFolio();
  const privacy = usePrivacy();
  const pushed = useStore(stores.settings.notices, (s) => s.items);
  const startup = useStore(stores.settings.status, (s) => s.value?.notices);
  const [startupRead, setStartupRead] = useState(false);
  const showStartup = !startupRead && startup !== undefined && startup.length > 0;
  if (!showStartup && pushed.length === 0) return null;
  return (
    <div className="fd-notices" role="status" aria-live="polite">
      {showStartup && (
        <div className="fd-banner fd-banner--stale">
          <p>{startup.map((text) => maskIf(privacy.on, text)).join(' ')}</p>
          <button type="button" className="fd-button" onClick={() => setStartupRead(true)}>
            Dismiss
          </button>
        </div>
      )}
      {pushed.map((n) => (
        <div key={n.id} className={`fd-banner fd-banner--${n.level === 'error' ? 'error' : 'stale'}`}>
          <p>{maskIf(privacy.on, n.message)}</p>
          <button type="button" className="fd-button" onClick={() => dismissNotice(stores.settings, n.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
