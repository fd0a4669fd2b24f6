import { BrowserWindow } from 'electron';
import type { AppPage } from './app-page';
import { hardenContents, type ContentsPolicy } from './security';

export interface MainWindowOptions {
  page: AppPage;
  /** Absolute path of the bundled CommonJS preload. */
  preloadFile: string;
  iconFile: string;
  policy: ContentsPolicy;
}

export function createMainWindow({ page, preloadFile, iconFile, policy }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 720,
    minHeight: 480,
    title: 'Folio Desk',
    icon: iconFile,
    show: false,
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadFile,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  hardenContents(window.webContents, policy);
  // Shown once painted, so the user never sees a white flash before the theme applies.
  window.once('ready-to-show', () => window.show());
  if (page.devServerUrl) void window.loadURL(page.devServerUrl);
  else void window.loadFile(page.indexFile);
  return window;
}
