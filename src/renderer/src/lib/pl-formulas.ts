import type { PortfolioValue } from '../../../shared/domain/portfolio';
import type { Format } from './format';

// Users doubt percentages they cannot trace: each P/L figure explains itself with the
// numbers it was made from, as the service defines them (CoinStats' help pages).

export interface PlFormulas {
  unrealized: string;
  realized: string;
  allTime: string;
}

export function plFormulas(v: PortfolioValue, fmt: Format): PlFormulas {
  const m = (n: number | null) => fmt.money(n, v.currency);
  const s = (n: number | null) => fmt.signedMoney(n, v.currency);
  return {
    unrealized:
      `Unrealized P/L = value of what you hold − what it cost = ${m(v.totalValue)} − ${m(v.totalCost)} = ` +
      `${s(v.unrealizedProfitLoss)}. Percent = unrealized P/L ÷ cost × 100 = ${fmt.percent(v.unrealizedProfitLossPercent)}.`,
    realized:
      `Realized P/L = what sales brought in − what the sold coins cost = ${s(v.realizedProfitLoss)}. ` +
      `Percent = realized P/L ÷ cost of the sold coins × 100 = ${fmt.percent(v.realizedProfitLossPercent)}.`,
    allTime:
      `All-time P/L = unrealized + realized = ${s(v.unrealizedProfitLoss)} + ${s(v.realizedProfitLoss)} = ` +
      `${s(v.allTimeProfitLoss)}. Percent = all-time P/L ÷ everything invested × 100 = ${fmt.percent(v.allTimeProfitLossPercent)}.`,
  };
}
