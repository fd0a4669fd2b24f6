import type { ChannelName, Input } from '../../../shared/contract';

// What opening a view reads, declared beside its stores (portfolio.ts, wallet.ts, watchlist.ts, rwa.ts,
// candles.ts) so the view loads it and the navigation prices it before the click (components/view-costs.tsx) from
// one list.

/** A read a view's opening sends: a channel and its input. */
export type OpeningCall = { [C in ChannelName]: { channel: C; input: Input<C> } }[ChannelName];

/** A store of a view's reads, with the channel it reads: the store's current query is that channel's input. */
export type ShownRead = readonly [ChannelName, { getState(): { query: unknown } }];

/** The reads the stores on screen hold (what reloading the view sends again): one per store with a query. */
export function shownCalls(shown: readonly ShownRead[]): OpeningCall[] {
  return shown.flatMap(([channel, store]) => {
    const input = store.getState().query;
    return input === null ? [] : [{ channel, input } as OpeningCall];
  });
}

/** The same read asked twice is sent once (main joins identical reads in flight, or the cache answers it). */
export function distinct(calls: readonly OpeningCall[]): OpeningCall[] {
  const seen = new Map<string, OpeningCall>();
  for (const call of calls) seen.set(JSON.stringify(call), call);
  return [...seen.values()];
}
