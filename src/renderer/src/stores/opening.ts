import type { ChannelName, Input } from '../../../shared/contract';

// What opening a view reads, declared beside its stores (portfolio.ts, rwa.ts) so the view loads it and the
// navigation prices it before the click (components/view-costs.tsx) from one list.

/** A read a view's opening sends: a channel and its input. */
export type OpeningCall = { [C in ChannelName]: { channel: C; input: Input<C> } }[ChannelName];

/** The same read asked twice is sent once (main joins identical reads in flight, or the cache answers it). */
export function distinct(calls: readonly OpeningCall[]): OpeningCall[] {
  const seen = new Map<string, OpeningCall>();
  for (const call of calls) seen.set(JSON.stringify(call), call);
  return [...seen.values()];
}
