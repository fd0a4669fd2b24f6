import { useEffect, useState } from 'react';
import {
  askNotificationPermission,
  notificationPermission,
  type NotificationPermissionState,
} from '../../lib/alert-notifications';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

/**
 * Where alerts appear. The desktop app uses the system's notifications; in a browser they need the user's
 * permission, asked for only when the button is pressed, and a refusal is said plainly (the log still works).
 */
export function NotificationPermission() {
  const { api } = useFolio();
  const t = useT();
  const [desktop, setDesktop] = useState(false);
  const [state, setState] = useState<NotificationPermissionState>(notificationPermission);
  useEffect(() => {
    void api.app
      .capabilities({})
      .then((answer) => setDesktop(answer.ok && answer.value.osNotifications === true));
  }, [api]);
  if (desktop) {
    return <p className="fd-source">{t('alerts.systemNotifications')}</p>;
  }
  const ask = async () => setState(await askNotificationPermission());
  return (
    <div className="fd-row" data-testid="alert-notifications">
      {state === 'granted' && <p>{t('alerts.notificationsOn')}</p>}
      {state === 'default' && (
        <>
          <p>{t('alerts.notificationsAsk')}</p>
          <button type="button" className="fd-button" onClick={() => void ask()}>
            {t('alerts.allowNotifications')}
          </button>
        </>
      )}
      {state === 'denied' && <p role="alert">{t('alerts.notificationsBlocked')}</p>}
      {state === 'unsupported' && <p>{t('alerts.notificationsUnsupported')}</p>}
    </div>
  );
}
