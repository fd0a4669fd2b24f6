import type { Handlers } from '../../shared/contract';
import type { ReadContext, ReadHandlers } from '../api/read-context';
import type { ReadDeps } from './deps';
import { asksFirst, confirm } from './guard';
import { price, read, readCall, type Reads } from './read';
import { readChannels, reads as rows, type ReadChannel } from './rows';
import type { ViewScope } from './rows/row';
import { flushHits } from './through';

// The read path's door: the stages of read.ts bound to the app's effects, for the handlers of the read table and
// for the special reads that price, confirm and read their own calls.

export function createReads(deps: ReadDeps): Reads {
  return {
    read(channel, input, context) {
      // Like an async function, a read that fails while planning rejects rather than throwing at its caller.
      try {
        return Promise.resolve(read(deps, channel, input, context));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    price: (channel, input) => price(deps, channel, input),
    asksFirst: (priced) => asksFirst(deps.guard, priced),
    confirm: (channel, input, priced) => confirm(deps.guard, channel, input, priced),
    readCall: (call, kind, cache, context) => readCall(deps, call, kind, cache, context),
    flush: () => flushHits({ cache: deps.session().answerCache, log: deps.log }),
  };
}

/** Every row of the read table answered by the read path: a declared read needs no handler of its own. */
export function declaredHandlers(reads: Reads): ReadHandlers<Pick<Handlers, ReadChannel>> {
  const entries = readChannels.map((channel) => [
    channel,
    (input: never, context?: ReadContext) => reads.read(channel, input, context),
  ]);
  return Object.fromEntries(entries) as ReadHandlers<Pick<Handlers, ReadChannel>>;
}

/** How each declared read is queued on its view: its row's rank and one-at-a-time rule. */
export const rowScopes: Partial<Record<ReadChannel, ViewScope>> = Object.fromEntries(
  readChannels.flatMap((channel) => {
    const { rank, oneAtATime } = rows[channel];
    return rank || oneAtATime
      ? [[channel, { ...(rank ? { rank } : {}), ...(oneAtATime ? { oneAtATime } : {}) }]]
      : [];
  }),
);

export { isRead, readChannels, type ReadChannel } from './rows';
export type { ReadDeps, StoredAnswer } from './deps';
export type { Reads } from './read';
export type { ViewScope } from './rows/row';
