import type { ChartRange, PlInterval, PortfolioSummary } from '../../../shared/domain/portfolio';
import { portfolioCalls, type PlPeriod } from '../../api/portfolio';
import { withSkipped } from '../../api/pages';
import { toChartPoints, toPortfolioTransactions, toPortfolioValue } from '../../api/schemas/portfolio';
import { pagingError } from '../../api/schemas/request-bounds';
import { DAILY_FRESH, HOUR, MINUTE, PRICED_FRESH, planned, readRow, refused, type ReadRows } from './row';

// The portfolio reads (service.md 4.3-4.5). The value (10 credits) moves with prices: on the default policy it is
// re-read when Portfolios opens and it is over PRICED_FRESH old (Refresh reads it now). The list (5) changes
// when a portfolio is added on the service's site, the transactions (4) when the user trades: a working day. A
// chart's points are as fine as its range: a day's chart by the quarter hour, a month's or longer (daily points)
// once a day. The holdings are read page by page, a special read of their own (domains/holdings.ts).

export const PORTFOLIO_TX_LIMIT = 20;

const chartFresh = (range: ChartRange) =>
  range === '24h' ? 15 * MINUTE : range === '1w' ? HOUR : DAILY_FRESH;
// The P/L history costs 25 credits and its daily or longer points change once a day: once in a working day.
const plFresh = (interval: PlInterval) => (interval === 'hourly' ? HOUR : DAILY_FRESH);

type PortfolioRead =
  'portfolio:list' | 'portfolio:value' | 'portfolio:chart' | 'portfolio:plHistory' | 'portfolio:transactions';

export const portfolioReads: ReadRows<PortfolioRead> = {
  // The own portfolios; the handler adds the shared ones kept locally.
  'portfolio:list': readRow(
    { kind: 'portfolio', confirm: 'threshold', rank: 'headline', fresh: DAILY_FRESH },
    () =>
      planned(
        portfolioCalls.list(),
        (wire) => wire.rows.map((p): PortfolioSummary => ({ ...p, shared: false, hasPasscode: false })),
        // A row that could not be read is counted, never the reason the whole list fails.
        { meta: (meta, wire) => withSkipped(meta, wire) },
      ),
  ),
  'portfolio:value': readRow(
    { kind: 'portfolio', confirm: 'threshold', rank: 'headline', oneAtATime: true, fresh: PRICED_FRESH },
    (input, ctx) => {
      const currency = input.currency ?? ctx.baseCurrency;
      return planned(portfolioCalls.value(ctx.target, currency), (wire) => toPortfolioValue(wire, currency));
    },
  ),
  // One request carries USD, BTC and ETH: switching the chart's currency is a renderer choice, never a call.
  'portfolio:chart': readRow(
    {
      kind: 'portfolio',
      confirm: 'threshold',
      rank: 'chart',
      oneAtATime: true,
      fresh: (input) => chartFresh(input.range),
    },
    (input, ctx) =>
      planned(portfolioCalls.chart(ctx.target, input.range), (wire) => ({
        range: input.range,
        points: toChartPoints(wire),
      })),
  ),
  'portfolio:plHistory': readRow(
    {
      kind: 'portfolio',
      confirm: 'threshold',
      rank: 'chart',
      oneAtATime: true,
      fresh: (input) => plFresh(input.interval),
    },
    (input, ctx) => {
      const currency = input.currency ?? ctx.baseCurrency;
      // The input schema already holds range XOR (from and to).
      const period: PlPeriod =
        input.range !== undefined ? { range: input.range } : { from: input.from ?? '', to: input.to ?? '' };
      return planned(portfolioCalls.plHistory(ctx.target, input.interval, period, currency), (wire) => ({
        interval: input.interval,
        currency,
        points: wire.result,
      }));
    },
  ),
  'portfolio:transactions': readRow(
    { kind: 'portfolio', confirm: 'threshold', oneAtATime: true, fresh: DAILY_FRESH },
    (input, ctx) => {
      const page = input.page ?? 1;
      const limit = input.limit ?? PORTFOLIO_TX_LIMIT;
      const bad = pagingError(page, limit, PORTFOLIO_TX_LIMIT);
      if (bad) return refused(bad);
      const currency = input.currency ?? ctx.baseCurrency;
      return planned(
        portfolioCalls.transactions(ctx.target, currency, page, limit, input.coinId),
        (wire) => toPortfolioTransactions(wire, page),
        // Rows that could not be read are counted in the meta.
        { meta: (meta, wire) => withSkipped(meta, wire.data) },
      );
    },
  ),
};
