import type { ParsedInput, Result } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import { fail, type Envelope } from '../../shared/envelope';
import { ledgerParamsOf } from '../api/http';
import type { ReadContext } from '../api/read-context';
import type { ApiCall } from '../api/schemas/common';
import type { GuardResult } from '../credits/spend-guard';
import type { DataSession } from '../mode/data-session';
import type { CacheQuery, ReadDeps } from './deps';
import { askedBy, confirm } from './guard';
import { planRead, withSecrets, type PlannedRead } from './plan';
import { keyOf, liveCost, priceParts, type CallPart, type Priced } from './price';
import type { ReadChannel } from './rows';
import { converted, explainNotOffered, mayBeNotOffered, shaped } from './shape';
import { cacheDepsOf, cacheFirst, cachedRow, readThrough } from './through';
import { send } from './send';

// One declared read, stage after stage (docs/architecture.md, "One read, end to end"): plan the call from the row,
// price it from that request (peeking at the cache), ask the user first when the price says so, answer from the
// cache when it can, else send (with secrets only now), and shape the answer for the renderer. The preview runs
// the plan and the price, and stops there.

/** One declared read: its answer at once when the cache gives it (shaped in the caller's turn), else its promise. */
export function read<C extends ReadChannel>(
  deps: ReadDeps,
  channel: C,
  input: ParsedInput<C>,
  context?: ReadContext,
): Envelope<Result<C>> | Promise<Envelope<Result<C>>> {
  const session = deps.session();
  const planned = planRead(deps, session, channel, input);
  if (!planned.ok) return fail(planned.error);
  const { plan, main, rates } = planned.read;
  const priced = priceOf(planned.read, session, deps);
  const allowed = confirm(deps.guard, channel, input, priced);
  if (!allowed.ok) return fail(allowed.error);
  const cache = cacheDepsOf(deps, session);
  const query = {
    ...queryOf(main, planned.read.row.kind, askedBy(input), context),
    load: sender(session, planned.read, input, deps),
  };
  const hit = cachedRow(cache, query);
  const served = cacheFirst(cache, query, hit);
  if (served && !rates) return said(session, main, shaped(plan, served));
  return (async () => {
    let answer = served;
    if (!answer) {
      // A call the price counted as served by the cache that must be sent after all asks now.
      const late =
        priced.cost.credits > 0
          ? allowed
          : confirm(deps.guard, channel, input, { ...priced, cost: liveCost(main.call) });
      if (!late.ok) return fail(late.error);
      answer = await send(cache, query, hit);
    }
    if (!answer.ok || !rates) return said(session, main, shaped(plan, answer));
    const list = await readThrough(cache, {
      ...queryOf(rates, 'coins', askedBy(input), context),
      load: sendPlain(session, rates.call),
    });
    return converted(plan, answer, list as Envelope<{ result: Record<string, number> }>);
  })();
}

/** What a planned read costs now; its calls served by fresh cached answers cost nothing. */
function priceOf(read: PlannedRead<unknown>, session: DataSession, deps: ReadDeps): Priced {
  const parts = read.rates ? [read.main, read.rates] : [read.main];
  return priceParts(parts, session.answers, deps.clock.now(), read.row.confirm === 'always', session);
}

/** What a declared read would cost now; a refused read costs nothing. */
export function price<C extends ReadChannel>(deps: ReadDeps, channel: C, input: ParsedInput<C>): Priced {
  const session = deps.session();
  const planned = planRead(deps, session, channel, input);
  return planned.ok
    ? priceOf(planned.read, session, deps)
    : { cost: { credits: 0, explanation: planned.error.message }, always: false, usdcAtomic: 0 };
}

/** One call through the cache for a special read that confirmed its own price; without `cache` it always sends. */
export async function readCall<T>(
  deps: ReadDeps,
  call: ApiCall<T>,
  kind: DataKind,
  cache: { maxAgeMs: number; force: boolean; asked?: boolean } = { maxAgeMs: 0, force: true },
  context?: ReadContext,
): Promise<Envelope<T>> {
  const session = deps.session();
  const part = { call: call as ApiCall<unknown>, maxAgeMs: cache.maxAgeMs, force: cache.force };
  const query = queryOf(part, kind, cache.asked ?? cache.force, context) as Omit<CacheQuery<T>, 'load'>;
  return readThrough(cacheDepsOf(deps, session), {
    ...query,
    schema: call.schema,
    load: sendPlain(session, call),
  });
}

function queryOf(
  part: CallPart,
  kind: DataKind,
  asked: boolean,
  context: ReadContext | undefined,
): Omit<CacheQuery<unknown>, 'load'> {
  const { request, schema } = part.call;
  return {
    key: keyOf(request),
    kind,
    endpoint: request.endpoint,
    // Only a ledger line or a stored answer needs them, after the answer is out.
    get params() {
      return ledgerParamsOf(request);
    },
    maxAgeMs: part.maxAgeMs,
    force: part.force,
    asked,
    schema,
    ...(context ? { context } : {}),
  };
}

const sendPlain =
  <T>(session: DataSession, call: ApiCall<T>): CacheQuery<T>['load'] =>
  (context) =>
    session.client.send(call.request, call.schema, { context });

/** Sends the planned call, with a shared portfolio's secrets read only as it goes. */
const sender =
  (
    session: DataSession,
    planned: PlannedRead<unknown>,
    input: unknown,
    deps: ReadDeps,
  ): CacheQuery<unknown>['load'] =>
  async (context) => {
    const call = await withSecrets(planned, input, session, deps.secrets);
    return call.ok ? session.client.send(call.call.request, call.call.schema, { context }) : call;
  };

/** A 404 of an undocumented read, said as "not offered here" when the service answers at that address. */
const said = <R>(session: DataSession, main: CallPart, answer: Envelope<R>) =>
  mayBeNotOffered(answer, main.call.request.endpoint)
    ? explainNotOffered(session, main.call.request.endpoint, answer)
    : answer;

/** The read path bound to the app's effects (index.ts createReads), as the rooms of special reads use it. */
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
    cache?: { maxAgeMs: number; force: boolean; asked?: boolean },
    context?: ReadContext,
  ): Promise<Envelope<T>>;
  /** The app is closing: the cache hits' ledger lines still waiting are written now. */
  flush(): void;
}
