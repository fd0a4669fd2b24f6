import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp, DEFAULT_API_BASE_URL, DEFAULT_GATEWAY_BASE_URL } from '../app';
import { consoleLogger } from '../lib/effects';
import { createKeytarStore } from '../secrets/keytar-store';
import { checkServiceAddress, GATEWAY_ADDRESS, type AddressKind } from '../../shared/service-address';
import { defaultDataDir } from './user-data-dir';
import { startWebHost } from './web-host';

// `npm run web`: Folio Desk in a browser, for machines without a display or without Electron. Built by
// electron-vite into out/main/web.js, beside the renderer (out/renderer) and the bridge (out/preload).

const usage = `Usage: node out/main/web.js [--port N] [--data-dir DIR] [--api-base-url URL] [--gateway-base-url URL]

  --port N                port on 127.0.0.1 (default 0: a free port)
  --data-dir DIR          folder of the cache and settings (default: ${defaultDataDir()})
  --api-base-url URL      the Service address for this run, with any version segment it needs (default:
                          the one saved in Settings, else ${DEFAULT_API_BASE_URL}); https, or
                          http on 127.0.0.1, ::1 or localhost only; e.g. a local sandbox (npm run sandbox),
                          which serves the reference's /v1 paths, at http://127.0.0.1:8787/v1. Settings can
                          change it while the host runs
  --gateway-base-url URL  the pay-per-request gateway (default: ${DEFAULT_GATEWAY_BASE_URL}); https, or
                          http on 127.0.0.1, ::1 or localhost only; the sandbox serves one at
                          http://127.0.0.1:8787/gateway
  --help                  show this help`;

/**
 * The Service address follows the same rule as in Settings: https, or http on loopback only. So does the gateway's,
 * which receives signed payments and the session cookie.
 */
function addressFlag(
  flag: 'api-base-url' | 'gateway-base-url',
  value: string | undefined,
  kind?: AddressKind,
): string | undefined {
  if (value === undefined) return undefined;
  const checked = checkServiceAddress(value, kind);
  if (!checked.ok) throw new Error(`--${flag}: ${checked.message}`);
  return checked.address;
}

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
      'api-base-url': { type: 'string' },
      'gateway-base-url': { type: 'string' },
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
  const apiBaseUrl = addressFlag('api-base-url', values['api-base-url']);
  const gatewayBaseUrl = addressFlag('gateway-base-url', values['gateway-base-url'], GATEWAY_ADDRESS);
  // createApp creates the folder (0700) and says what to do when it cannot.
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());

  const log = consoleLogger;
  // As Electron's main process does (its default is --unhandled-rejections=warn): a promise nobody awaited is a
  // defect to report, not a reason to drop the user's open session. Node's default would end the process.
  process.on('unhandledRejection', (reason) =>
    log.error('unhandled rejection', {
      error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
    }),
  );
  const outDir = join(__dirname, '..');
  const app = await createApp({
    fetch: (input, init) => fetch(input, init),
    secrets: createKeytarStore(),
    dataDir,
    log,
    version: packageVersion(outDir),
    apiBaseUrl,
    gatewayBaseUrl,
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
