// What every route module receives from createSandbox (app.ts). Route modules import nothing else stateful.
import type { SandboxAnswer } from './core/answer';
import type { SandboxClock } from './core/clock';
import type { SandboxContext } from './core/env';
import type { Meter } from './core/meter';
import type { SandboxState } from './core/state';
import type { World } from './data/world';

export interface SandboxDeps {
  seed: number;
  state: SandboxState;
  clock: SandboxClock;
  /** `api.get(path, deps.metered('GET /path'), handler)`: credits, faults and charging from the cost table. */
  metered: Meter;
  /** Seeded, immutable data: coins and their price paths, portfolios, wallets. */
  world: World;
  /**
   * Runs an API route handler for the gateway after payment, with no API key and no credits: `apiPath` is the
   * path under /v1 without the prefix, with its query (e.g. `/coins?limit=5`). Headers are passed through.
   */
  callApi: (c: SandboxContext, apiPath: string) => Promise<SandboxAnswer>;
  /** Whether the API serves GET `apiPath` (no query, no /v1): the gateway offers only what it can answer. */
  servesGet: (apiPath: string) => boolean;
}
