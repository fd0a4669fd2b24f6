import type { EventSink } from '../../shared/contract';
import type { Envelope, Meta } from '../../shared/envelope';
import type { ApiClient } from '../api/http';
import type { Db } from '../cache/db';
import type { ReadThrough } from '../cache/read-through';
import type { SpendGuard } from '../credits/spend-guard';
import type { Clock, Logger } from '../lib/effects';
import type { SecretStore } from '../secrets/secret-store';

// What the data handlers (portfolio, wallet, rwa, market) are built from. The client, the cache and the database
// belong to the current mode (live or demo), which can change while the app runs, so they are read per call.

export interface ModeServices {
  client: ApiClient;
  readThrough: ReadThrough;
  db: Db;
  /** Answers come from the demo sandbox. */
  demo: boolean;
}

export interface DomainDeps {
  services(): ModeServices;
  secrets: SecretStore;
  clock: Clock;
  guard: SpendGuard;
  emit: EventSink;
  log: Logger;
  /** The user's base currency, used when a call names none. */
  baseCurrency(): string;
}

/** Meta for an answer from local state (lists the user keeps), not from the service. */
export const localMeta = (deps: DomainDeps): Meta => ({
  source: 'cache',
  fetchedAt: deps.clock.now(),
  stale: false,
  credits: 0,
  demo: deps.services().demo,
});

/** Maps the value of a successful envelope, keeping its meta. */
export const mapEnvelope = <A, B>(envelope: Envelope<A>, f: (value: A) => B): Envelope<B> =>
  envelope.ok ? { ok: true, value: f(envelope.value), meta: envelope.meta } : envelope;

/**
 * Repositories keyed by the database handle they were prepared on: each mode's database gets its own set, made
 * once on first use.
 */
export function perDatabase<R>(make: (db: Db) => R): (db: Db) => R {
  const made = new WeakMap<Db, R>();
  return (db) => {
    let repos = made.get(db);
    if (!repos) {
      repos = make(db);
      made.set(db, repos);
    }
    return repos;
  };
}

/**
 * The meta of an answer built from several reads: live if any part was, stale if any part is, as old as its
 * oldest part, charging what all parts charged.
 */
export function combineMeta(first: Meta, ...rest: Meta[]): Meta {
  return rest.reduce<Meta>(
    (acc, m) => ({
      source: acc.source === 'live' || m.source === 'live' ? 'live' : 'cache',
      fetchedAt: Math.min(acc.fetchedAt, m.fetchedAt),
      stale: acc.stale || m.stale,
      credits: acc.credits + m.credits,
      demo: acc.demo || m.demo,
      ...((acc.error ?? m.error) ? { error: acc.error ?? m.error } : {}),
    }),
    first,
  );
}
