import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuActions {
  toggleDarkMode(): void;
  /** Developer tools only while developing. */
  dev: boolean;
}

/** The application menu as data, so it reads in one place; the host turns it into a Menu. */
export function appMenuTemplate({ toggleDarkMode, dev }: AppMenuActions): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { label: 'Toggle Dark Mode', accelerator: 'CmdOrCtrl+Shift+D', click: toggleDarkMode },
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (dev) view.push({ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' });
  return [
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about', label: 'About Folio Desk' }] },
  ];
}
