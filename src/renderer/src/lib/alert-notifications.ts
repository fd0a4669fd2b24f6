import type { AlertFired } from '../../../shared/domain/alerts';

// The web host's side of alert notifications: the browser's Notification API, used only once the user has
// allowed it (asked on a click, never on load). The desktop app shows OS notifications from main instead, and
// says so in each push (shownByHost), so an alert is never shown twice.

export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser; call it from a click (browsers ignore or block a request made without one). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows a fired alert as a browser notification when allowed; clicking it brings the page forward and opens. */
export function showAlertNotification(fired: AlertFired, open: () => void): boolean {
  if (fired.shownByHost || notificationPermission() !== 'granted') return false;
  const shown = new Notification(fired.title, { body: fired.body, tag: `folio-alert-${fired.entry.id}` });
  shown.onclick = () => {
    window.focus();
    open();
    shown.close();
  };
  return true;
}
