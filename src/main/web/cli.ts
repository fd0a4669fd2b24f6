import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../app';
import { consoleLogger } from '../lib/effects';
import { createKeytarStore } from '../secrets/keytar-store';
import { defaultDataDir } from './user-data-dir';
import { startWebHost } from './web-host';

// `npm run web`: Folio Desk in a browser, for machines without a display or without Electron. Built by
// electron-vite into out/main/web.js, beside the renderer (out/renderer) and the bridge (out/preload).

const usage = `Usage: node out/main/web.js [--port N] [--data-dir DIR]

  --port N        port on 127.0.0.1 (default 0: a free port)
  --data-dir DIR  folder of the cache and settings (default: ${defaultDataDir()})
  --help          show this help`;

/** The app's version, as Electron's app.getVersion() would report it: from package.json beside out/. */
function packageVersion(outDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, '..', 'package.json'), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : '';
  return typeof version === 'string' ? version : '0.0.0';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  mkdirSync(dataDir, { recursive: true });

  const log = consoleLogger;
  const outDir = join(__dirname, '..');
  const app = await createApp({
    fetch: (input, init) => fetch(input, init),
    secrets: createKeytarStore(),
    dataDir,
    log,
    version: packageVersion(outDir),
  });
  const host = await startWebHost({
    app,
    rendererDir: join(outDir, 'renderer'),
    bridgeFile: join(outDir, 'preload', 'web-bridge.js'),
    port,
    log,
  });
  console.log(`Folio Desk web host: open ${host.url}`);

  const stop = () => {
    void host
      .close()
      .then(() => app.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `Folio Desk web host could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
