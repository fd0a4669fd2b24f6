// GET /portfolio/transactions (currency required) and GET /portfolio/pl/history (interval required; a rolling
// range or a from/to period, never both; hourly only within the last 24 hours). Each P/L point is that period's
// cash-flow-adjusted profit, not a running total.
import type { SandboxAnswer } from '../core/answer';
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { enumQuery, intQuery, optionalQuery } from '../core/params';
import { ranksAt } from '../data/coin-view';
import { inflowUsd, money, netFlowUsd, percent, valueUsdAt } from '../data/portfolio-math';
import { DAY_MS, HOUR_MS } from '../data/time-ranges';
import type { SandboxDeps } from '../deps';
import { currencyQuery } from './currency';
import { transactionRow } from './portfolio-tx-row';
import { firstActivity, selectPortfolios, type PortfolioSelection } from './portfolio-access';

const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
type Interval = (typeof INTERVALS)[number];
const RANGES = ['24h', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
const RANGE_MS: Readonly<Record<Exclude<(typeof RANGES)[number], 'all'>, number>> = {
  '24h': DAY_MS,
  '1w': 7 * DAY_MS,
  '1m': 30 * DAY_MS,
  '3m': 90 * DAY_MS,
  '6m': 182 * DAY_MS,
  '1y': 365 * DAY_MS,
};
const MAX_POINTS = 3000;

/** `YYYY-MM-DD` (UTC midnight) or ISO 8601 with a time zone; anything else is a 400. */
function parseInstant(value: string, name: string): number {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const parsed = dateOnly ? Date.parse(`${value}T00:00:00Z`) : isoWithZone ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(parsed)) {
    throw new ApiError(400, `Query parameter \`${name}\` must be YYYY-MM-DD or ISO 8601 with a time zone`);
  }
  return parsed;
}

function nextBoundary(at: number, interval: Interval): number {
  const d = new Date(at);
  switch (interval) {
    case 'hourly':
      return Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS;
    case 'daily':
      return Math.floor(at / DAY_MS) * DAY_MS + DAY_MS;
    case 'weekly': {
      const day = Math.floor(at / DAY_MS) * DAY_MS;
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      return day + (7 - sinceMonday) * DAY_MS;
    }
    case 'monthly':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'yearly':
      return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

/** The period asked for: a rolling range, or both ends of a from/to window; a 400 for any mix. */
function periodQuery(c: SandboxContext) {
  const range = c.req.query('range') === undefined ? undefined : enumQuery(c, 'range', RANGES);
  const fromText = optionalQuery(c, 'from', 40);
  const toText = optionalQuery(c, 'to', 40);
  if (range !== undefined && (fromText !== undefined || toText !== undefined)) {
    throw new ApiError(400, 'Send either `range` or `from` and `to`, not both');
  }
  if (range === undefined && (fromText === undefined || toText === undefined)) {
    throw new ApiError(400, 'Send `range`, or both `from` (inclusive) and `to` (exclusive)');
  }
  return { range, fromText, toText };
}

/** A range ends now; a from/to window is cut at now. */
function periodOf(asked: ReturnType<typeof periodQuery>, selection: PortfolioSelection, now: number) {
  const { range } = asked;
  if (range !== undefined) {
    return {
      start: range === 'all' ? firstActivity(selection, now - DAY_MS) : now - RANGE_MS[range],
      end: now,
    };
  }
  const start = parseInstant(asked.fromText ?? '', 'from');
  const end = parseInstant(asked.toText ?? '', 'to');
  if (start >= end) throw new ApiError(400, '`from` must be before `to`');
  if (start >= now) throw new ApiError(400, '`from` must be in the past');
  return { start, end: Math.min(end, now) };
}

function plHistory(c: SandboxContext, { world, clock, state }: SandboxDeps): SandboxAnswer {
  const interval = enumQuery(c, 'interval', INTERVALS);
  const asked = periodQuery(c);
  const { range } = asked;
  const currency = currencyQuery(c);
  const selection = selectPortfolios(c, world, state.portfolioEdits);
  const now = clock.now();
  const { start, end } = periodOf(asked, selection, now);
  if (interval === 'hourly' && range !== '24h' && !(range === undefined && start >= now - DAY_MS)) {
    throw new ApiError(
      400,
      '`hourly` is only available for range=24h or a from/to window inside the last 24 hours',
    );
  }
  const result = [];
  for (let from = start; from < end;) {
    const to = Math.min(nextBoundary(from, interval), end);
    const before = valueUsdAt(world, selection.transactions, from);
    const after = valueUsdAt(world, selection.transactions, to);
    const profit = after - before - netFlowUsd(selection.transactions, from, to);
    result.push({
      date: new Date(from).toISOString(),
      profitLoss: money(profit * currency.rate),
      profitLossPercent: percent(profit, before + inflowUsd(selection.transactions, from, to)),
    });
    if (result.length > MAX_POINTS) {
      throw new ApiError(400, `More than ${MAX_POINTS} points; use a coarser interval or a shorter period`);
    }
    from = to;
  }
  const meta = {
    interval,
    currency: currency.code,
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
  };
  return c.json({ result, meta });
}

export function registerPortfolioHistoryRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/portfolio/transactions', deps.metered('GET /portfolio/transactions'), (c) => {
    const currency = currencyQuery(c, true);
    const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    const coinId = optionalQuery(c, 'coinId', 100);
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const now = clock.now();
    const rate = currency.rate;
    const ranks = ranksAt(world, now);
    const rows = selection.transactions
      .filter((tx) => coinId === undefined || tx.coinId === coinId)
      .slice()
      .reverse()
      .slice((page - 1) * limit, page * limit)
      .map((tx) =>
        transactionRow(
          world,
          tx,
          selection.portfolios.find((p) => p.portfolioId === tx.portfolioId),
          now,
          rate,
          ranks,
        ),
      );
    return c.json({ data: rows, meta: { page, limit } });
  });

  api.get('/portfolio/pl/history', deps.metered('GET /portfolio/pl/history'), (c) => plHistory(c, deps));
}
