import { Menu, Tray, nativeImage } from 'electron';

// The Electron half of the tray: an icon and a menu. The prices the tray will show come later from a pure menu
// model (tray/menu-model.ts); until then the menu opens the window or quits.

export interface TrayActions {
  iconFile: string;
  open(): void;
  quit(): void;
}

export function createTray({ iconFile, open, quit }: TrayActions): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconFile));
  // The tooltip is kept by the OS; it names the app and never shows balances (PRODUCT.md, privacy).
  tray.setToolTip('Folio Desk');
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: 'Open Folio Desk', click: open },
      { type: 'separator' },
      { label: 'Quit', click: quit },
    ]),
  );
  tray.on('click', open);
  return tray;
}
