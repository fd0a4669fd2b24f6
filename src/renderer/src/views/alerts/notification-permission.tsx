import { useEffect, useState } from 'react';
import {
  askNotificationPermission,
  notificationPermission,
  type NotificationPermissionState,
} from '../../lib/alert-notifications';
import { useFolio } from '../../stores/folio-context';

/**
 * Where alerts appear. The desktop app uses the system's notifications; in a browser they need the user's
 * permission, asked for only when the button is pressed, and a refusal is said plainly (the log still works).
 */
export function NotificationPermission() {
  const { api } = useFolio();
  const [desktop, setDesktop] = useState(false);
  const [state, setState] = useState<NotificationPermissionState>(notificationPermission);
  useEffect(() => {
    void api.app
      .capabilities({})
      .then((answer) => setDesktop(answer.ok && answer.value.osNotifications === true));
  }, [api]);
  if (desktop) {
    return (
      <p className="fd-source">
        Alerts appear as system notifications; clicking one opens its coin or asset.
      </p>
    );
  }
  const ask = async () => setState(await askNotificationPermission());
  return (
    <div className="fd-row" data-testid="alert-notifications">
      {state === 'granted' && <p>Notifications are on: clicking one opens its coin or asset.</p>}
      {state === 'default' && (
        <>
          <p>Alerts show in the log below. To see them as notifications too, allow this page to show them.</p>
          <button type="button" className="fd-button" onClick={() => void ask()}>
            Allow notifications
          </button>
        </>
      )}
      {state === 'denied' && (
        <p role="alert">
          Notifications are blocked for this page, so alerts show only in the log below. To see them as
          notifications, allow notifications for this address in the browser's site settings.
        </p>
      )}
      {state === 'unsupported' && <p>This browser shows no notifications: alerts show in the log below.</p>}
    </div>
  );
}
