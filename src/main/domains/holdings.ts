import type { ReadHandlers } from '../api/read-context';
import type { Handlers, ParsedInput } from '../../shared/contract';
import { fail, ok, type Say } from '../../shared/envelope';
import { coinCalls } from '../api/coins';
import { costOf } from '../api/costs';
import { cacheKeyOf } from '../api/http';
import {
  cachedPageCount,
  HOLDINGS_PAGE_LIMIT,
  MAX_HOLDINGS_PAGES,
  readEveryPage,
  withSkipped,
} from '../api/pages';
import { portfolioCalls, type PortfolioTarget } from '../api/portfolio';
import { toHoldings } from '../api/schemas/portfolio';
import { invalid } from '../api/schemas/request-bounds';
import { mapEnvelope, type DomainDeps } from './deps';
import type { Reads } from '../reads';
import { askedBy } from '../reads/guard';
import { resolveTarget, SHARED_PREFIX } from '../reads/plan';
import { cachedAt, free, freshAt, gatewayAtomic, liveCost, type Priced } from '../reads/price';
import { convertedMeta } from '../reads/shape';
import { HOUR, PRICED_FRESH } from '../reads/rows/row';
import { freshUnderPolicy, validCached } from '../reads/through';

// portfolio:coins, a special read: the service pages holdings 100 at a time, so one read is as many
// calls as there are pages, which only the last reading tells. Its price is those pages (0 while the first is
// fresh in the cache), plus the currency list when the holdings are shown in another currency; it asks first
// like any read above the threshold.

/** Amounts times prices: as fresh as the portfolio's value beside them (reads/row.ts). */
const HOLDINGS_FRESH_MS = PRICED_FRESH;
/** Holdings are priced in USD, BTC and ETH; other currencies are converted with the currency list. */
const DIRECT = ['USD', 'BTC', 'ETH'];

/** The target as the cache keys it: a shared portfolio by its local id, never its token. */
function cacheTarget(portfolioId: string | undefined): PortfolioTarget {
  if (portfolioId === undefined) return { kind: 'all' };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { kind: 'own', portfolioId };
  return { kind: 'shared', localId: portfolioId.slice(SHARED_PREFIX.length), shareToken: '', passcode: null };
}

type HoldingsInput = ParsedInput<'portfolio:coins'>;

const currencyOf = (deps: DomainDeps, input: HoldingsInput) => input.currency ?? deps.baseCurrency();
const ratesPart = (deps: DomainDeps, input: HoldingsInput) =>
  DIRECT.includes(currencyOf(deps, input))
    ? null
    : { call: coinCalls.currencies(), maxAgeMs: HOUR, force: false };

/** One page of holdings as the cache holds it, at any age, when it still passes its schema. */
function cachedPage(deps: DomainDeps, target: PortfolioTarget, page: number) {
  const call = portfolioCalls.coins(target, page);
  const row = deps.session().answers.get(cacheKeyOf(call.request));
  const parsed = row ? validCached(call.schema, row) : null;
  return parsed?.success ? parsed.data.result : null;
}

const PAGING = { limit: HOLDINGS_PAGE_LIMIT, maxPages: MAX_HOLDINGS_PAGES };

/** The pages the last reading found, or null when the first page is not cached. */
const knownPages = (deps: DomainDeps, target: PortfolioTarget) =>
  cachedPageCount((page) => cachedPage(deps, target, page), PAGING);

/** The cache answers the whole read now (every page the last reading found, and the currency list it needs). */
function servedByCache(deps: DomainDeps, input: HoldingsInput, target: PortfolioTarget): boolean {
  if (input.refresh === true) return false;
  let missing = false;
  const known = cachedPageCount((page) => {
    const rows = cachedPage(deps, target, page);
    missing ||= rows === null;
    return rows;
  }, PAGING);
  const rates = ratesPart(deps, input);
  const ratesCached = !rates || cachedAt(deps.session().answers, rates.call) !== null;
  return known !== null && !missing && ratesCached;
}

function priceHoldings(deps: DomainDeps, input: HoldingsInput): Priced {
  const session = deps.session();
  const { answers } = session;
  const now = deps.clock.now();
  const target = cacheTarget(input.portfolioId);
  const first = {
    call: portfolioCalls.coins(target, 1),
    maxAgeMs: HOLDINGS_FRESH_MS,
    force: input.refresh === true,
  };
  const rates = ratesPart(deps, input);
  const ratesCost =
    rates && freshAt(answers, rates, now, session) === null ? liveCost(rates.call).credits : 0;
  if (freshAt(answers, first, now, session) !== null) {
    return ratesCost === 0
      ? free('cached holdings; Refresh reads every page again', [{ id: 'prices.cachedHoldings' }])
      : {
          cost: {
            credits: ratesCost,
            explanation: `${ratesCost} credit for the currency list`,
            explanationSays: [currencyListSay(ratesCost)],
          },
          always: false,
          usdcAtomic: gatewayAtomic(rates?.call ?? first.call),
        };
  }
  const known = knownPages(deps, target);
  const perPage = costOf('GET /portfolio/coins').credits;
  const pages = known?.pages ?? 1;
  const says: Say[] = [
    known === null
      ? { id: 'prices.holdingsFirstPage', values: { perPage, limit: HOLDINGS_PAGE_LIMIT } }
      : pages === 1
        ? { id: 'prices.credits', values: { credits: perPage, endpoint: 'GET /portfolio/coins' } }
        : {
            id: 'prices.holdingsPages',
            values: { perPage, pages, credits: perPage * pages, rows: known.rows },
          },
    ...(ratesCost ? [currencyListSay(ratesCost)] : []),
  ];
  const explanation =
    known === null
      ? `${perPage} credits for the first ${HOLDINGS_PAGE_LIMIT} holdings (GET /portfolio/coins); each further ${HOLDINGS_PAGE_LIMIT} costs ${perPage} more`
      : pages === 1
        ? costOf('GET /portfolio/coins').explanation
        : `${perPage} credits x ${pages} pages = ${perPage * pages} credits for GET /portfolio/coins (${known.rows} holdings when last read)`;
  const page = gatewayAtomic(first.call);
  return {
    cost: {
      credits: perPage * pages + ratesCost,
      explanation: ratesCost ? `${explanation}; ${ratesCost} credit for the currency list` : explanation,
      explanationSays: says,
    },
    always: false,
    usdcAtomic: page === null ? null : page * pages,
  };
}

type CoinsHandler = ReadHandlers<Pick<Handlers, 'portfolio:coins'>>['portfolio:coins'];

/** Every page of holdings, converted with the currency list when shown in a currency the service does not price. */
async function readHoldings(
  deps: DomainDeps,
  runner: Reads,
  input: HoldingsInput,
  context: Parameters<CoinsHandler>[1],
): ReturnType<CoinsHandler> {
  const session = deps.session();
  const resolved = await resolveTarget(input.portfolioId, session.sharedPortfolios, deps.secrets);
  if (!resolved.ok) return fail(resolved.error);
  // As any read: only what goes out now asks first; old cached pages show at once, and are refreshed behind
  // them only if pressing Refresh would not ask first.
  if (!servedByCache(deps, input, cacheTarget(input.portfolioId))) {
    const allowed = runner.confirm('portfolio:coins', input, priceHoldings(deps, input));
    if (!allowed.ok) return fail(allowed.error);
  }
  let refreshAsks: boolean | undefined;
  const refreshAsksFirst = () =>
    (refreshAsks ??= runner.asksFirst(priceHoldings(deps, { ...input, refresh: true })));
  const currency = currencyOf(deps, input);
  const coins = await readEveryPage(
    async (page) =>
      mapEnvelope(
        await runner.readCall(
          portfolioCalls.coins(resolved.target, page),
          'portfolio',
          {
            maxAgeMs: HOLDINGS_FRESH_MS,
            force: input.refresh === true,
            asked: askedBy(input),
            refreshAsksFirst,
          },
          context,
        ),
        (wire) => wire.result,
      ),
    { limit: HOLDINGS_PAGE_LIMIT, maxPages: MAX_HOLDINGS_PAGES },
  );
  if (!coins.ok) return coins;
  if (!ratesPart(deps, input)) return mapEnvelope(coins, (rows) => toHoldings({ result: rows }, currency, 1));
  const rates = await runner.readCall(
    coinCalls.currencies(),
    'coins',
    { maxAgeMs: HOUR, force: false, refreshAsksFirst },
    context,
  );
  if (!rates.ok) return rates;
  const rate = rates.value.result[currency];
  if (rate === undefined) {
    return fail(invalid('currency', `${currency} is not in the service's currency list.`));
  }
  const meta = withSkipped(convertedMeta(coins.meta, rates.meta), coins.value);
  return ok(toHoldings({ result: coins.value }, currency, rate), meta);
}

export function holdingsRoom(
  deps: DomainDeps,
  runner: Reads,
): { handlers: Pick<Handlers, 'portfolio:coins'>; price: (input: HoldingsInput) => Priced } {
  const handlers: ReadHandlers<Pick<Handlers, 'portfolio:coins'>> = {
    'portfolio:coins': (input, context) => readHoldings(deps, runner, input, context),
  };
  // Its freshness goes with the price, for the refresh policy's monthly figure.
  return {
    handlers,
    price: (input) => ({
      ...priceHoldings(deps, input),
      freshForMs: freshUnderPolicy(HOLDINGS_FRESH_MS, deps.session()),
    }),
  };
}

const currencyListSay = (credits: number): Say => ({ id: 'prices.currencyList', values: { credits } });
