import type { z } from 'zod';
import type { EventSink, Handlers, ParsedInput, Result } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import type { Envelope } from '../../shared/envelope';
import type { RefreshPolicy } from '../../shared/domain/settings';
import type { Cost, EndpointKey } from '../api/costs';
import type { ApiResult, RequestRecord } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import type { ReadContext, ReadHandlers } from '../api/read-context';
import type { AnswerCache } from '../cache/answer-cache';
import type { AnswersRepo } from '../cache/answers-repo';
import type { GuardResult, SpendGuard } from '../credits/spend-guard';
import type { Clock, Logger } from '../lib/effects';
import type { DataSession } from '../mode/data-session';
import type { SecretStore } from '../secrets/secret-store';
import type { ReadChannel } from './rows';
import type { UnsyncedWallets } from './unsynced-wallets';

// The read path's types: what its stages are built from, what the cache stages (through.ts, send.ts) are given
// for one call, a call's price, and the door the rooms above use.

export interface ReadDeps {
  /** The current data session (its mode changes when keys or settings do); reading it has no side effects. */
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
  /** Wallets the gateway answered "not synced" for (the wallet room marks and clears them). */
  unsynced?: Pick<UnsyncedWallets, 'refusal'>;
}

/** An answer just written to the cache: its endpoint and parameters (never a secret), value and fetch time. */
export interface StoredAnswer {
  endpoint: EndpointKey;
  params: Record<string, unknown>;
  value: unknown;
  fetchedAt: number;
}

/** One session's cache and the effects its stages need. */
export interface CacheDeps {
  answers: AnswersRepo;
  cache: AnswerCache;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  /** Answers come from the demo sandbox. */
  demo: boolean;
  record?: (record: RequestRecord) => void;
  emit?: EventSink;
  /** The user's "Refresh data" setting; 'manual' leaves an old answer as it is until the user refreshes. */
  refreshPolicy?: () => RefreshPolicy;
  /** The "Every few minutes" interval in ms: under that policy no answer counts as fresh for longer. */
  refreshIntervalMs?: () => number;
  /** Told of every answer written to the cache, as it is written (price alerts judge the prices in it). */
  stored?: (answer: StoredAnswer) => void;
}

/** One call through the cache. */
export interface CacheQuery<T> {
  /** The request identity (cacheKeyOf); never a secret in it. */
  key: string;
  kind: DataKind;
  /** The ledger's endpoint for a cache hit. */
  endpoint: EndpointKey;
  /** Parameters for a cache hit's ledger line and for `stored`; read only after the answer is out. */
  params?: Record<string, unknown>;
  /** How old a cached answer may be and still count as fresh. Infinity for data that never changes. */
  maxAgeMs: number;
  /** Sends the request, for `context` (typically client.send); must not throw. */
  load: (context: ReadContext) => Promise<ApiResult<T>>;
  /** Who the caller reads for; default the user's view. A background refresh is 'background'. */
  context?: ReadContext;
  /** Skip a fresh cached answer (the user pressed refresh). */
  force?: boolean;
  /** The user asked for this very read just now (Refresh, Retry, a confirmed spend): sent even while held. */
  asked?: boolean;
  /** A cached row is served only when it passes this schema; rows stored are sealed with it. */
  schema?: z.ZodType<T>;
  /** 'background' (default): an old answer is served marked stale and refreshed. 'wait': waits for the live one. */
  revalidate?: 'wait' | 'background';
  /** A refresh the user would be asked about first (threshold, budget) is not sent behind their back. */
  refreshAsksFirst?: () => boolean;
}

/** A cached row as the read found it. */
export interface Hit<T> {
  value: T;
  fetchedAt: number;
}

/** One call a read may send. */
export interface CallPart {
  call: ApiCall<unknown>;
  maxAgeMs: number;
  /** The user pressed Refresh: the cache is not asked. */
  force: boolean;
}

/** The price of a read, and what decides whether it asks first. */
export interface Priced {
  cost: Cost;
  /** The row (or the special read) asks first whatever it costs. */
  always: boolean;
  /** How long the read's answer stays fresh once bought (ms), where the read knows it. */
  freshForMs?: number;
  /** Micro-USDC on the pay-per-request gateway; null when some call is not served there. */
  usdcAtomic: number | null;
}

/** The read path bound to the app's effects, as the handlers and the rooms of special reads use it. */
export interface Reads {
  read<C extends ReadChannel>(
    channel: C,
    input: ParsedInput<C>,
    context?: ReadContext,
  ): Promise<Envelope<Result<C>>>;
  /** What the read would cost now; a refused read costs nothing. */
  price<C extends ReadChannel>(channel: C, input: ParsedInput<C>): Priced;
  /** Whether a read at this price asks first: the preview's badge and the handlers' guard both use it. */
  asksFirst(priced: Priced): boolean;
  /** Lets a read at this price through, or answers "confirm first" (spending `token` if it is the right one). */
  confirm(channel: string, input: unknown, priced: Priced): GuardResult;
  /** One call through the cache, for a special read that confirmed its own price; without `cache` it sends. */
  readCall<T>(
    call: ApiCall<T>,
    kind: DataKind,
    cache?: { maxAgeMs: number; force: boolean; asked?: boolean; refreshAsksFirst?: () => boolean },
    context?: ReadContext,
  ): Promise<Envelope<T>>;
  /** Every row's handler, its row looked up once here rather than at each read. */
  handlers(): ReadHandlers<Pick<Handlers, ReadChannel>>;
  /** The app is closing: the cache hits' ledger lines still waiting are written now. */
  flush(): void;
}
