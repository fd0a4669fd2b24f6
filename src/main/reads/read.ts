import type { z } from 'zod';
import type { Handlers, ParsedInput, Result } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import { fail, type Envelope } from '../../shared/envelope';
import { cacheKeyOf, ledgerParamsOf } from '../api/http';
import type { ReadContext, ReadHandlers } from '../api/read-context';
import type { ApiCall } from '../api/schemas/common';
import type { DataSession } from '../mode/data-session';
import type { CacheDeps, CacheQuery, ReadDeps, Reads } from './deps';
import { askedBy, asksFirst, confirm } from './guard';
import { planRead, withSecrets, type PlannedRead } from './plan';
import { priceParts, type CallPart, type Priced } from './price';
import { readChannels, rowOf, type ReadChannel } from './rows';
import type { ReadRow } from './rows/row';
import { sendOnce } from './send';
import { converted, saidNotOffered, shaped } from './shape';
import { cacheFirst, cachedRow, flushHits, readThrough } from './through';

// One declared read, stage after stage: plan the call from the row, look in the cache, ask the user first when
// what must go out now costs enough, answer from the cache when it can, else send (secrets read only now), and
// shape the answer. The preview runs the plan and the price, and stops there.

/** One declared read: its answer at once when the cache gives it (shaped in the caller's turn), else its promise. */
export function read<C extends ReadChannel>(
  deps: ReadDeps,
  channel: C,
  input: ParsedInput<C>,
  context?: ReadContext,
  row: ReadRow<C> = rowOf(channel),
): Envelope<Result<C>> | Promise<Envelope<Result<C>>> {
  const session = deps.session();
  const planned = planRead(deps, session, row, input);
  if (!planned.ok) return fail(planned.error);
  const { plan, main, rates } = planned.read;
  const cache = cacheDepsOf(deps, session);
  const refreshAsks = asksToRefresh(deps, planned.read, session);
  const send = sender(session, planned.read, input, deps);
  const query = queryOf(main, row.kind, askedBy(input), context, send, refreshAsks);
  const ratesQuery = rates
    ? queryOf(rates, 'coins', askedBy(input), context, sendPlain(session, rates.call), refreshAsks)
    : null;
  const hit = cachedRow(cache, query);
  // Only what goes out now is asked about: an answer the cache holds is shown (an old one marked stale) whatever
  // its refresh would cost, and that refresh goes in the background only if it would not ask first.
  const mainSent = !servedBy(query, hit);
  if (mainSent || ratesQuery) {
    const ratesSent =
      ratesQuery && rates && !servedBy(ratesQuery, cachedRow(cache, ratesQuery)) ? [rates] : [];
    const sentNow = [...(mainSent ? [main] : []), ...ratesSent];
    const allowed = confirm(deps.guard, channel, input, priceNow(sentNow, planned.read, session, deps));
    if (!allowed.ok) return fail(allowed.error);
  }
  const served = cacheFirst(cache, query, hit);
  const endpoint = main.call.request.endpoint;
  if (served && !ratesQuery) return saidNotOffered(session, endpoint, shaped(plan, served));
  return (async () => {
    const answer = served ?? (await sendOnce(cache, query, hit));
    if (!answer.ok || !ratesQuery) return saidNotOffered(session, endpoint, shaped(plan, answer));
    const list = await readThrough(cache, ratesQuery);
    return converted(plan, answer, list as Envelope<{ result: Record<string, number> }>);
  })();
}

/** The cached row answers the query now, fresh or old (cacheFirst), so nothing is sent in the foreground. */
const servedBy = (query: CacheQuery<unknown>, hit: unknown): boolean => hit !== null && query.force !== true;

/** What the calls sent now cost, each at its live price. */
function priceNow(
  parts: CallPart[],
  read: PlannedRead<unknown>,
  session: DataSession,
  deps: ReadDeps,
): Priced {
  const live = parts.map((part) => ({ ...part, force: true }));
  return priceParts(live, session.answers, deps.clock.now(), read.row.confirm === 'always', session);
}

/** Whether refreshing one of the read's calls in the background would ask the user first. */
const asksToRefresh =
  (deps: ReadDeps, read: PlannedRead<unknown>, session: DataSession) =>
  (part: CallPart): boolean =>
    asksFirst(deps.guard, priceNow([part], read, session, deps));

/** What a planned read costs now; its calls served by fresh cached answers cost nothing. */
function priceOf(read: PlannedRead<unknown>, session: DataSession, deps: ReadDeps): Priced {
  const parts = read.rates ? [read.main, read.rates] : [read.main];
  return priceParts(parts, session.answers, deps.clock.now(), read.row.confirm === 'always', session);
}

/** The cache stages' view of one session. */
function cacheDepsOf(deps: ReadDeps, session: DataSession): CacheDeps {
  const { answerStored } = deps;
  return {
    answers: session.answers,
    cache: session.answerCache,
    clock: deps.clock,
    log: deps.log,
    demo: session.demo,
    record: (record) => session.credits.record(record),
    emit: deps.emit,
    ...(answerStored ? { stored: (answer) => answerStored(answer, session.demo) } : {}),
    ...(session.refreshPolicy ? { refreshPolicy: session.refreshPolicy } : {}),
    ...(session.refreshIntervalMs ? { refreshIntervalMs: session.refreshIntervalMs } : {}),
  };
}

/** One object literal, never spread: a spread would run the `params` getter it keeps for later. */
function queryOf<T>(
  part: CallPart,
  kind: DataKind,
  asked: boolean,
  context: ReadContext | undefined,
  load: CacheQuery<T>['load'],
  refreshAsks?: (part: CallPart) => boolean,
): CacheQuery<T> {
  const { request, schema } = part.call;
  return {
    key: cacheKeyOf(request),
    kind,
    endpoint: request.endpoint,
    // Only a ledger line or a stored answer needs them, after the answer is out.
    get params() {
      return ledgerParamsOf(request);
    },
    maxAgeMs: part.maxAgeMs,
    force: part.force,
    asked,
    schema: schema as z.ZodType<T>,
    load,
    ...(context ? { context } : {}),
    ...(refreshAsks ? { refreshAsksFirst: () => refreshAsks(part) } : {}),
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

export function createReads(deps: ReadDeps): Reads {
  const settled = <C extends ReadChannel>(
    channel: C,
    input: ParsedInput<C>,
    context?: ReadContext,
    row?: ReadRow<C>,
  ) => {
    // Like an async function, a read that fails while planning rejects rather than throwing at its caller.
    try {
      return Promise.resolve(read(deps, channel, input, context, row));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    read: (channel, input, context) => settled(channel, input, context),
    price(channel, input) {
      const session = deps.session();
      const planned = planRead(deps, session, rowOf(channel), input);
      return planned.ok
        ? priceOf(planned.read, session, deps)
        : { cost: { credits: 0, explanation: planned.error.message }, always: false, usdcAtomic: 0 };
    },
    asksFirst: (priced) => asksFirst(deps.guard, priced),
    confirm: (channel, input, priced) => confirm(deps.guard, channel, input, priced),
    async readCall(call, kind, cache = { maxAgeMs: 0, force: true }, context) {
      const part = { call: call as ApiCall<unknown>, maxAgeMs: cache.maxAgeMs, force: cache.force };
      const session = deps.session();
      const load = sendPlain(session, call);
      return readThrough(
        cacheDepsOf(deps, session),
        queryOf(part, kind, cache.asked ?? cache.force, context, load, cache.refreshAsksFirst),
      );
    },
    handlers() {
      const entries = readChannels.map((channel) => {
        const row = rowOf(channel);
        return [channel, (input: never, context?: ReadContext) => settled(channel, input, context, row)];
      });
      return Object.fromEntries(entries) as ReadHandlers<Pick<Handlers, ReadChannel>>;
    },
    flush: () => flushHits({ cache: deps.session().answerCache, log: deps.log }),
  };
}
