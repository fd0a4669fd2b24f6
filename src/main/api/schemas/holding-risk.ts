import { z } from 'zod';
import { optNum, orEmpty, rowList } from './common';
import { holdingRow } from './portfolio';
import type { HoldingRisk } from '../../../shared/domain/coverage';

export type { HoldingRisk } from '../../../shared/domain/coverage';

// GET /portfolio/coins?includeRiskScore=true (coinstats.app/docs/portfolio/portfolio-coins; same 8 credits a
// page): each holding as the plain read has it, plus the liquidity, volatility, market-cap and overall risk
// scores, and `coin.isFake` for likely spam. A score that is missing or malformed reads as null: it never costs
// the holding, which is still counted and shown.

const score = optNum.catch(null);
const scores = {
  liquidityScore: score,
  volatilityScore: score,
  marketCapScore: score,
  riskScore: score,
  avgChange: score,
};

// The service's DTO puts the scores on the item; /coins puts them on the coin. Both are read, the item's first.
const riskRow = z.lazy(() =>
  holdingRow.unwrap().extend({
    ...scores,
    coin: holdingRow.unwrap().shape.coin.extend(scores),
  }),
);

export const portfolioCoinsRiskResponse = z.lazy(() =>
  orEmpty(z.object({ result: rowList(riskRow) }), { result: [] }),
);

export type PortfolioCoinsRiskWire = z.output<typeof portfolioCoinsRiskResponse>;

type Scores = { [K in keyof typeof scores]: number | null };
const pick = (row: Scores, coin: Scores, key: keyof Scores) => row[key] ?? coin[key];

export const toHoldingRisks = (wire: PortfolioCoinsRiskWire): HoldingRisk[] =>
  wire.result.rows.map((row) => ({
    coinId: row.coin.identifier,
    symbol: row.coin.symbol,
    isFake: row.coin.isFake === true,
    liquidity: pick(row, row.coin, 'liquidityScore'),
    volatility: pick(row, row.coin, 'volatilityScore'),
    marketCap: pick(row, row.coin, 'marketCapScore'),
    overall: pick(row, row.coin, 'riskScore'),
    avgChange: pick(row, row.coin, 'avgChange'),
  }));

/** "N hidden as likely spam": the coins the service flags, in the order read. */
export const likelySpam = (risks: readonly HoldingRisk[]): string[] =>
  risks.filter((r) => r.isFake).map((r) => r.coinId);
