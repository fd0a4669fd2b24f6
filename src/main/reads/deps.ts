import type { z } from 'zod';
import type { EventSink } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import type { RefreshPolicy } from '../../shared/domain/settings';
import type { EndpointKey } from '../api/costs';
import type { ApiResult, RequestRecord } from '../api/http';
import type { ReadContext } from '../api/read-context';
import type { AnswerCache } from '../cache/answer-cache';
import type { AnswersRepo } from '../cache/answers-repo';
import type { SpendGuard } from '../credits/spend-guard';
import type { Clock, Logger } from '../lib/effects';
import type { DataSession } from '../mode/data-session';
import type { SecretStore } from '../secrets/secret-store';
import type { UnsyncedWallets } from './unsynced-wallets';

// What the read stages are built from, and what the cache stages (through.ts, send.ts) are given for one call.

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
}

/** A cached row as the read found it. */
export interface Hit<T> {
  value: T;
  fetchedAt: number;
}
