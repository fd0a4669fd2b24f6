import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConnectionState } from '../../../shared/domain/connection';
import type { AppStatus } from '../../../shared/domain/settings';
import type { AppError, Meta } from '../../../shared/envelope';
import type { NO_QUERY, ResourceStore } from './resource';

// The service refused the stored API key (401): one fact about the whole app, said once (KeyRefusedBanner, the
// header meter), not by every card that tried a read. Learnt from the connection check (Settings, on storing a key
// or changing the address) and from any read the service answered 401; unlearnt when the check or a live read
// succeeds, or the key changes (a new mode reads everything again).

export interface KeyRefusalState {
  refused: boolean;
}

export type KeyRefusalStore = StoreApi<KeyRefusalState>;

export const createKeyRefusalStore = (): KeyRefusalStore =>
  createStore<KeyRefusalState>()(() => ({ refused: false }));

/**
 * A 401 from the service. The same code without a status is "no key stored" (auth.ts) or "no wallet key"
 * (pay per request): nothing was refused then.
 */
export const isKeyRefusal = (error: AppError | null | undefined): boolean =>
  error?.code === 'unauthorized' && error.status === 401;

/** An answer the service itself gave for the user's account: the key it was read with works. */
const servedLive = (meta: Meta | null): boolean =>
  meta !== null && meta.source === 'live' && !meta.demo && meta.error === undefined;

/** What a read's store shows of its last answer. */
interface Answered {
  error: AppError | null;
  meta: Meta | null;
}
interface Watchable {
  subscribe(listener: (state: Answered, prev: Answered) => void): () => void;
}

/** The reads (resource stores) among a domain's stores. */
export const readsOf = (group: object): Watchable[] =>
  Object.values(group).filter(
    (entry): entry is Watchable =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { clear?: unknown }).clear === 'function' &&
      typeof (entry as { subscribe?: unknown }).subscribe === 'function',
  );

/** Follows one read: a 401 marks the key refused, a live answer marks it accepted. */
export function watchRead(refusal: KeyRefusalStore, read: Watchable): () => void {
  return read.subscribe((state, prev) => {
    if (state.error !== prev.error && (isKeyRefusal(state.error) || isKeyRefusal(state.meta?.error))) {
      refusal.setState({ refused: true });
    } else if (state.meta !== prev.meta && servedLive(state.meta)) {
      refusal.setState({ refused: false });
    }
  });
}

/**
 * Follows the connection check: its verdict on the key is the newest word until a read says otherwise. (The first
 * status read at start has no previous value: a check it carries ran before this page loaded, and counts.)
 */
export function watchCheck(
  refusal: KeyRefusalStore,
  connection: ResourceStore<ConnectionState, typeof NO_QUERY>,
): () => void {
  return connection.subscribe((state, prev) => {
    const check = state.value?.check ?? null;
    if (check === (prev.value?.check ?? null) || check === null) return;
    const moved = prev.value !== null && state.value?.address !== prev.value.address;
    if (check.outcome.kind === 'refused') refusal.setState({ refused: true });
    // A refusal by the service at another address says nothing of this one.
    else if (check.outcome.kind === 'ok' || moved) refusal.setState({ refused: false });
  });
}

/** True while the app reads with the API key and the service refuses it (never in the demo or paying per request). */
export function useKeyRefused(stores: {
  keyRefusal: KeyRefusalStore;
  settings: { status: ResourceStore<AppStatus, typeof NO_QUERY> };
}): boolean {
  const refused = useStore(stores.keyRefusal, (s) => s.refused);
  const live = useStore(stores.settings.status, (s) => s.value?.mode === 'live');
  return refused && live;
}
