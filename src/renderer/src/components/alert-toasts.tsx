import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AlertFired } from '../../../shared/domain/alerts';
import { maskIf } from '../../../shared/privacy';
import { openAlertTarget } from '../stores/alerts';
import { useFolio, useFormat, usePrivacy } from '../stores/folio-context';
import { dismissFired, seeFired } from '../stores/fired-alerts';
import { useT } from '../stores/i18n';
import './alert-toasts.css';

// A fired alert, said in the app as well as by the system (which the user may not have allowed): a toast at the
// window's corner, and a count on the Alerts entry of the navigation until the Alerts view is opened.

/** A toast stands this long unless the pointer or the focus is on it. */
const TOAST_MS = 20_000;

function Toast({ fired }: { fired: AlertFired }) {
  const { stores } = useFolio();
  const privacy = usePrivacy();
  const [held, setHeld] = useState(false);
  const t = useT();
  const id = fired.entry.id;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissFired(stores.alerts.fired, id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, id, stores]);
  return (
    <div
      className="fd-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="fd-toast__text">
        <strong>{maskIf(privacy.on, fired.title)}</strong> {maskIf(privacy.on, fired.body)}
      </p>
      <div className="fd-toast__actions">
        <button
          type="button"
          className="fd-button"
          onClick={() => {
            dismissFired(stores.alerts.fired, id);
            openAlertTarget(stores, fired.entry.target);
          }}
        >
          {t('header.toast.open', { target: fired.entry.target.label })}
        </button>
        <button type="button" className="fd-button" onClick={() => dismissFired(stores.alerts.fired, id)}>
          {t('header.toast.dismiss')}
        </button>
      </div>
    </div>
  );
}

/** Mount once in the shell. */
export function AlertToasts() {
  const { stores } = useFolio();
  const toasts = useStore(stores.alerts.fired, (s) => s.toasts);
  const t = useT();
  return (
    <div className="fd-toasts" role="status" aria-live="polite" aria-label={t('header.toast.region')}>
      {toasts.map((fired) => (
        <Toast key={fired.entry.id} fired={fired} />
      ))}
    </div>
  );
}

/** The count of alerts fired since the Alerts view was last open, beside its navigation link (whose name stays). */
export function FiredCount({ current }: { current: boolean }) {
  const { stores } = useFolio();
  const unseen = useStore(stores.alerts.fired, (s) => s.unseen);
  const t = useT();
  const fmt = useFormat();
  useEffect(() => {
    if (current) seeFired(stores.alerts.fired);
  }, [current, unseen, stores]);
  if (unseen === 0 || current) return null;
  return (
    <span className="fd-nav__count" data-testid="alerts-fired-count">
      {/* The badge shows the number; a screen reader hears the whole sentence once. */}
      <span aria-hidden="true">{fmt.count(unseen)}</span>
      <span className="fd-visually-hidden">
        {' '}
        {t('header.firedCount', { count: unseen, n: fmt.count(unseen) })}
      </span>
    </span>
  );
}
