// The sandbox: a local stand-in of the service (../shared/reference/service.md), written from the reference and
// independent of the client. One router (core/router.ts) serves four areas:
//   /v1         the API (API key or Bearer, credits, rate limit),
//   /gateway    the pay-per-request gateway (x402; gateway/ mounts here and calls API handlers via callApi),
//   /__sandbox  control: reset, clock, faults, credits, state,
//   /static-host a stand-in of the service's image host (coin icons; images/).
// It answers in process with plain objects (demo mode), as a fetch handler (tests) or over HTTP (server.ts, cli.ts).
import { seededStart } from './core/clock';
import { authenticate } from './core/auth';
import { HeaderBag, type PlainRequest, type SandboxAnswer } from './core/answer';
import { publicPath, type SandboxApi, type SandboxBindings, type SandboxContext } from './core/env';
import { Router } from './core/router';
import { ApiError, ConnectionDropped, errorBody } from './core/errors';
import { createMeter } from './core/meter';
import { createState, resetState, type SandboxState, type StateOptions } from './core/state';
import { createControlRoutes } from './control/routes';
import { createWorld } from './data/world';
import type { SandboxDeps } from './deps';
import { registerCoinPriceRoutes } from './routes/coin-prices';
import { registerCoinRoutes } from './routes/coins';
import { registerInsightRoutes } from './routes/insights';
import { registerNewsRoutes } from './routes/news';
import { registerPortfolioHistoryRoutes } from './routes/portfolio-history';
import { registerPortfolioRoutes } from './routes/portfolio';
import { registerPortfolioDefiRoute } from './routes/portfolio-defi';
import { registerPortfolioSnapshotRoute } from './routes/portfolio-snapshot';
import { registerExchangeSupportRoute } from './routes/exchange-support';
import { registerPortfolioWriteRoutes } from './routes/portfolio-writes';
import { registerTokenRiskRoutes } from './routes/token-risks';
import { registerUsageRoutes } from './routes/usage';
import { registerWalletTransactionRoutes } from './routes/wallet-transactions';
import { registerWalletRoutes } from './routes/wallet';
import { registerWalletChartRoutes } from './routes/wallet-charts';
import { registerRwaRoutes } from './rwa/routes';
import { registerCandleRoutes } from './candles/routes';
import { registerTickerRoutes } from './candles/tickers';
import type { X402Version } from './gateway/challenge';
import { createGatewayRoutes } from './gateway/routes';
import { createImageHostRoutes, IMAGE_HOST_PATH } from './images/routes';

export interface SandboxOptions {
  seed: number;
  /** Sandbox clock start (ms); defaults to the seeded date near 2026-11-20T12:00Z. */
  now?: number;
  /**
   * A real-time source (epoch ms) for the sandbox clock to follow from `now` on, on top of manual advances (demo
   * mode). Without it the clock moves only when told.
   */
  followRealTime?: () => number;
  /** Real time for the rate limiter (ms); Date.now by default. */
  realNow?: () => number;
  /** Real-time wait for latency faults; setTimeout by default. */
  sleep?: (ms: number) => Promise<void>;
  /** The x402 version the gateway speaks: 2 (default; challenge in PAYMENT-REQUIRED) or 1 (challenge in the body). */
  x402Version?: X402Version;
}

export interface Sandbox {
  app: SandboxApi;
  /** In-process transport. A dropped-connection fault rejects with a TypeError, as fetch does on a reset. */
  fetch: (request: Request) => Promise<Response>;
  /** The same in process, with plain objects: no fetch Request or Response is built (demo mode's first start). */
  handle: (request: PlainRequest) => Promise<SandboxAnswer>;
  state: SandboxState;
  reset: () => void;
}

const handleError = (error: unknown, c: SandboxContext): SandboxAnswer => {
  // A dropped connection must not become an answer: let it reach the transport, which closes the socket.
  if (error instanceof ConnectionDropped) throw error;
  const path = publicPath(c);
  if (error instanceof ApiError) return c.json(errorBody(error.status, error.message, path), error.status);
  console.error('sandbox: unexpected error', error);
  return c.json(errorBody(500, 'Internal server error', path), 500);
};

const handleNotFound = (c: SandboxContext): SandboxAnswer =>
  c.json(errorBody(404, `Cannot ${c.req.method} ${publicPath(c)}`, publicPath(c)), 404);

/** Whether the API has a GET route for `apiPath` (no query): `:name` matches one non-empty segment. */
function servesGet(api: SandboxApi, apiPath: string): boolean {
  const got = apiPath.split('/');
  return api.routes.some((route) => {
    if (route.method !== 'GET' || route.path.includes('*')) return false;
    const want = route.path.split('/');
    return (
      want.length === got.length &&
      want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]))
    );
  });
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createSandbox(options: SandboxOptions): Sandbox {
  const startMs = options.now ?? seededStart(options.seed);
  const world = createWorld(options.seed, startMs);
  const stateOptions: StateOptions = {
    seed: options.seed,
    startMs,
    realNow: options.realNow ?? Date.now,
    syncedWallets: world.syncedWallets,
  };
  const state = createState(stateOptions);
  if (options.followRealTime) state.clock.followRealTime(options.followRealTime);
  const reset = (): void => resetState(state, stateOptions);

  const api: SandboxApi = new Router();
  api.onError(handleError);
  api.notFound(handleNotFound);
  api.use('*', authenticate(state));

  const deps: SandboxDeps = {
    seed: options.seed,
    state,
    clock: state.clock,
    metered: createMeter({ state, sleep: options.sleep ?? realSleep }),
    world,
    callApi: (c, apiPath) =>
      api.handle(
        { method: 'GET', url: new URL(apiPath, 'http://sandbox.internal').href, headers: c.req.headers },
        { ...c.env, gateway: { publicPath: c.req.path } },
      ),
    // Read lazily: the route modules below register after deps exist.
    servesGet: (apiPath) => servesGet(api, apiPath),
  };

  registerUsageRoutes(api, deps);
  registerPortfolioRoutes(api, deps);
  registerPortfolioHistoryRoutes(api, deps);
  registerPortfolioWriteRoutes(api, deps);
  registerPortfolioSnapshotRoute(api, deps);
  registerPortfolioDefiRoute(api, deps);
  registerExchangeSupportRoute(api, deps);
  // Before /coins/:coinId and /news/:id would take `price` or `sources` for an id.
  registerCoinPriceRoutes(api, deps);
  registerCoinRoutes(api, deps);
  registerNewsRoutes(api, deps);
  registerInsightRoutes(api, deps);
  registerTokenRiskRoutes(api, deps);
  registerWalletRoutes(api, deps);
  registerWalletChartRoutes(api, deps);
  registerWalletTransactionRoutes(api, deps);
  registerRwaRoutes(api, deps);
  registerCandleRoutes(api, deps);
  registerTickerRoutes(api, deps);

  const app: SandboxApi = new Router();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.route('/__sandbox', createControlRoutes({ state, reset, builtAreas: world.areas.built }));
  app.route('/v1', api);
  app.route('/gateway', createGatewayRoutes(deps, options.x402Version ?? 2));
  app.route(IMAGE_HOST_PATH, createImageHostRoutes(world));

  // A dropped connection rejects as fetch does on a reset.
  const dropped = (error: unknown): never => {
    if (error instanceof ConnectionDropped) throw new TypeError('fetch failed', { cause: error });
    throw error;
  };
  const bindings: SandboxBindings = {};
  return {
    app,
    fetch: (request) => app.fetch(request).catch(dropped),
    handle: (request) =>
      app.handle({ ...request, headers: new HeaderBag(request.headers) }, bindings).catch(dropped),
    state,
    reset,
  };
}
