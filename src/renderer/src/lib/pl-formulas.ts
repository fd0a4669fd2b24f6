import type { PortfolioValue } from '../../../shared/domain/portfolio';
import type { Say } from '../../../shared/envelope';
import type { Format } from './format';

// Users doubt percentages they cannot trace: each P/L figure explains itself with the numbers it was made from,
// as the service defines them (CoinStats' help pages). The sentences are catalogue messages the component says;
// the figures go in formatted by the user's number format, each passed through `figure` (lib/bidi.ts
// figuresFor) so that a right-to-left sentence keeps every sign and currency with its digits.

export interface PlFormulas {
  unrealized: Say;
  realized: Say;
  allTime: Say;
}

export function plFormulas(
  v: PortfolioValue,
  fmt: Format,
  figure: (text: string) => string = (text) => text,
): PlFormulas {
  const m = (n: number | null) => figure(fmt.money(n, v.currency));
  const s = (n: number | null) => figure(fmt.signedMoney(n, v.currency));
  const pct = (n: number | null) => figure(fmt.percent(n));
  return {
    unrealized: {
      id: 'overview.unrealizedFormula',
      values: {
        value: m(v.totalValue),
        cost: m(v.totalCost),
        pl: s(v.unrealizedProfitLoss),
        percent: pct(v.unrealizedProfitLossPercent),
      },
    },
    realized: {
      id: 'overview.realizedFormula',
      values: { pl: s(v.realizedProfitLoss), percent: pct(v.realizedProfitLossPercent) },
    },
    allTime: {
      id: 'overview.allTimeFormula',
      values: {
        unrealized: s(v.unrealizedProfitLoss),
        realized: s(v.realizedProfitLoss),
        pl: s(v.allTimeProfitLoss),
        percent: pct(v.allTimeProfitLossPercent),
      },
    },
  };
}
