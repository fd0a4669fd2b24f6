import type { EventSink } from '../../shared/contract';
import type { Envelope, Meta } from '../../shared/envelope';
import type { SpendGuard } from '../credits/spend-guard';
import type { Clock, Logger } from '../lib/effects';
import type { DataSession } from '../mode/data-session';
import type { SecretStore } from '../secrets/secret-store';
import { joinMeta } from '../api/pages';
import type { StoredAnswer } from './read-through';

// What the data rooms (portfolio, wallet, rwa, market) are built from. The session (client, cache, repositories)
// belongs to the current mode (live, demo or gateway), which changes when keys or settings do, so it is read per
// call; switching it is the mode manager's business, never a side effect of reading it.

export interface DomainDeps {
  /** The current data session; reading it has no side effects. */
  session(): DataSession;
  secrets: SecretStore;
  clock: Clock;
  guard: SpendGuard;
  emit: EventSink;
  log: Logger;
  /** The user's base currency, used when a call names none. */
  baseCurrency(): string;
  /** Told of every answer the reads write to the cache, and whether it went to the demo cache (price alerts). */
  answerStored?(answer: StoredAnswer, demo: boolean): void;
}

/** Meta for an answer from local state (lists the user keeps), not from the service. */
export const localMeta = (deps: DomainDeps): Meta => ({
  source: 'cache',
  fetchedAt: deps.clock.now(),
  stale: false,
  credits: 0,
  demo: deps.session().demo,
});

/** Maps the value of a successful envelope, keeping its meta. */
export const mapEnvelope = <A, B>(envelope: Envelope<A>, f: (value: A) => B): Envelope<B> =>
  envelope.ok ? { ok: true, value: f(envelope.value), meta: envelope.meta } : envelope;

/**
 * The meta of figures converted with the currency list: live if either read was, stale if either is, charging
 * what both charged, and as old as the figures themselves. The list (units per USD, kept an hour) is not what
 * the user asked about: dated by it, holdings read a second ago said "fetched 7 min ago", and every figure read
 * after a change of the user's still counted as read before it (walk 4, in EUR).
 */
export const convertedMeta = (figures: Meta, rates: Meta): Meta => ({
  ...joinMeta(figures, [rates]),
  fetchedAt: figures.fetchedAt,
});
