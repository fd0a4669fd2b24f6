import type { ChannelName, ParsedInput, Result } from '../../../shared/contract';
import type { DataKind } from '../../../shared/domain/common';
import type { WalletRef } from '../../../shared/domain/wallet';
import type { AppError, Meta } from '../../../shared/envelope';
import type { PortfolioTarget } from '../../api/portfolio';
import type { Rank } from '../../api/read-context';
import type { ApiCall } from '../../api/schemas/common';

// One row of the read table: everything the app knows about one cached read, in one place. The stages of
// reads/read.ts derive the rest from it (price, confirmation, cache, shaping, preview, gateway price), so a read
// is declared once and the preview cannot drift from the handler.

/** The service call a read makes for one input, and how its answer is shaped for the renderer. */
export interface Planned<R> {
  call: ApiCall<unknown>;
  /**
   * Called with a wire value that passed `call.schema` only, and the units of the shown currency per USD (1 unless
   * `usdPriced` asked for a conversion).
   */
  shape(wire: unknown, usdRate: number): R;
  /** Adjusts the answer's meta from the wire (rows that could not be read are counted there). */
  meta?: (meta: Meta, wire: unknown) => Meta;
  /**
   * The answer is priced in USD and shown in `currency`: shape.ts converts with the cached currency list,
   * unless the answer carries that currency itself (`direct`).
   */
  usdPriced?: { currency: string; direct: readonly string[] };
}

/** Builds a Planned; the cast in `shape` is sound because shape.ts passes only values `call.schema` parsed. */
export function planned<W, R>(
  call: ApiCall<W>,
  shape: (wire: W, usdRate: number) => R,
  extra: Pick<Planned<R>, 'usdPriced'> & { meta?: (meta: Meta, wire: W) => Meta } = {},
): Planned<R> {
  const { meta, ...rest } = extra;
  return {
    call,
    shape: (wire, rate) => shape(wire as W, rate),
    ...(meta ? { meta: (m: Meta, wire: unknown) => meta(m, wire as W) } : {}),
    ...rest,
  };
}

/** What a row may look up while planning; nothing here reads a secret or the network. */
export interface PlanContext {
  /** The user's base currency, used when a call names none. */
  baseCurrency: string;
  /** The clock's time (epoch ms): a read of past days refuses today, which is not over yet. */
  now: number;
  /**
   * The portfolio the input names, resolved before the row builds its call: a shared one by its local id, its
   * token empty until send time (plan.ts withSecrets builds the call again with it).
   */
  target: PortfolioTarget;
  /** The followed wallets with these ids, in a stable order, or why the read cannot be made. */
  wallets(ids: readonly string[]): { ok: true; value: WalletRef[] } | { ok: false; error: AppError };
  /**
   * Why these wallets' transactions are not read on the current route, or null: paying per request, after the
   * service answered "not synced" for them (nothing on that route can change the answer; unsynced-wallets.ts).
   */
  unsyncedOnRoute(wallets: readonly WalletRef[]): AppError | null;
}

/** The read is answered with this error and nothing is sent (a bad page, a wallet no longer followed). */
export interface Refused {
  refused: AppError;
}

export const refused = (error: AppError): Refused => ({ refused: error });

export interface ReadRow<C extends ChannelName> {
  kind: DataKind;
  /** The call this input makes, or the refusal. */
  plan(input: ParsedInput<C>, ctx: PlanContext): Planned<Result<C>> | Refused;
  /** How old a cached answer may be and still serve this input (ms). */
  fresh(input: ParsedInput<C>): number;
  /**
   * 'threshold': asks first when its price passes the user's confirmation threshold. 'always': asks first
   * whatever it costs. A read the cache answers costs nothing and never asks.
   */
  confirm: 'threshold' | 'always';
  /** What the eye goes to first on the view that shows it (the rate queue's order); absent, a table. */
  rank?: Rank;
  /**
   * The view shows one answer of this read at a time: a newer call with other input means the user moved on, and
   * an older one still waiting for a rate slot is dropped rather than spending credits nobody sees.
   */
  oneAtATime?: true;
}

/** A row's terms besides its plan; a freshness that does not depend on the input is given as a figure. */
export type RowTerms<C extends ChannelName> = Omit<ReadRow<C>, 'plan' | 'fresh'> & {
  fresh: number | ReadRow<C>['fresh'];
};

/** A row as its terms on one line, then its plan, so the table reads one read at a time. */
export function readRow<C extends ChannelName>(terms: RowTerms<C>, plan: ReadRow<C>['plan']): ReadRow<C> {
  const { fresh } = terms;
  return { ...terms, fresh: typeof fresh === 'number' ? () => fresh : fresh, plan };
}

/** How a read of the visible view is queued: a row's, or a special read's declared beside its handler. */
export type ViewScope = Pick<ReadRow<ChannelName>, 'rank' | 'oneAtATime'>;

export type ReadRows<K extends ChannelName> = { [C in K]: ReadRow<C> };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

// Freshness follows what changes and what a re-read costs. Under the default refresh policy a
// view re-reads, when it opens, what is older than its freshness; a Free plan has 20,000 credits a month, and the
// Portfolios view alone costs 57 to read in full. So:
/** What moves with prices and costs credits per read (a portfolio's value and holdings, a wallet's balance). */
export const PRICED_FRESH = 4 * HOUR;
/** What changes only when the user trades, adds a portfolio or follows a wallet (the app's own writes re-read at
 *  once), and histories with daily or coarser points: read once in a working day unless the user refreshes. */
export const DAILY_FRESH = 12 * HOUR;
