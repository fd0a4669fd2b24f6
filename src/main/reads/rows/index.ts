import type { ChannelName } from '../../../shared/contract';
import { coinReads } from './coin-reads';
import { coverageReads } from './coverage-reads';
import { marketReads } from './market-reads';
import { portfolioReads } from './portfolio-reads';
import type { ReadRow, ViewScope } from './row';
import { rwaReads } from './rwa-reads';
import { walletReads } from './wallet-reads';

// THE table of the app's cached reads: one row per channel. Adding a read is a contract channel and a row here;
// the read path (reads/read.ts) gives it its handler, price, confirmation, cache and preview. Reads with logic of their own (the
// candle planner, the paged holdings, the wallet sync, the shared-portfolio trial) live in their rooms and are
// priced there.

export const reads = {
  ...portfolioReads,
  ...walletReads,
  ...rwaReads,
  ...marketReads,
  ...coinReads,
  ...coverageReads,
};

export type ReadChannel = keyof typeof reads;

export const readChannels = Object.keys(reads) as ReadChannel[];

export const isRead = (channel: ChannelName): channel is ReadChannel => Object.hasOwn(reads, channel);

/** The row of a channel; the cast is the table's own mapped type, which TypeScript cannot index generically. */
export const rowOf = <C extends ReadChannel>(channel: C): ReadRow<C> =>
  reads[channel] as unknown as ReadRow<C>;

/** How each declared read is queued on its view: its row's rank and one-at-a-time rule. */
export const rowScopes: Partial<Record<ReadChannel, ViewScope>> = Object.fromEntries(
  readChannels.flatMap((channel) => {
    const { rank, oneAtATime } = reads[channel];
    return rank || oneAtATime
      ? [[channel, { ...(rank ? { rank } : {}), ...(oneAtATime ? { oneAtATime } : {}) }]]
      : [];
  }),
);
