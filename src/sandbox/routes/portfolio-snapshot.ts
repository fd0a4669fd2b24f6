// GET /portfolio/snapshot/items (500 credits; coinstats.app/docs/openapi/get-portfolio-snapshot-items): the
// portfolio's holdings day by day, `{result: [{date, coinBalances: [...], totalBalance, totalBalanceChange,
// totalBalancePercentChange}]}`, each day against the one before, "ordered chronologically". One snapshot per UTC
// day at midnight, of the portfolios a share token, a portfolioId or the caller's own select
// (portfolio-access.ts). `from` and `to` are days (YYYY-MM-DD, default the last seven), `coinIds` keeps only
// those coins, `page` and `limit` page the days. A day before any holding or after today has no snapshot.
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { intQuery, listQuery, optionalQuery } from '../core/params';
import { COIN_ICON } from '../data/coin-catalog';
import { mergedPositionsAt, money, percent, shownCount, shownPrice } from '../data/portfolio-math';
import type { PortfolioTx } from '../data/portfolios';
import { DAY_MS, roundPrice } from '../data/time-ranges';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { selectPortfolios } from './portfolio-access';

const DEFAULT_DAYS = 7;
/** A longer window is refused, as the service bounds its other histories. */
const MAX_DAYS = 366;

function dayQuery(c: SandboxContext, name: string): number | undefined {
  const value = optionalQuery(c, name, 10);
  if (value === undefined) return undefined;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== value) {
    throw new ApiError(400, `Query parameter \`${name}\` must be a date as YYYY-MM-DD`);
  }
  return at;
}

function dayWindow(c: SandboxContext, today: number): { from: number; to: number } {
  const from = dayQuery(c, 'from');
  const to = dayQuery(c, 'to');
  const end = Math.min(to ?? today, today);
  const start = from ?? end - (DEFAULT_DAYS - 1) * DAY_MS;
  if (from !== undefined && to !== undefined && from > to) {
    throw new ApiError(400, '`from` must not be after `to`');
  }
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) {
    throw new ApiError(400, `At most ${MAX_DAYS} days of snapshots per request`);
  }
  return { from: start, to: end };
}

function snapshotAt(
  world: World,
  groups: (readonly PortfolioTx[])[],
  at: number,
  coinIds: ReadonlySet<string> | undefined,
): Record<string, unknown> | undefined {
  const holdingsAt = (when: number) =>
    new Map(
      [...mergedPositionsAt(groups, when).values()]
        .filter((position) => position.count > 0 && (!coinIds || coinIds.has(position.coinId)))
        .map((position) => [position.coinId, position.count]),
    );
  const held = holdingsAt(at);
  if (held.size === 0) return undefined;
  const before = holdingsAt(at - DAY_MS);
  const coinBalances = [...held].map(([coinId, quantity]) => {
    const price = shownPrice(world, coinId, at);
    const earlierPrice = shownPrice(world, coinId, at - DAY_MS);
    const earlierQuantity = before.get(coinId) ?? 0;
    return {
      symbol: findCoin(world, coinId)?.symbol ?? coinId,
      icon: COIN_ICON(coinId),
      quantity: shownCount(quantity),
      balance: money(quantity * price),
      quantityChange: shownCount(quantity - earlierQuantity),
      balanceChange: money(quantity * price - earlierQuantity * earlierPrice),
      pricePerUnit: roundPrice(price),
      pricePercentChange: percent(price - earlierPrice, earlierPrice),
    };
  });
  const total = coinBalances.reduce((sum, row) => sum + row.balance, 0);
  const earlierTotal = [...before].reduce(
    (sum, [coinId, quantity]) => sum + quantity * shownPrice(world, coinId, at - DAY_MS),
    0,
  );
  return {
    date: new Date(at).toISOString(),
    coinBalances,
    totalBalance: money(total),
    totalBalanceChange: money(total - earlierTotal),
    totalBalancePercentChange: percent(total - earlierTotal, earlierTotal),
  };
}

export function registerPortfolioSnapshotRoute(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/portfolio/snapshot/items', deps.metered('GET /portfolio/snapshot/items'), (c) => {
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const groups = selection.portfolios.map((portfolio) => portfolio.transactions);
    const { from, to } = dayWindow(c, Math.floor(clock.now() / DAY_MS) * DAY_MS);
    const wanted = listQuery(c, 'coinIds');
    const coinIds = wanted ? new Set(wanted) : undefined;
    const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    const result = [];
    for (let at = from; at <= to; at += DAY_MS) {
      const snapshot = snapshotAt(world, groups, at, coinIds);
      if (snapshot) result.push(snapshot);
    }
    return c.json({ result: result.slice((page - 1) * limit, page * limit) });
  });
}
