import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelName, EventName, EventPayload, Handlers } from '../../../src/shared/contract';
import type { SyncProgress } from '../../../src/shared/domain/wallet';
import { staticAuth } from '../../../src/main/api/auth';
import { openDatabase } from '../../../src/main/cache/db';
import { createSpendGuard } from '../../../src/main/credits/spend-guard';
import { dataDomains, type DataDomainsDeps } from '../../../src/main/domains';
import { silentLogger, systemClock, type Clock, type Logger } from '../../../src/main/lib/effects';
import { createDataSession } from '../../../src/main/mode/data-session';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';
import { createSandbox } from '../../../src/sandbox/app';
import { accountById, type AccountId } from '../../../src/sandbox/core/accounts';
import { creditUsage } from '../../../src/sandbox/core/credits';
import { serveSandbox } from '../../../src/sandbox/server';

// The data rooms against a sandbox served over real HTTP, with the real client, read-through cache and SQLite.
//
// Two clocks meet here. The sandbox's business time moves only when a test advances it; the client's clock is
// real time shifted to the sandbox's start, and moves by the same amount when a test advances the sandbox. The
// client's rate limiter and poll waits therefore run on real time (the sandbox measures the real request rate),
// while freshness and candle planning see the same day as the sandbox, give or take the test's own seconds.

export const START = Date.parse('2026-11-20T12:02:30Z');

export type SandboxKey = 'sandbox-free-key' | 'sandbox-starter-key' | 'sandbox-premium-key';

/** Waits (real time, bounded) until `condition` holds; for events that arrive from background work. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

export interface Harness {
  handlers: Pick<Handlers, keyof ReturnType<typeof build>['handlers']>;
  /** The user's confirmation threshold (Settings), as the guard reads it at every check. */
  setThreshold(credits: number): void;
  /** `input` with the one-time token credits:confirm gives for it: the user's yes to that exact call. */
  confirmed<I extends object>(channel: ChannelName, input: I): Promise<I & { confirmToken: string }>;
  /** The read runner, as credits:preview and the tray use it. */
  runner: ReturnType<typeof build>['runner'];
  /** The price of any call, as credits:preview shows it (input parsed with its channel's schema). */
  price: ReturnType<typeof build>['price'];
  clock: Clock;
  deps: DataDomainsDeps;
  events: { name: EventName; payload: unknown }[];
  syncEvents(): SyncProgress[];
  /** The final progress of a sync started through wallet:sync. */
  settled(syncId: string): Promise<SyncProgress | null>;
  /** Scripts a sandbox fault (POST /__sandbox/faults): { path, count?, status?, body?, latencyMs? }. */
  fault(rule: Record<string, unknown>): Promise<void>;
  /** Moves both clocks forward. */
  advance(ms: number): Promise<void>;
  /** Credits the sandbox has charged this account this month, net of refunds. */
  spent(): Promise<number>;
  /** Every request that reached the sandbox's API, with what the sandbox charged for it. */
  requests: { method: string; url: string; status: number; credits: number }[];
  /** The paths the sandbox charged, in order. */
  charged(): Promise<{ path: string; credits: number }[]>;
  sandboxUrl: string;
  /** The SQLite file the cache writes (with its -wal beside it). */
  dbPath: string;
  close(): Promise<void>;
}

function build(deps: DataDomainsDeps) {
  return dataDomains(deps, { sync: { firstDelayMs: 20, maxDelayMs: 200, giveUpAfterMs: 60_000 } });
}

export async function startHarness(
  options: {
    key?: SandboxKey;
    seed?: number;
    threshold?: number;
    log?: Logger;
    /** The "Every few minutes" refresh policy at this interval (ms); else "When a view opens". */
    refreshEveryMs?: number;
    /** How long the client waits for an answer (ms); else the app's default. */
    timeoutMs?: number;
    /** The keychain the reads use; else one in memory. */
    secrets?: SecretStore;
  } = {},
): Promise<Harness> {
  const key = options.key ?? 'sandbox-starter-key';
  let threshold = options.threshold ?? 100;
  const sandbox = createSandbox({ seed: options.seed ?? 7, now: START });
  const server = await serveSandbox(sandbox, 0);
  let shift = START - Date.now();
  const clock: Clock = { now: () => Date.now() + shift, sleep: systemClock.sleep };
  const dir = mkdtempSync(join(tmpdir(), 'folio-data-'));
  const dbPath = join(dir, 'cache.db');
  const { db } = openDatabase(dbPath, { log: silentLogger, clock });
  const events: { name: EventName; payload: unknown }[] = [];
  const account = accountById(key.replace('sandbox-', '').replace('-key', '') as AccountId);
  const used = () => creditUsage(sandbox.state, account).usedCredits;
  const requests: Harness['requests'] = [];
  // Charges are attributed per request by the change in the account's usage, so this is exact only while
  // requests do not overlap; the tests that read it send one at a time.
  const loggingFetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const before = used();
    const response = await fetch(request);
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      url: url.pathname + url.search,
      status: response.status,
      credits: used() - before,
    });
    return response;
  };
  const emit = <E extends EventName>(name: E, payload: EventPayload<E>) =>
    void events.push({ name, payload });
  const session = createDataSession({
    mode: 'live',
    db,
    fetch: loggingFetch,
    // The sandbox serves the reference's /v1 paths: the base URL carries the segment.
    baseUrl: `${server.url}/v1`,
    auth: staticAuth(key),
    clock,
    log: options.log ?? silentLogger,
    emit,
    initialPlan: key === 'sandbox-free-key' ? 'FREE' : 'STARTER',
    random: () => 0.5,
    reconcileDelayMs: 60_000,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.refreshEveryMs === undefined
      ? {}
      : { refreshPolicy: () => 'interval' as const, refreshIntervalMs: () => options.refreshEveryMs ?? 0 }),
  });
  const deps: DataDomainsDeps = {
    session: () => session,
    gatewayActive: () => false,
    secrets: options.secrets ?? createMemoryStore(),
    clock,
    guard: createSpendGuard({ clock, threshold: () => threshold }),
    emit,
    log: options.log ?? silentLogger,
    baseCurrency: () => 'USD',
  };
  const built = build(deps);
  const control = (path: string, init?: RequestInit) =>
    fetch(`${server.url}/__sandbox${path}`, init).then((r) => r.json() as Promise<Record<string, unknown>>);

  return {
    handlers: built.handlers,
    runner: built.runner,
    price: built.price,
    setThreshold(credits) {
      threshold = credits;
    },
    async confirmed(channel, input) {
      const yes = await built.handlers['credits:confirm']({ channel, input });
      if (!yes.ok) throw new Error(yes.error.message);
      return { ...input, confirmToken: yes.value.confirmToken };
    },
    clock,
    deps,
    events,
    requests,
    syncEvents: () => events.filter((e) => e.name === 'sync:progress').map((e) => e.payload as SyncProgress),
    settled: async (syncId) => (await built.syncs.settled(syncId)) ?? null,
    async fault(rule) {
      await control('/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rule),
      });
    },
    async advance(ms) {
      await control('/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      shift += ms;
    },
    async spent() {
      const state = await control('/state');
      const credits = state.credits as Record<string, { usedCredits: number }>;
      return credits[account.id]?.usedCredits ?? NaN;
    },
    async charged() {
      const state = await control('/state');
      const ledger = state.ledger as { account: string; path: string; credits: number; kind: string }[];
      return ledger
        .filter((e) => e.account === account.id)
        .map((e) => ({ path: e.path, credits: e.kind === 'refund' ? -e.credits : e.credits }));
    },
    sandboxUrl: server.url,
    dbPath,
    async close() {
      await built.syncs.close();
      await server.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
