import type { Envelope, Meta } from '../../shared/envelope';
import type { ReadDeps } from '../reads';

// What the data rooms (portfolio, wallet, rwa, market) are built from. The session (client, cache, repositories)
// belongs to the current mode (live, demo or gateway), which changes when keys or settings do, so it is read per
// call; switching it is the mode manager's business, never a side effect of reading it.

export type DomainDeps = Omit<ReadDeps, 'unsynced'>;

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
