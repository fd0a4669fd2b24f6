import type { Session, WebContents } from 'electron';

// Hardening that does not depend on which page is loaded (STYLE.md rule 12): no permission is ever granted, the
// page cannot navigate away or open windows, and no <webview> can be attached. The page's CSP is the meta tag in
// src/renderer/index.html.

/** The app needs no camera, notification, geolocation, clipboard-read... permission: refuse every request. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export interface ContentsPolicy {
  /** Opens a web link in the user's browser; only https links are passed on. */
  openExternal(url: string): void;
}

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

export function hardenContents(contents: WebContents, policy: ContentsPolicy): void {
  // The app is one page; any navigation (a dropped file, a link, an injected location change) is refused.
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isHttps(url)) policy.openExternal(url);
    return { action: 'deny' };
  });
}
