import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeTheme, session, shell } from 'electron';
import type { EventName } from '../../shared/contract';
import { createApp } from '../app';
import { appMenuTemplate } from './app-menu';
import { isAppPageUrl, type AppPage } from './app-page';
import { createMainWindow } from './main-window';
import { desktopHostEffects } from './host-effects';
import { denyAllPermissions } from './security';
import { registerIpc } from '../ipc/registry';
import { consoleLogger } from '../lib/effects';
import { createKeytarStore } from '../secrets/keytar-store';
import { createTray } from '../tray/tray-electron';

// The Electron host, kept thin (DESIGN.md): lifecycle, the hardened window, menu, tray and IPC registration.
// Everything the app does is built by createApp, exactly as the web host and the tests build it.

const log = consoleLogger;

/** Where the build put the renderer and preload (out/) and the icons: the entry's folder knows, not a chunk's. */
export interface DesktopPaths {
  outDir: string;
  resourcesDir: string;
}

/** A data:changed push that names the settings (the generic sink cannot narrow the payload by the event). */
function settingsChanged(event: EventName, payload: unknown): boolean {
  if (event !== 'data:changed' || typeof payload !== 'object' || payload === null || !('kinds' in payload)) {
    return false;
  }
  return Array.isArray(payload.kinds) && payload.kinds.includes('settings');
}

async function start({ outDir, resourcesDir }: DesktopPaths, page: AppPage): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  let window: BrowserWindow | null = null;
  const core = await createApp({
    fetch: (input, init) => fetch(input, init),
    secrets: createKeytarStore(),
    dataDir: app.getPath('userData'),
    log,
    version: app.getVersion(),
    host: desktopHostEffects(() => (window && !window.isDestroyed() ? window : null)),
  });

  let quitting = false;
  let closeToTray = false;

  const applySettings = async () => {
    const answer = await core.handlers['settings:get']({});
    if (!answer.ok) return;
    closeToTray = answer.value.closeToTray;
    // Electron then reports the same scheme to the page's prefers-color-scheme as the menu and title bar use.
    nativeTheme.themeSource = answer.value.theme;
  };

  const showWindow = () => {
    if (!window || window.isDestroyed()) window = openWindow();
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  const openWindow = () => {
    const created = createMainWindow({
      page,
      preloadFile: join(outDir, 'preload/index.js'),
      iconFile: join(resourcesDir, 'icon.png'),
      policy: { openExternal: (url) => void shell.openExternal(url) },
    });
    created.on('close', (event) => {
      if (quitting || !closeToTray) return;
      event.preventDefault();
      created.hide();
    });
    return created;
  };

  await applySettings();
  core.subscribe((event, payload) => {
    if (window && !window.isDestroyed()) window.webContents.send(event, payload);
    if (settingsChanged(event, payload)) void applySettings();
  });
  registerIpc(ipcMain, core.handlers, log, (event) => isAppPageUrl(event.senderFrame?.url ?? '', page));

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        dev: page.devServerUrl !== undefined,
        toggleDarkMode: () =>
          void core.handlers['settings:update']({
            theme: nativeTheme.shouldUseDarkColors ? 'light' : 'dark',
          }),
      }),
    ),
  );
  const tray = createTray({
    // macOS tints a "Template" image for light and dark menu bars (it loads the @2x file on Retina by itself).
    iconFile: join(resourcesDir, process.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'),
    service: core.tray,
    locale: app.getLocale(),
    open: showWindow,
    quit: () => app.quit(),
  });

  app.on('second-instance', showWindow);
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => {
    quitting = true;
  });
  let closed: Promise<void> | null = null;
  app.on('will-quit', (event) => {
    // Hold the exit once so the cache database closes (and its WAL checkpoint finishes) first.
    if (closed) return;
    event.preventDefault();
    tray.destroy();
    closed = core.close().finally(() => app.quit());
  });
  window = openWindow();
}

/** Runs the desktop app (index.ts took the single-instance lock): the window, menu, tray and IPC over the app. */
export function runDesktop(paths: DesktopPaths): void {
  const page: AppPage = {
    indexFile: join(paths.outDir, 'renderer/index.html'),
    devServerUrl: process.env['ELECTRON_RENDERER_URL'],
  };
  start(paths, page).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log.error('Folio Desk could not start', { error: message });
    dialog.showErrorBox('Folio Desk could not start', message);
    app.exit(1);
  });
}
