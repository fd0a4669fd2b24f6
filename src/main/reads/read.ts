import type { ParsedInput, Result } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import { ADDING_SHARED_ID } from '../../shared/domain/portfolio';
import type { WalletRef } from '../../shared/domain/wallet';
import { fail, ok, type AppError, type Envelope, type Meta } from '../../shared/envelope';
import { ledgerParamsOf } from '../api/http';
import type { ReadContext as ReadFor } from '../api/read-context';
import { invalid } from '../api/schemas/request-bounds';
import type { ApiCall } from '../api/schemas/common';
import type { GuardResult } from '../credits/spend-guard';
import type { DataSession } from '../mode/data-session';
import { convertedMeta, type DomainDeps } from './deps';
import { explainNotOffered, mayBeNotOffered } from './not-offered';
import { SHARED_PREFIX, resolveTarget } from './portfolio-target';
import { keyOf, liveCost, priceParts, type CallPart, type Priced } from './read-price';
import { createReadThrough, freshUnderPolicy, type ReadThrough } from './read-through';
import { rowOf, type ReadChannel } from './reads';
import { refused, type Planned, type ReadContext, type Refused } from './reads/row';
import type { UnsyncedWallets } from './unsynced-wallets';

// The one way a declared read runs (docs/architecture.md, "Main's layers"): plan the call from the row -> price it from that
// request, peeking at the cache -> ask the user first when the price passes the threshold or the row says
// "always" -> read through the cache (sending with secrets only now) -> shape for the renderer. The preview runs
// the same plan and price, and stops there.

export interface ReadRunner {
  /** `context`: who the read is for (ipc/read-scope.ts); absent, the user's view. */
  read<C extends ReadChannel>(
    channel: C,
    input: ParsedInput<C>,
    context?: ReadFor,
  ): Promise<Envelope<Result<C>>>;
  /** What the read would cost now; a refused read costs nothing. */
  price<C extends ReadChannel>(channel: C, input: ParsedInput<C>): Priced;
  /** Whether a read at this price asks first: the preview's badge and the handlers' guard both use it. */
  asksFirst(priced: Priced): boolean;
  /** Lets a read at this price through, or answers "confirm first" (spending `token` if it is the right one). */
  confirm(channel: string, input: unknown, priced: Priced): GuardResult;
  /**
   * One call through the cache, for a special read that has confirmed its own price (the shared-portfolio trial,
   * the re-read after a confirmed sync, the pages of holdings). Without `cache` it always asks the service.
   */
  readCall<T>(
    call: ApiCall<T>,
    kind: DataKind,
    cache?: { maxAgeMs: number; force: boolean; asked?: boolean },
    context?: ReadFor,
  ): Promise<Envelope<T>>;
  /** The app is closing: the cache hits' ledger lines still waiting are recorded now (read-through.ts flush). */
  flush(): void;
}

const flags = (input: unknown): { refresh: boolean; token: string | undefined } => {
  const i = input as { refresh?: boolean; confirmToken?: string };
  return { refresh: i.refresh === true, token: i.confirmToken };
};

/**
 * Whether a read's input is the user's own ask: Refresh (Retry sends one on a held card) or a spend they confirmed
 * (its token was spent to get here). Such a read is sent even while it is held after a timeout (read-through.ts).
 */
export const askedBy = (input: unknown): boolean => {
  const { refresh, token } = flags(input);
  return refresh || token !== undefined;
};

export function createReadRunner(
  deps: DomainDeps,
  /** Wallets the gateway answered "not synced" for (the wallet room marks and clears them). */
  unsynced: Pick<UnsyncedWallets, 'refusal'> = { refusal: () => null },
): ReadRunner {
  // One read-through per session: its background refreshes and their failures are remembered across reads. A
  // session is made per mode, and again when the user changes the service address: a handful in a day.
  const throughs = new Map<DataSession, ReadThrough>();
  const throughOf = (session: DataSession): ReadThrough => {
    let through = throughs.get(session);
    if (!through) {
      through = createReadThrough({
        answers: session.answers,
        clock: deps.clock,
        log: deps.log,
        demo: session.demo,
        record: (record) => session.credits.record(record),
        emit: deps.emit,
        ...(deps.answerStored ? { stored: (answer) => deps.answerStored?.(answer, session.demo) } : {}),
        ...(session.refreshPolicy ? { refreshPolicy: session.refreshPolicy } : {}),
        ...(session.refreshIntervalMs ? { refreshIntervalMs: session.refreshIntervalMs } : {}),
      });
      throughs.set(session, through);
    }
    return through;
  };

  const contextOf = (session: DataSession): ReadContext => ({
    baseCurrency: deps.baseCurrency(),
    wallets: (ids) => lookUpWallets(session, ids),
    unsyncedOnRoute: (wallets) => (session.mode === 'gateway' ? unsynced.refusal(wallets) : null),
    portfolio(portfolioId, build) {
      if (portfolioId === undefined) return build({ kind: 'all' });
      if (!portfolioId.startsWith(SHARED_PREFIX)) return build({ kind: 'own', portfolioId });
      const localId = portfolioId.slice(SHARED_PREFIX.length);
      // The one about to be added is priced, never read: no token is stored for it, so resolveTarget refuses the
      // read before anything is sent. Local ids are UUIDs (newSharedId): none is ever ADDING_SHARED_ID.
      if (!session.sharedPortfolios.get(localId) && portfolioId !== ADDING_SHARED_ID)
        return refused(sharedGone);
      // Keyed by its local id, so the token is read from the keychain only when the call is sent.
      const plan = build({ kind: 'shared', localId, shareToken: '', passcode: null });
      const withSecrets: Planned<unknown>['withSecrets'] = async () => {
        const resolved = await resolveTarget(portfolioId, session.sharedPortfolios, deps.secrets);
        return resolved.ok ? { ok: true, call: build(resolved.target).call } : resolved;
      };
      return { ...plan, withSecrets };
    },
  });

  /** The calls a planned read may send: its own, and the currency list when its USD prices are converted. */
  const partsOf = <C extends ReadChannel>(
    channel: C,
    input: ParsedInput<C>,
    plan: Planned<unknown>,
    ctx: ReadContext,
  ): { main: CallPart; rates: CallPart | null } => {
    const maxAgeMs = freshUnderPolicy(rowOf(channel).fresh(input), deps.session());
    const main = { call: plan.call, maxAgeMs, force: flags(input).refresh };
    const converted = plan.usdPriced;
    if (!converted || converted.currency === 'USD' || converted.direct.includes(converted.currency)) {
      return { main, rates: null };
    }
    const rates = rowOf('coins:currencies').plan({}, ctx);
    if ('refused' in rates) return { main, rates: null };
    return { main, rates: { call: rates.call, maxAgeMs: rowOf('coins:currencies').fresh({}), force: false } };
  };

  const planOf = <C extends ReadChannel>(channel: C, input: ParsedInput<C>, session: DataSession) => {
    const ctx = contextOf(session);
    const plan = rowOf(channel).plan(input, ctx) as Planned<Result<C>> | Refused;
    if ('refused' in plan) return { ok: false, error: plan.refused } as const;
    const parts = partsOf(channel, input, plan, ctx);
    const list = parts.rates ? [parts.main, parts.rates] : [parts.main];
    const always = rowOf(channel).confirm === 'always';
    const priced = priceParts(list, session.answers, deps.clock.now(), always, session);
    return { ok: true, plan, parts, priced } as const;
  };

  const asksFirst = (priced: Priced) =>
    priced.cost.credits > 0 && (priced.always || priced.cost.credits > deps.guard.threshold());

  const confirm = (channel: string, input: unknown, priced: Priced): GuardResult =>
    asksFirst(priced)
      ? deps.guard.guard(channel, input, priced.cost, flags(input).token, { always: priced.always })
      : { ok: true };

  /**
   * One call through the cache: the cache's answer at once when it needs no wait (read-through.ts), else
   * the promise of the service's. A call the price counted as cached that must be sent after all asks then.
   */
  const through = <T>(
    session: DataSession,
    channel: string,
    input: unknown,
    part: CallPart,
    kind: DataKind,
    options: {
      counted: boolean;
      always?: boolean;
      withSecrets?: Planned<unknown>['withSecrets'];
      /** The user asked for it now (see ReadThroughOptions.asked); by default, when its input says so. */
      asked?: boolean;
      /** Who it is for (ipc/read-scope.ts); absent, the user's view. */
      context?: ReadFor | undefined;
    },
  ): Envelope<T> | Promise<Envelope<T>> => {
    const { request, schema } = part.call as ApiCall<T>;
    return throughOf(session)({
      ...(options.context ? { context: options.context } : {}),
      force: part.force,
      asked: options.asked ?? askedBy(input),
      key: keyOf(request),
      kind,
      endpoint: request.endpoint,
      // Only a ledger line or a stored answer needs them, after the answer is out.
      get params() {
        return ledgerParamsOf(request);
      },
      maxAgeMs: part.maxAgeMs,
      schema,
      load: async (context) => {
        if (!options.counted) {
          const late = confirm(channel, input, {
            cost: liveCost(part.call),
            always: options.always ?? false,
            usdcAtomic: null,
          });
          if (!late.ok) return late;
        }
        const sent = options.withSecrets
          ? await options.withSecrets()
          : { ok: true as const, call: part.call };
        if (!sent.ok) return sent;
        return session.client.send(sent.call.request, schema, { context });
      },
    });
  };

  /** The answer shaped for the renderer, converted at `rate` units of the shown currency per USD. */
  const shaped = <R>(plan: Planned<R>, main: Envelope<unknown>, rate = 1, meta?: Meta): Envelope<R> => {
    if (!main.ok) return main;
    const combined = meta ?? main.meta;
    return ok(plan.shape(main.value, rate), plan.meta ? plan.meta(combined, main.value) : combined);
  };

  /**
   * One declared read: its answer, at once when the cache gives it (most reads: shaped in the caller's turn, with
   * no wait in between), else the promise of it.
   */
  const readNow = <C extends ReadChannel>(
    channel: C,
    input: ParsedInput<C>,
    context: ReadFor | undefined,
  ): Envelope<Result<C>> | Promise<Envelope<Result<C>>> => {
    const session = deps.session();
    const planned = planOf(channel, input, session);
    if (!planned.ok) return fail(planned.error);
    const { plan, parts, priced } = planned;
    const allowed = confirm(channel, input, priced);
    if (!allowed.ok) return fail(allowed.error);
    const counted = priced.cost.credits > 0;
    const main = through<unknown>(session, channel, input, parts.main, rowOf(channel).kind, {
      counted,
      always: priced.always,
      withSecrets: plan.withSecrets,
      context,
    });
    const endpoint = parts.main.call.request.endpoint;
    const said = (answer: Envelope<Result<C>>) =>
      mayBeNotOffered(answer, endpoint) ? explainNotOffered(session, endpoint, answer) : answer;
    if (!(main instanceof Promise) && !parts.rates) return said(shaped(plan, main));
    return (async () => {
      const answer = await main;
      if (!answer.ok || !parts.rates) return said(shaped(plan, answer));
      const currency = plan.usdPriced?.currency ?? 'USD';
      const rates = await through<{ result: Record<string, number> }>(
        session,
        channel,
        input,
        parts.rates,
        'coins',
        { counted, always: priced.always, context },
      );
      if (!rates.ok) return rates;
      const rate = rates.value.result[currency];
      if (rate === undefined) {
        return fail(invalid('currency', `${currency} is not in the service's currency list.`));
      }
      return shaped(plan, answer, rate, convertedMeta(answer.meta, rates.meta));
    })();
  };

  return {
    price(channel, input) {
      const planned = planOf(channel, input, deps.session());
      return planned.ok
        ? planned.priced
        : { cost: { credits: 0, explanation: planned.error.message }, always: false, usdcAtomic: 0 };
    },
    asksFirst,
    confirm,
    readCall: async <T>(
      call: ApiCall<T>,
      kind: DataKind,
      cache: { maxAgeMs: number; force: boolean; asked?: boolean } = { maxAgeMs: 0, force: true },
      context?: ReadFor,
    ) =>
      through<T>(
        deps.session(),
        '',
        {},
        { call: call as ApiCall<unknown>, maxAgeMs: cache.maxAgeMs, force: cache.force },
        kind,
        { counted: true, asked: cache.asked ?? cache.force, context },
      ),
    flush() {
      for (const through of throughs.values()) through.flush();
    },
    read(channel, input, context) {
      // Like an async function, a read that fails while planning rejects rather than throwing at its caller.
      try {
        return Promise.resolve(readNow(channel, input, context));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

const sharedGone: AppError = {
  code: 'not_found',
  message: 'This shared portfolio is no longer in Folio Desk. Add it again with its share link token.',
};

/** The followed wallets for these ids, in a stable order so the same set always makes the same request. */
export function lookUpWallets(
  session: Pick<DataSession, 'wallets'>,
  ids: readonly string[],
): { ok: true; value: WalletRef[] } | { ok: false; error: AppError } {
  const found: WalletRef[] = [];
  for (const id of new Set(ids)) {
    const wallet = session.wallets.get(id);
    if (!wallet) {
      return {
        ok: false,
        error: {
          code: 'not_found',
          message: 'That wallet is no longer followed in Folio Desk; add it again.',
        },
      };
    }
    found.push(wallet);
  }
  return { ok: true, value: found.sort((a, b) => a.id.localeCompare(b.id)) };
}
