import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api, ChannelName, Input } from '../../../shared/contract';
import type { AppError, Envelope, Meta } from '../../../shared/envelope';

// One small store per remote read: the last good value, its meta (age, source, stale), the last error and the
// query that produced it. A failed refetch keeps the last value, so offline is never a blank screen; a store whose
// queries name a subject (a portfolio) drops it when a read of another subject fails (settleAbout).

export interface ResourceState<T, Q> {
  value: T | null;
  meta: Meta | null;
  error: AppError | null;
  loading: boolean;
  /** The query of the last load; null until the first one. */
  query: Q | null;
  /**
   * The query `value` answers. It differs from `query` while a new one loads and after it failed (the last value
   * stays on screen): views label what is shown by this, not by what was asked for.
   */
  shownQuery: Q | null;
}

/** A read before its first load. */
export const NOTHING_READ = {
  value: null,
  meta: null,
  error: null,
  loading: false,
  query: null,
  shownQuery: null,
} as const satisfies ResourceState<never, never>;

export interface ResourceStore<T, Q> extends StoreApi<ResourceState<T, Q>> {
  /** Loads with a new query; an answer to an older query that arrives late is dropped. */
  load(query: Q): Promise<void>;
  /**
   * Loads the last query again; does nothing before the first load. A retry or data:changed may be answered by
   * a fresh cached answer; `refresh` (the user's Refresh button) asks the service whatever the cache holds.
   */
  reload(options?: { refresh?: boolean }): Promise<void>;
  /** Replaces the value from a push (e.g. credits:changed), keeping the query. */
  put(value: T, meta: Meta): void;
  /**
   * The user agreed to spend what a read refused above their confirmation threshold costs: a confirmation
   * (credits:confirm) for exactly the query asked, and the read again with it. Only on reads that can ask.
   */
  spend?: () => Promise<void>;
  /**
   * Forgets the value, keeping the query for the next reload: after a mode switch (demo -> live) the old answer
   * belongs to another account and must not stay on screen while the new one loads. An answer still on its way
   * for the old mode is dropped.
   */
  clear(): void;
}

export function settle<T, Q>(prev: ResourceState<T, Q>, envelope: Envelope<T>): ResourceState<T, Q> {
  if (envelope.ok) {
    return {
      ...prev,
      value: envelope.value,
      meta: envelope.meta,
      shownQuery: prev.query,
      error: envelope.meta.error ?? null,
      loading: false,
    };
  }
  return { ...prev, error: envelope.error, loading: false };
}

/**
 * What a store's query is about (a portfolio, a wallet): a value for another query about the same thing (another
 * range of the same chart) may stay on screen, labelled by its shownQuery, when a read fails; one about something
 * else may not.
 */
export type SubjectOf<Q> = (query: Q) => unknown;

/**
 * settle, for a store whose queries have a subject: a failed read of another subject (another portfolio, never
 * cached, read offline or with no credits left) drops the last value instead of leaving that one's figures under
 * this one's name.
 */
export function settleAbout<T, Q>(
  subject: SubjectOf<Q>,
): (prev: ResourceState<T, Q>, envelope: Envelope<T>) => ResourceState<T, Q> {
  return (prev, envelope) => {
    const next = settle(prev, envelope);
    if (envelope.ok || prev.shownQuery === null || prev.query === null) return next;
    const same = JSON.stringify(subject(prev.shownQuery)) === JSON.stringify(subject(prev.query));
    return same ? next : { ...next, value: null, meta: null, shownQuery: null };
  };
}

/** A rejected promise (a broken bridge) becomes an error value like any other. */
function asEnvelope<T>(reason: unknown): Envelope<T> {
  const message = reason instanceof Error ? reason.message : String(reason);
  return {
    ok: false,
    error: { code: 'internal', message: `The app could not reach its back end: ${message}` },
  };
}

/**
 * A read main may refuse as costing more than the user's confirmation threshold: the channel it reads, and the
 * bridge's credits:confirm, so that the user's yes can be given on the card that asked.
 */
export interface Spendable {
  channel: ChannelName;
  confirm: Api['credits']['confirm'];
}

/**
 * `refresh` is true only for the user's Refresh: the fetcher then asks for a live read. A `spendable` read's
 * fetcher sends its query as the channel's input (withRefresh), so a confirmation token added to it goes along.
 */
export function createResource<T, Q>(
  fetcher: (query: Q, refresh: boolean) => Promise<Envelope<T>>,
  spendable?: Spendable,
  subject?: SubjectOf<Q>,
): ResourceStore<T, Q> {
  const settled = subject ? settleAbout<T, Q>(subject) : settle<T, Q>;
  const store = createStore<ResourceState<T, Q>>()(() => ({ ...NOTHING_READ }));
  let sequence = 0;

  /** `confirmToken`: the user's yes to this query's price; sent with it, never kept as part of the query. */
  /** Whether the last load was the user's Refresh: a yes to its price reads live, as the Refresh asked. */
  let lastRefresh = false;
  const load = async (query: Q, refresh = false, confirmToken?: string): Promise<void> => {
    sequence += 1;
    const mine = sequence;
    lastRefresh = refresh;
    store.setState({ loading: true, query });
    const sent = confirmToken === undefined ? query : { ...query, confirmToken };
    const envelope = await fetcher(sent, refresh).catch((reason: unknown) => asEnvelope<T>(reason));
    if (mine !== sequence) return;
    store.setState((prev) => settled(prev, envelope));
  };

  const spend = async (channel: ChannelName, confirm: Spendable['confirm']): Promise<void> => {
    const { query } = store.getState();
    if (query === null) return;
    sequence += 1;
    const mine = sequence;
    store.setState({ loading: true });
    const granted = await confirm({ channel, input: query }).catch((reason: unknown) =>
      asEnvelope<{ confirmToken: string }>(reason),
    );
    if (mine !== sequence) return;
    if (!granted.ok) {
      store.setState({ error: granted.error, loading: false });
      return;
    }
    await load(query, lastRefresh, granted.value.confirmToken);
  };

  return {
    ...store,
    ...(spendable ? { spend: () => spend(spendable.channel, spendable.confirm) } : {}),
    load: (query) => load(query),
    reload: async (options = {}) => {
      const { query, error } = store.getState();
      // A read that asked first and was not agreed to is sent again only by the user (its button, or Refresh):
      // a view's own refresh, a push or a settings change never spends on it unasked.
      if (query === null || (error?.code === 'confirmation_required' && !options.refresh)) return;
      await load(query, options.refresh ?? false);
    },
    put: (value, meta) =>
      store.setState((prev) => ({ value, meta, error: null, loading: false, shownQuery: prev.query })),
    clear: () => {
      sequence += 1;
      store.setState({ value: null, meta: null, error: null, loading: false, shownQuery: null });
    },
  };
}

/** The input of a read, asking for a live one when the user pressed Refresh. */
export const withRefresh = <Q extends object>(query: Q, refresh: boolean): Q & { refresh?: true } =>
  refresh ? { ...query, refresh: true } : query;

/**
 * A read that may cost credits, as the stores keep most of theirs: sent as the channel's input (live on the
 * user's Refresh), its price confirmed through main when it asks first.
 */
export function paidResource<C extends ChannelName, T>(
  api: Pick<Api, 'credits'>,
  channel: C,
  send: (input: Input<C>) => Promise<Envelope<T>>,
  subject?: SubjectOf<Input<C>>,
): ResourceStore<T, Input<C>> {
  return createResource<T, Input<C>>(
    (q, refresh) => send(withRefresh(q as Input<C> & object, refresh)),
    { channel, confirm: api.credits.confirm },
    subject,
  );
}

/** Does the value on screen answer the last query asked? Queries are plain data, so their JSON compares them. */
export function showsQuery<T, Q>(state: ResourceState<T, Q>): boolean {
  return JSON.stringify(state.shownQuery) === JSON.stringify(state.query);
}

/** For reads that take no input. */
export type NoQuery = Record<string, never>;
export const NO_QUERY: NoQuery = {};

/** Every resource store among a domain's stores (the ui stores and the like have no `clear`). */
export function resourcesOf(group: object): { clear(): void; reload(): Promise<void> }[] {
  return Object.values(group).filter(
    (entry): entry is { clear(): void; reload(): Promise<void> } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { clear?: unknown }).clear === 'function',
  );
}

/**
 * After adding to a list (a portfolio connected, a wallet followed): reloads the list, then opens what was added,
 * unless the user opened something else since `before` (by default: now). Main's own change push can show the new
 * entry before this reload ends, and a click made then is the user's latest choice: the selection must not jump
 * away from it. Says whether it opened.
 */
export async function reloadThenOpen<S>(
  reload: () => Promise<unknown>,
  selection: () => S,
  open: () => void,
  before: S = selection(),
): Promise<boolean> {
  await reload();
  if (selection() !== before) return false;
  open();
  return true;
}
