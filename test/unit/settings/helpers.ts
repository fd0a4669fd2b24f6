import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretAccount, SecretStore } from '../../../src/main/secrets/secret-store';
import type { EventName } from '../../../src/shared/contract';

export interface RecordingStore extends SecretStore {
  /** Every call that reached the keychain, in order. */
  calls: { op: 'get' | 'set' | 'delete'; account: SecretAccount }[];
}

/** Wraps a store and records which calls reach it, to prove when the keychain is (not) asked. */
export function recording(inner: SecretStore = createMemoryStore()): RecordingStore {
  const calls: RecordingStore['calls'] = [];
  return {
    calls,
    get(account) {
      calls.push({ op: 'get', account });
      return inner.get(account);
    },
    set(account, value) {
      calls.push({ op: 'set', account });
      return inner.set(account, value);
    },
    delete(account) {
      calls.push({ op: 'delete', account });
      return inner.delete(account);
    },
  };
}

export const refusingFetch = async (): Promise<Response> => {
  throw new Error('no network in this test');
};

export async function startApp(
  dataDir: string,
  secrets: SecretStore,
): Promise<{ app: App; events: { event: EventName; payload: unknown }[] }> {
  // Time moves when the app sleeps: a clock that stands still while sleep() returns at once would keep the
  // rate limiter (which waits for its window to pass) waiting forever.
  let now = Date.UTC(2026, 10, 22);
  const app = await createApp({
    fetch: refusingFetch,
    secrets,
    dataDir,
    log: silentLogger,
    clock: {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    },
    version: '9.9.9-test',
  });
  const events: { event: EventName; payload: unknown }[] = [];
  app.subscribe((event, payload) => events.push({ event, payload }));
  return { app, events };
}
