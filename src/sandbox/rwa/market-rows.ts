// Trading rows for an asset's tokens: a few centralised venues quoting against USDT and the chain's DEX against
// USDC. Exactly one row in the whole universe is anomalous (a stale quote far off the reference), and a few rows
// have not traded for hours, so row freshness and `isAnomaly` have something to show.

import { EXCHANGES, TRADE_URLS, type IdName } from './issuers';
import { keyedBetween, keyedNormal } from './keyed-random';
import { noise } from '../core/prng';
import { HOUR, MINUTE } from './price-path';
import type { TokenRecord } from './token-records';

export interface MarketRecord {
  id: string;
  exchange: IdName;
  tokenId: string;
  tokenSymbol: string;
  issuer: IdName | null;
  pair: string;
  priceUsd: number | null;
  volumeUsd: number | null;
  isAnomaly: boolean;
  /** When this row last traded (ms). */
  updatedAt: number;
  tradeUrl: string | null;
}

/** The one anomalous row: Backed's Apple token on Gate, quoted well above every other venue. */
export const ANOMALY = { tokenId: 'backed-aapl', exchangeId: 'gate' };

const CEX = ['bybit', 'kraken', 'gate', 'bitget'];
const DEX_BY_NETWORK: Record<string, string> = { solana: 'raydium', ethereum: 'uniswap-v3' };

function venuesFor(seed: number, token: TokenRecord): string[] {
  const venues = CEX.filter((id) => noise(seed, token.id, 'venue', id) < 0.5);
  if (venues.length === 0)
    venues.push(CEX[Math.floor(noise(seed, token.id, 'venue') * CEX.length)] ?? 'bybit');
  if (token.id === ANOMALY.tokenId && !venues.includes(ANOMALY.exchangeId)) venues.push(ANOMALY.exchangeId);
  for (const network of token.networks) {
    const dex = DEX_BY_NETWORK[network.platformId];
    if (dex !== undefined) venues.push(dex);
  }
  return venues;
}

export function buildMarkets(
  seed: number,
  tokens: readonly TokenRecord[],
  publishedAt: number,
): MarketRecord[] {
  const rows: MarketRecord[] = [];
  for (const token of tokens) {
    // Tokens without a price feed are not quoted anywhere the service watches.
    if (token.priceUsd === null) continue;
    const venues = venuesFor(seed, token);
    const shares = venues.map((venue) => keyedBetween(0.2, 1, seed, token.id, 'share', venue));
    const shareTotal = shares.reduce((a, b) => a + b, 0);
    venues.forEach((venueId, i) => {
      const exchange = EXCHANGES.find((e) => e.id === venueId);
      if (exchange === undefined) return;
      const isDex = venueId === 'raydium' || venueId === 'uniswap-v3';
      const pair = `${token.symbol}/${isDex ? 'USDC' : 'USDT'}`;
      const anomalous = token.id === ANOMALY.tokenId && venueId === ANOMALY.exchangeId;
      const quote = token.priceUsd ?? 0;
      const price = anomalous
        ? quote * 1.37
        : quote * (1 + 0.0015 * keyedNormal(seed, token.id, 'quote', venueId));
      // Most rows traded minutes ago; about one in eight has been quiet for hours.
      const quiet = noise(seed, token.id, 'quiet', venueId) < 0.12 || anomalous;
      const age = quiet
        ? keyedBetween(3 * HOUR, 20 * HOUR, seed, token.id, 'age', venueId)
        : keyedBetween(0, 20 * MINUTE, seed, token.id, 'age', venueId);
      rows.push({
        id: `${venueId}:${token.id}:${isDex ? 'usdc' : 'usdt'}`,
        exchange,
        tokenId: token.id,
        tokenSymbol: token.symbol,
        issuer: token.issuer,
        pair,
        priceUsd: Math.round(price * 1e6) / 1e6,
        volumeUsd:
          token.volumeUsd === null ? null : Math.round((token.volumeUsd * (shares[i] ?? 0)) / shareTotal),
        isAnomaly: anomalous,
        updatedAt: Math.floor((publishedAt - age) / 1000) * 1000,
        tradeUrl: TRADE_URLS[venueId]?.(pair) ?? null,
      });
    });
  }
  return rows;
}
