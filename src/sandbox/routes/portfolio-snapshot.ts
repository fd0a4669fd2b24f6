// GET /portfolio/snapshot/items (500 credits; service-facts.md 2, "Other portfolio endpoints"): the portfolio's
// holdings day by day, `{result: [{date, coinBalances: [...], totalBalance, totalBalanceChange,
// totalBalancePercentChange}]}`, each day against the one before. Seven daily snapshots at UTC midnight, newest
// first, of the portfolios a share token, a portfolioId or the caller's own select (portfolio-access.ts).
import type { SandboxApi } from '../core/env';
import { COIN_ICON } from '../data/coin-catalog';
import { mergedPositionsAt, money, percent, shownCount, shownPrice } from '../data/portfolio-math';
import { DAY_MS, roundPrice } from '../data/time-ranges';
import { findCoin } from '../data/world';
import type { SandboxDeps } from '../deps';
import { selectPortfolios } from './portfolio-access';

const DAYS = 7;

export function registerPortfolioSnapshotRoute(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/portfolio/snapshot/items', deps.metered('GET /portfolio/snapshot/items'), (c) => {
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const groups = selection.portfolios.map((portfolio) => portfolio.transactions);
    const today = Math.floor(clock.now() / DAY_MS) * DAY_MS;
    const holdingsAt = (at: number) =>
      new Map(
        [...mergedPositionsAt(groups, at).values()]
          .filter((position) => position.count > 0)
          .map((position) => [position.coinId, position.count]),
      );
    const result = Array.from({ length: DAYS }, (_, back) => {
      const at = today - back * DAY_MS;
      const before = holdingsAt(at - DAY_MS);
      const coinBalances = [...holdingsAt(at)].map(([coinId, quantity]) => {
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
    });
    return c.json({ result });
  });
}
