// GET /portfolio/transactions (currency required) and GET /portfolio/pl/history (interval required; a rolling
// range or a from/to period, never both; hourly only within the last 24 hours). Each P/L point is that period's
// cash-flow-adjusted profit, not a running total.
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { enumQuery, intQuery, optionalQuery } from '../core/params';
import { coinSummary, ranksAt } from '../data/coin-view';
import { inflowUsd, money, netFlowUsd, percent, shownPrice, valueUsdAt } from '../data/portfolio-math';
import { DAY_MS, HOUR_MS } from '../data/time-ranges';
import { findCoin } from '../data/world';
import type { SandboxDeps } from '../deps';
import { currencyQuery } from './currency';
import { firstActivity, selectPortfolios } from './portfolio-access';

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
const NOTE_ICON = 'https://static.coinstats.app/portfolio_images/note.png';

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

export function registerPortfolioHistoryRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/portfolio/transactions', deps.metered('GET /portfolio/transactions'), (c) => {
    const currency = currencyQuery(c, true);
    const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    const coinId = optionalQuery(c, 'coinId', 100);
    const selection = selectPortfolios(c, world);
    const now = clock.now();
    const rate = currency.rate;
    const ranks = ranksAt(world, now);
    const rows = selection.transactions
      .filter((tx) => coinId === undefined || tx.coinId === coinId)
      .slice()
      .reverse()
      .slice((page - 1) * limit, page * limit)
      .map((tx) => {
        const coin = findCoin(world, tx.coinId);
        if (!coin) throw new ApiError(500, `Unknown coin ${tx.coinId} in a seeded portfolio`);
        const portfolio = selection.portfolios.find((p) => p.portfolioId === tx.portfolioId);
        const sign = tx.type === 'Buy' || tx.type === 'Received' ? 1 : -1;
        const worth = tx.count * tx.priceUsd;
        const current = tx.count * shownPrice(world, coin.id, now);
        const summary = coinSummary(world, coin, now, ranks);
        const fee = worth * 0.001;
        return {
          transactionType: tx.type,
          date: new Date(tx.date).toISOString(),
          coinData: {
            identifier: coin.id,
            count: sign * tx.count,
            symbol: coin.symbol,
            totalWorth: money(sign * worth * rate),
            currentValue: money(sign * current * rate),
          },
          profitLoss: {
            profit: money(sign * (current - worth) * rate),
            profitPercent: percent(sign * (current - worth), worth),
            currentValue: money(current * rate),
          },
          fee: {
            coin: summary,
            count: fee / tx.priceUsd,
            totalWorth: money(fee * rate),
            price: tx.priceUsd * rate,
          },
          transfers: [
            {
              transferType: sign > 0 ? 'Received' : 'Sent',
              items: [
                {
                  coin: summary,
                  count: tx.count,
                  totalWorth: money(worth * rate),
                  price: tx.priceUsd * rate,
                },
              ],
            },
          ],
          portfolioInfo: {
            name: portfolio?.portfolioName ?? '',
            icon: `https://static.coinstats.app/portfolio_images/${portfolio?.portfolioType ?? 'manual'}.png`,
          },
          // Documented as an object, not a string: the note's text and an icon.
          ...(tx.note !== undefined ? { note: { name: tx.note, icon: NOTE_ICON } } : {}),
        };
      });
    return c.json({ data: rows, meta: { page, limit } });
  });

  api.get('/portfolio/pl/history', deps.metered('GET /portfolio/pl/history'), (c) => {
    const interval = enumQuery(c, 'interval', INTERVALS);
    const range = c.req.query('range') === undefined ? undefined : enumQuery(c, 'range', RANGES);
    const fromText = optionalQuery(c, 'from', 40);
    const toText = optionalQuery(c, 'to', 40);
    const currency = currencyQuery(c);
    if (range !== undefined && (fromText !== undefined || toText !== undefined)) {
      throw new ApiError(400, 'Send either `range` or `from` and `to`, not both');
    }
    if (range === undefined && (fromText === undefined || toText === undefined)) {
      throw new ApiError(400, 'Send `range`, or both `from` (inclusive) and `to` (exclusive)');
    }
    const selection = selectPortfolios(c, world);
    const now = clock.now();
    let start: number;
    let end: number;
    if (range !== undefined) {
      end = now;
      start = range === 'all' ? firstActivity(selection, now - DAY_MS) : now - RANGE_MS[range];
    } else {
      start = parseInstant(fromText ?? '', 'from');
      end = parseInstant(toText ?? '', 'to');
      if (start >= end) throw new ApiError(400, '`from` must be before `to`');
      if (start >= now) throw new ApiError(400, '`from` must be in the past');
      end = Math.min(end, now);
    }
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
    return c.json({
      result,
      meta: {
        interval,
        currency: currency.code,
        from: new Date(start).toISOString(),
        to: new Date(end).toISOString(),
      },
    });
  });
}
