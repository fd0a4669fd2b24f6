import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { staticAuth } from '../../../src/main/api/auth';
import { openDatabase } from '../../../src/main/cache/db';
import { silentLogger, systemClock, type Clock, type Logger } from '../../../src/main/lib/effects';
import { createDataSession, type DataSession } from '../../../src/main/mode/data-session';
import { createSandbox } from '../../../src/sandbox/app';
import { accountByApiKey } from '../../../src/sandbox/core/accounts';
import type { CreditUsage } from '../../../src/sandbox/core/credits';
import { ConnectionDropped } from '../../../src/sandbox/core/errors';
import type { EventName, EventPayload } from '../../../src/shared/contract';

// The sandbox over real HTTP on 127.0.0.1, with every arrival and its answer's status recorded at the server:
// what the service would see, measured on its side, not what the client believes it sent.

export interface Arrival {
  at: number;
  path: string;
  status: number;
}

export interface RunningSandbox {
  /** The sandbox's origin: control (/__sandbox) and the gateway (/gateway) live here. */
  url: string;
  /** The client's base URL for it: the sandbox serves the reference's /v1 paths, the base URL carries the segment. */
  apiUrl: string;
  arrivals: Arrival[];
  control(path: string, body?: unknown, method?: string): Promise<unknown>;
  fault(rule: {
    path: string;
    count?: number;
    latencyMs?: number;
    status?: number;
    body?: string;
  }): Promise<void>;
  /** Credits as the sandbox counts them for one account. */
  usage(apiKey: string): Promise<{ usedCredits: number; remainingCredits: number }>;
  close(): Promise<void>;
}

export async function startSandbox(seed = 42): Promise<RunningSandbox> {
  const sandbox = createSandbox({ seed });
  const arrivals: Arrival[] = [];
  const server = await new Promise<{ url: string; close: () => Promise<void> }>((resolve, reject) => {
    const instance = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request, env) => {
          const arrival = { at: Date.now(), path: new URL(request.url).pathname, status: 0 };
          if (!arrival.path.startsWith('/__sandbox')) arrivals.push(arrival);
          try {
            const response = await sandbox.app.fetch(request);
            arrival.status = response.status;
            return response;
          } catch (error) {
            if (!(error instanceof ConnectionDropped)) throw error;
            env.incoming.socket.destroy();
            return new Response(null, { status: 500 });
          }
        },
      },
      (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () =>
            new Promise((done) => {
              if ('closeAllConnections' in instance) instance.closeAllConnections();
              instance.close(() => done());
            }),
        }),
    );
    instance.once('error', reject);
  });

  const control = async (path: string, body?: unknown, method?: string) => {
    const response = await fetch(`${server.url}/__sandbox${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<unknown>;
  };

  return {
    url: server.url,
    apiUrl: `${server.url}/v1`,
    arrivals,
    control,
    fault: async (rule) => {
      await control('/faults', rule);
    },
    // Read on the control side: a GET /usage/credits with the key would spend the account's requests per
    // second, which the client under test budgets for itself, and a 429 there would read as NaN credits.
    usage: async (apiKey) => {
      const account = accountByApiKey(apiKey);
      if (!account) throw new Error(`${apiKey} is not a sandbox key; use one of the keys in --help`);
      const state = (await control('/state')) as { credits: Record<string, CreditUsage | undefined> };
      const usage = state.credits[account.id];
      if (!usage) throw new Error(`The sandbox state lists no credits for account ${account.id}`);
      return usage;
    },
    close: server.close,
  };
}

/** Real time, but backoff and rate waits are cut short so that tests about outcomes do not sit in sleeps. */
export function quickClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    now: () => Date.now(),
    sleep: (ms, signal) => {
      sleeps.push(ms);
      return systemClock.sleep(Math.min(ms, 20), signal);
    },
    sleeps,
  };
}

export interface SessionUnderTest {
  session: DataSession;
  events: { event: EventName; payload: unknown }[];
  close(): void;
}

export function sessionAgainst(
  url: string,
  apiKey: string,
  options: { clock?: Clock; timeoutMs?: number; plan?: string; log?: Logger } = {},
): SessionUnderTest {
  const dir = mkdtempSync(join(tmpdir(), 'folio-client-'));
  const { db } = openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: systemClock });
  const events: { event: EventName; payload: unknown }[] = [];
  const session = createDataSession({
    mode: 'live',
    db,
    fetch: (input, init) => fetch(input, init),
    baseUrl: url,
    auth: staticAuth(apiKey),
    clock: options.clock ?? quickClock(),
    log: options.log ?? silentLogger,
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => events.push({ event, payload }),
    initialPlan: options.plan,
    timeoutMs: options.timeoutMs,
    reconcileDelayMs: 50,
  });
  return {
    session,
    events,
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
