import type { ChartRange, PlInterval, PortfolioSummary } from '../../../shared/domain/portfolio';
import { portfolioCalls, type PlPeriod } from '../../api/portfolio';
import { withSkipped } from '../../api/pages';
import { toChartPoints, toPortfolioTransactions, toPortfolioValue } from '../../api/schemas/portfolio';
import { pagingError } from '../../api/schemas/request-bounds';
import { HOUR, MINUTE, planned, refused, type ReadRows } from './row';

// The portfolio reads (service.md 4.3-4.5). Values change by the minute; long chart ranges by the hour. The
// holdings are read page by page, a special read of their own (domains/holdings.ts).

export const PORTFOLIO_TX_LIMIT = 20;

const chartFresh = (range: ChartRange) =>
  range === '24h' ? 5 * MINUTE : range === '1w' ? 15 * MINUTE : range === '1m' ? HOUR : 6 * HOUR;
// The P/L history costs 25 credits and its daily or longer periods change once a day: re-read every few hours.
const plFresh = (interval: PlInterval) => (interval === 'hourly' ? 15 * MINUTE : 6 * HOUR);

type PortfolioRead =
  'portfolio:list' | 'portfolio:value' | 'portfolio:chart' | 'portfolio:plHistory' | 'portfolio:transactions';

export const portfolioReads: ReadRows<PortfolioRead> = {
  // The own portfolios; the handler adds the shared ones kept locally.
  'portfolio:list': {
    kind: 'portfolio',
    confirm: 'threshold',
    fresh: () => 10 * MINUTE,
    plan: () =>
      planned(portfolioCalls.list(), (wire) =>
        wire.map((p): PortfolioSummary => ({ ...p, shared: false, hasPasscode: false })),
      ),
  },
  'portfolio:value': {
    kind: 'portfolio',
    confirm: 'threshold',
    fresh: () => MINUTE,
    plan: (input, ctx) => {
      const currency = input.currency ?? ctx.baseCurrency;
      return ctx.portfolio(input.portfolioId, (t) =>
        planned(portfolioCalls.value(t, currency), (wire) => toPortfolioValue(wire, currency)),
      );
    },
  },
  // One request carries USD, BTC and ETH: switching the chart's currency is a renderer choice, never a call.
  'portfolio:chart': {
    kind: 'portfolio',
    confirm: 'threshold',
    fresh: (input) => chartFresh(input.range),
    plan: (input, ctx) =>
      ctx.portfolio(input.portfolioId, (t) =>
        planned(portfolioCalls.chart(t, input.range), (wire) => ({
          range: input.range,
          points: toChartPoints(wire),
        })),
      ),
  },
  'portfolio:plHistory': {
    kind: 'portfolio',
    confirm: 'threshold',
    fresh: (input) => plFresh(input.interval),
    plan: (input, ctx) => {
      const currency = input.currency ?? ctx.baseCurrency;
      // The input schema already holds range XOR (from and to).
      const period: PlPeriod =
        input.range !== undefined ? { range: input.range } : { from: input.from ?? '', to: input.to ?? '' };
      return ctx.portfolio(input.portfolioId, (t) =>
        planned(portfolioCalls.plHistory(t, input.interval, period, currency), (wire) => ({
          interval: input.interval,
          currency,
          points: wire.result,
        })),
      );
    },
  },
  'portfolio:transactions': {
    kind: 'portfolio',
    confirm: 'threshold',
    fresh: () => 5 * MINUTE,
    plan: (input, ctx) => {
      const page = input.page ?? 1;
      const limit = input.limit ?? PORTFOLIO_TX_LIMIT;
      const bad = pagingError(page, limit, PORTFOLIO_TX_LIMIT);
      if (bad) return refused(bad);
      const currency = input.currency ?? ctx.baseCurrency;
      return ctx.portfolio(input.portfolioId, (t) =>
        planned(
          portfolioCalls.transactions(t, currency, page, limit),
          (wire) => toPortfolioTransactions(wire, page),
          // Issue 9: rows that could not be read are counted in the meta.
          { meta: (meta, wire) => withSkipped(meta, wire.data) },
        ),
      );
    },
  },
};
