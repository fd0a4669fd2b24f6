import { join } from 'node:path';
import { app, dialog } from 'electron';
import { keepCompiledCode } from './lib/compile-cache';

// The Electron entry: one instance, then the compile cache in the user's data folder, then the host and the app
// it builds (host/desktop-main.ts), loaded after it so their compiled code comes from the cache on later starts.

if (!app.requestSingleInstanceLock()) {
  // Another Folio Desk is running; its second-instance handler shows its window. This one loads nothing more.
  app.quit();
} else {
  keepCompiledCode(join(app.getPath('userData'), 'compile-cache'), __dirname);
  import('./host/desktop-main')
    .then(({ runDesktop }) =>
      runDesktop({ outDir: join(__dirname, '..'), resourcesDir: join(__dirname, '../../resources') }),
    )
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      dialog.showErrorBox('Folio Desk could not start', message);
      app.exit(1);
    });
}
