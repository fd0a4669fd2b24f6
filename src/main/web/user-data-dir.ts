import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The folder Electron's app.getPath('userData') names for "Folio Desk", so that the web host and the desktop
 * app share one cache and one set of settings on the same machine.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  const appData =
    platform === 'win32'
      ? (env['APPDATA'] ?? join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env['XDG_CONFIG_HOME'] ?? join(home, '.config'));
  return join(appData, 'Folio Desk');
}
