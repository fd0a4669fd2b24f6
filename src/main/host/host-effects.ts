import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, dialog, Notification, type BrowserWindow } from 'electron';
import type { HostEffects } from '../settings/host-handlers';

// The desktop app's abilities the web host lacks: the system save dialog for exports, OS notifications for price
// alerts, and the update check when the app was packaged with a feed (`FOLIO_UPDATE_FEED_URL` at `npm run dist`
// writes app-update.yml into its resources). Without that file, updates are off and electron-updater is never loaded.

/** The feed URL from the packaged app-update.yml (`url: https://...`), or null when updates are off. */
export function packagedUpdateFeed(resourcesPath: string | undefined): string | null {
  if (!app.isPackaged || !resourcesPath) return null;
  const file = join(resourcesPath, 'app-update.yml');
  if (!existsSync(file)) return null;
  const url = /^url:\s*['"]?(https:\/\/[^'"\s]+)/m.exec(readFileSync(file, 'utf8'))?.[1];
  return url ?? null;
}

export function desktopHostEffects(currentWindow: () => BrowserWindow | null): HostEffects {
  const feedUrl = packagedUpdateFeed(process.resourcesPath);
  return {
    async saveFile(suggestedName, content) {
      const options = {
        defaultPath: join(app.getPath('documents'), suggestedName),
        filters: [{ name: 'CSV (comma or semicolon separated)', extensions: ['csv'] }],
      };
      const window = currentWindow();
      const { canceled, filePath } = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
      if (canceled || !filePath) return null;
      await writeFile(filePath, content, { mode: 0o600 });
      return filePath;
    },
    notify(note, onClick) {
      if (!Notification.isSupported()) throw new Error('this system shows no notifications');
      const shown = new Notification({ title: note.title, body: note.body });
      shown.on('click', () => {
        // Bring the window forward, then let the page open the alert's coin or asset.
        const window = currentWindow();
        if (window) {
          if (window.isMinimized()) window.restore();
          window.show();
          window.focus();
        }
        onClick();
      });
      shown.show();
    },
    ...(feedUrl
      ? {
          updates: {
            feedUrl,
            async latestVersion() {
              // Loaded only when a feed exists; it downloads nothing unless asked (autoDownload off).
              const { autoUpdater } = await import('electron-updater');
              autoUpdater.autoDownload = false;
              const result = await autoUpdater.checkForUpdates();
              return result?.updateInfo.version ?? null;
            },
          },
        }
      : {}),
  };
}
