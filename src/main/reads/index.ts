import type { Handlers } from '../../shared/contract';
import type { ReadHandlers } from '../api/read-context';
import type { Reads } from './deps';
import type { ReadChannel } from './rows';

// The read path's door for the rooms above it. Its code runs when the app is composed; a read itself runs read.ts
// and its stages.

/** Every row of the read table answered by the read path: a declared read needs no handler of its own. */
export const declaredHandlers = (reads: Reads): ReadHandlers<Pick<Handlers, ReadChannel>> => reads.handlers();

export { createReads } from './read';
export { isRead, readChannels, rowScopes, type ReadChannel } from './rows';
export type { ReadDeps, Reads, StoredAnswer } from './deps';
export type { ViewScope } from './rows/row';
