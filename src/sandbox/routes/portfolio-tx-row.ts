// One portfolio transaction as the service answers it (docs: get-portfolio-transactions), shared by the list
// (GET /portfolio/transactions) and the answer to adding one (POST /portfolio/transaction).
import { ApiError } from '../core/errors';
import { coinSummary } from '../data/coin-view';
import { money, percent, shownPrice } from '../data/portfolio-math';
import type { Portfolio, PortfolioTx } from '../data/portfolios';
import { findCoin, type World } from '../data/world';

const NOTE_ICON = 'https://static.coinstats.app/portfolio_images/note.png';

export function transactionRow(
  world: World,
  tx: PortfolioTx,
  portfolio: Portfolio | undefined,
  now: number,
  rate: number,
  ranks: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const coin = findCoin(world, tx.coinId);
  if (!coin) throw new ApiError(500, `Unknown coin ${tx.coinId} in a portfolio`);
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
          { coin: summary, count: tx.count, totalWorth: money(worth * rate), price: tx.priceUsd * rate },
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
}
