import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Handlers } from '../../src/shared/contract';
import type { Envelope } from '../../src/shared/envelope';
import type { App } from '../../src/main/app';
import type { ReadContext } from '../../src/main/api/read-context';
import { portfolioViewReads } from '../../src/main/first-view';
import { systemClock, type Clock, type FetchLike } from '../../src/main/lib/effects';
import type { SecretStore } from '../../src/main/secrets/secret-store';
import { createSandbox } from '../../src/sandbox/app';
import { serveSandbox } from '../../src/sandbox/server';
import { builtApp } from './built-app';

// What every bench scenario shares: the sandbox served over real HTTP on 127.0.0.1, the whole app built through
// createApp (as the Electron and web hosts build it) from the bundle the bench builds (built-app.ts), and the
// Portfolios view's reads as the renderer sends them.

export const FREE_KEY = 'sandbox-free-key';
export const STARTER_KEY = 'sandbox-starter-key';

export interface Served {
  url: string;
  /** The API base URL the app is given for this sandbox. */
  apiBase: string;
  /** Paths that reached the sandbox's API, in arrival order. */
  arrivals: string[];
  close(): Promise<void>;
}

export async function serveBenchSandbox(seed = 11): Promise<Served> {
  const sandbox = createSandbox({ seed });
  const arrivals: string[] = [];
  const recording = {
    ...sandbox,
    app: {
      fetch: (request: Request) => {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/__sandbox')) arrivals.push(url.pathname + url.search);
        return sandbox.app.fetch(request);
      },
    },
  };
  const server = await serveSandbox(recording as unknown as typeof sandbox, 0);
  // The sandbox serves the reference's /v1 paths; the base URL carries the segment (the app's paths do not).
  return { url: server.url, apiBase: `${server.url}/v1`, arrivals, close: server.close };
}

export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `folio-bench-${name}-`));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface AppRun {
  app: App;
  secrets: SecretStore;
}

/** The app over `dir`, with the API key stored as the user would have stored it in Settings. */
export async function startApp(options: {
  dir: string;
  apiBase: string;
  key: string;
  fetch?: FetchLike;
  clock?: Clock;
  secrets?: SecretStore;
}): Promise<AppRun> {
  const { createApp, createMemoryStore, silentLogger } = builtApp();
  const secrets = options.secrets ?? createMemoryStore();
  const app = await createApp({
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    secrets,
    dataDir: options.dir,
    clock: options.clock ?? systemClock,
    log: silentLogger,
    apiBaseUrl: options.apiBase,
  });
  return { app, secrets };
}

/** Stores the key once in a fresh data folder (the keychain presence flag lives in settings), then closes. */
export async function withStoredKey(dir: string, apiBase: string, key: string): Promise<SecretStore> {
  const secrets = builtApp().createMemoryStore();
  const { app } = await startApp({ dir, apiBase, key, secrets, fetch: refusedFetch });
  await app.handlers['settings:setApiKey']({ apiKey: key });
  await app.close();
  return secrets;
}

/** A service that is down: every connection is refused. */
export const refusedFetch: FetchLike = async () => {
  throw new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:443');
};

/**
 * One call as the renderer makes it: through the contract's parsing, as the IPC registry and the bridge do.
 * `context`: a read main makes for itself instead (a prefetch's 'background').
 */
export function call(handlers: Handlers, channel: string, input: unknown = {}, context?: ReadContext) {
  const { dispatch, silentLogger } = builtApp();
  return dispatch(handlers, channel, input, silentLogger, context);
}

/** The Portfolios view's reads for one portfolio, in the order the renderer sends them. */
export function portfolioView(handlers: Handlers, portfolioId: string): Promise<Envelope<unknown>>[] {
  return portfolioViewReads(portfolioId).map(([channel, input]) => call(handlers, channel, input));
}

export async function portfolioIds(handlers: Handlers): Promise<string[]> {
  const list = await handlers['portfolio:list']({});
  if (!list.ok) throw new Error(`portfolio:list failed: ${list.error.message}`);
  return list.value.map((p) => p.portfolioId);
}

/** Every envelope succeeded (live or from the cache); the bench refuses to time a broken path. */
export function expectAllOk(envelopes: Envelope<unknown>[], what: string): void {
  const failed = envelopes.filter((e) => !e.ok);
  if (failed.length > 0) {
    const first = failed[0];
    throw new Error(
      `${what}: ${failed.length} reads failed (${first && !first.ok ? first.error.message : ''})`,
    );
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const ms = (start: number) => performance.now() - start;

export interface Stats {
  min: number;
  median: number;
  max: number;
}

/** Min, median (the mean of the middle two for an even count) and max. */
export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted.at(-1) ?? 0 };
}
