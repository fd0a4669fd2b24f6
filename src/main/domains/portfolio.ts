import type { Handlers } from '../../shared/contract';
import type { PortfolioSummary } from '../../shared/domain/portfolio';
import { fail, ok } from '../../shared/envelope';
import { portfolioCalls, type PlPeriod } from '../api/portfolio';
import {
  toChartPoints,
  toHoldings,
  toPortfolioTransactions,
  toPortfolioValue,
} from '../api/schemas/portfolio';
import { HOLDINGS_PAGE_LIMIT, MAX_HOLDINGS_PAGES, readEveryPage, withSkipped } from '../api/pages';
import { pagingError } from '../api/schemas/request-bounds';
import { createSharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import { combineMeta, localMeta, mapEnvelope, perDatabase, type DomainDeps } from './deps';
import { freshness } from './freshness';
import { addShared, newSharedId, removeShared, resolveTarget, sharedSummary } from './portfolio-target';
import { readCall, usdRate } from './read';

type PortfolioChannel =
  | 'portfolio:list'
  | 'portfolio:addShared'
  | 'portfolio:removeShared'
  | 'portfolio:value'
  | 'portfolio:chart'
  | 'portfolio:plHistory'
  | 'portfolio:coins'
  | 'portfolio:transactions';

const DEFAULT_TX_LIMIT = 20;

/** Answers to the trial read that mean the share token itself will not work. */
const REFUSED = new Set(['forbidden', 'not_found', 'invalid_input']);

// The portfolio room: own portfolios from the service, shared ones kept locally; every read through the cache.
export function portfolioHandlers(deps: DomainDeps): Pick<Handlers, PortfolioChannel> {
  const repo = perDatabase(createSharedPortfoliosRepo);
  const current = () => {
    const s = deps.services();
    return { s, shared: repo(s.db) };
  };
  const target = (portfolioId: string | undefined) => {
    const { shared } = current();
    return resolveTarget(portfolioId, shared, deps.secrets);
  };

  return {
    async 'portfolio:list'(input) {
      const { s, shared } = current();
      const local = shared.list().map(sharedSummary);
      const own = await readCall(s, portfolioCalls.list(), 'portfolio', freshness.portfolioList, {
        force: input.refresh,
      });
      if (!own.ok) {
        // Shared portfolios are known locally: show them even when the service cannot list the own ones.
        return local.length ? ok(local, { ...localMeta(deps), stale: true, error: own.error }) : own;
      }
      const mine: PortfolioSummary[] = own.value.map((p) => ({ ...p, shared: false, hasPasscode: false }));
      return ok([...mine, ...local], own.meta);
    },

    // The token is tried with one value read before anything is stored, so a wrong token, a missing passcode or
    // an owner without a premium plan is said at once; a network failure keeps the portfolio for later.
    async 'portfolio:addShared'(input) {
      const { s, shared } = current();
      const localId = newSharedId();
      const token = {
        kind: 'shared',
        localId,
        shareToken: input.shareToken,
        passcode: input.passcode ?? null,
      } as const;
      const trial = portfolioCalls.value(token, deps.baseCurrency());
      const read = await readCall(s, trial, 'portfolio', freshness.portfolioValue);
      if (!read.ok && REFUSED.has(read.error.code)) {
        return fail({ ...read.error, message: `The portfolio was not added. ${read.error.message}` });
      }
      const added = await addShared(input, shared, deps.secrets, deps.clock.now(), localId);
      if (!added.ok) return fail(added.error);
      deps.emit('data:changed', { kinds: ['portfolio'] });
      const meta = read.ok ? read.meta : { ...localMeta(deps), stale: true, error: read.error };
      return ok(added.value, meta);
    },

    async 'portfolio:removeShared'(input) {
      const removed = await removeShared(input.portfolioId, current().shared, deps.secrets);
      if (removed.ok && removed.value.removed) deps.emit('data:changed', { kinds: ['portfolio'] });
      return removed.ok ? ok(removed.value, localMeta(deps)) : fail(removed.error);
    },

    async 'portfolio:value'(input) {
      const t = await target(input.portfolioId);
      if (!t.ok) return fail(t.error);
      const currency = input.currency ?? deps.baseCurrency();
      const call = portfolioCalls.value(t.target, currency);
      const answer = await readCall(current().s, call, 'portfolio', freshness.portfolioValue, {
        force: input.refresh,
      });
      return mapEnvelope(answer, (wire) => toPortfolioValue(wire, currency));
    },

    // One request carries USD, BTC and ETH: switching the chart's currency is a renderer choice, never a call.
    async 'portfolio:chart'(input) {
      const t = await target(input.portfolioId);
      if (!t.ok) return fail(t.error);
      const call = portfolioCalls.chart(t.target, input.range);
      const answer = await readCall(current().s, call, 'portfolio', freshness.chart(input.range), {
        force: input.refresh,
      });
      return mapEnvelope(answer, (wire) => ({ range: input.range, points: toChartPoints(wire) }));
    },

    async 'portfolio:plHistory'(input) {
      const t = await target(input.portfolioId);
      if (!t.ok) return fail(t.error);
      const currency = input.currency ?? deps.baseCurrency();
      // The input schema already holds range XOR (from and to).
      const period: PlPeriod =
        input.range !== undefined ? { range: input.range } : { from: input.from ?? '', to: input.to ?? '' };
      const call = portfolioCalls.plHistory(t.target, input.interval, period, currency);
      const answer = await readCall(current().s, call, 'portfolio', freshness.plHistory(input.interval), {
        force: input.refresh,
      });
      return mapEnvelope(answer, (wire) => ({ interval: input.interval, currency, points: wire.result }));
    },

    async 'portfolio:coins'(input) {
      const t = await target(input.portfolioId);
      if (!t.ok) return fail(t.error);
      const { s } = current();
      const currency = input.currency ?? deps.baseCurrency();
      // Issue 9: every page of holdings (api/pages.ts), each page one cached read.
      const coins = await readEveryPage(
        async (page) =>
          mapEnvelope(
            await readCall(s, portfolioCalls.coins(t.target, page), 'portfolio', freshness.holdings, {
              force: input.refresh,
            }),
            (wire) => wire.result,
          ),
        { limit: HOLDINGS_PAGE_LIMIT, maxPages: MAX_HOLDINGS_PAGES },
      );
      if (!coins.ok) return coins;
      const rate = await usdRate(s, currency, ['BTC', 'ETH']);
      if (rate === null) return mapEnvelope(coins, (rows) => toHoldings({ result: rows }, currency, 1));
      if (!rate.ok) return rate;
      const meta = withSkipped(combineMeta(coins.meta, rate.meta), coins.value);
      return ok(toHoldings({ result: coins.value }, currency, rate.value), meta);
    },

    async 'portfolio:transactions'(input) {
      const page = input.page ?? 1;
      const limit = input.limit ?? DEFAULT_TX_LIMIT;
      const bad = pagingError(page, limit, DEFAULT_TX_LIMIT);
      if (bad) return fail(bad);
      const t = await target(input.portfolioId);
      if (!t.ok) return fail(t.error);
      const currency = input.currency ?? deps.baseCurrency();
      const call = portfolioCalls.transactions(t.target, currency, page, limit);
      const answer = await readCall(current().s, call, 'portfolio', freshness.portfolioTransactions, {
        force: input.refresh,
      });
      // Issue 9: rows that could not be read are counted in the meta.
      if (!answer.ok) return answer;
      return ok(toPortfolioTransactions(answer.value, page), withSkipped(answer.meta, answer.value.data));
    },
  };
}
