import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from 'electron';
import type { TrayAction, TrayMenuItem } from './menu-model';
import type { TrayService } from './tray-service';

// The Electron half of the tray: renders the service's menu model and nothing more. Prices and the tooltip come
// from the model (read from the cache, so showing them costs nothing); every decision lives in tray-service.ts.

/** The ages in the menu ("3 min. ago") would go stale while it sits unopened: re-render this often. */
const AGE_TICK_MS = 60_000;

export interface TrayActions {
  iconFile: string;
  service: TrayService;
  /** The user's locale (app.getLocale()), for prices, changes and ages. */
  locale: string;
  open(): void;
  quit(): void;
}

function templateItem(item: TrayMenuItem, run: (action: TrayAction) => void): MenuItemConstructorOptions {
  switch (item.kind) {
    case 'separator':
      return { type: 'separator' };
    case 'price':
    case 'info':
      // Plain text: a price row does nothing when clicked.
      return { label: item.label, enabled: false };
    case 'action':
      return { label: item.label, enabled: item.enabled, click: () => run(item.action) };
  }
}

export interface TrayHandle {
  /** Removes the icon and stops following the service. */
  destroy(): void;
}

export function createTray({ iconFile, service, locale, open, quit }: TrayActions): TrayHandle {
  const tray = new Tray(nativeImage.createFromPath(iconFile));
  const run = (action: TrayAction) => {
    if (action === 'refresh') void service.refresh();
    else if (action === 'open') open();
    else quit();
  };
  const render = () => {
    const model = service.model(locale);
    tray.setToolTip(model.tooltip);
    tray.setContextMenu(Menu.buildFromTemplate(model.items.map((item) => templateItem(item, run))));
  };

  render();
  const stop = service.onChange(render);
  const ticker = setInterval(render, AGE_TICK_MS);
  tray.on('click', open);
  return {
    destroy() {
      clearInterval(ticker);
      stop();
      tray.destroy();
    },
  };
}
