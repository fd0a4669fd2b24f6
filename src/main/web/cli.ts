import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp, DEFAULT_API_BASE_URL, DEFAULT_GATEWAY_BASE_URL } from '../app';
import { consoleLogger } from '../lib/effects';
import { createKeytarStore } from '../secrets/keytar-store';
import { defaultDataDir } from './user-data-dir';
import { startWebHost } from './web-host';

// `npm run web`: Folio Desk in a browser, for machines without a display or without Electron. Built by
// electron-vite into out/main/web.js, beside the renderer (out/renderer) and the bridge (out/preload).

const usage = `Usage: node out/main/web.js [--port N] [--data-dir DIR] [--api-base-url URL] [--gateway-base-url URL]

  --port N                port on 127.0.0.1 (default 0: a free port)
  --data-dir DIR          folder of the cache and settings (default: ${defaultDataDir()})
  --api-base-url URL      the data service's base URL, with any version segment it needs (default:
                          ${DEFAULT_API_BASE_URL}); e.g. a local sandbox (npm run sandbox), which
                          serves the reference's /v1 paths, at http://127.0.0.1:8787/v1
  --gateway-base-url URL  the pay-per-request gateway (default: ${DEFAULT_GATEWAY_BASE_URL});
                          the sandbox serves one at http://127.0.0.1:8787/gateway
  --help                  show this help`;

/** An http(s) address without a trailing slash (paths are appended to it), or an error saying what was wrong. */
function baseUrl(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--${flag} must be an address like http://127.0.0.1:8787, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--${flag} must start with http:// or https://, not "${value}".`);
  }
  return value.replace(/\/+$/, '');
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
  const apiBaseUrl = baseUrl('api-base-url', values['api-base-url']);
  const gatewayBaseUrl = baseUrl('gateway-base-url', values['gateway-base-url']);
  // createApp creates the folder (0700) and says what to do when it cannot.
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());

  const log = consoleLogger;
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
