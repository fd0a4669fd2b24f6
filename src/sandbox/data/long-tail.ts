// The long tail: 1,000 small tokens that only the "large" shared portfolio holds (share token
// sandbox-share-large). Real accounts hold hundreds of dust tokens, and the service pages holdings 100 at a time
// (limit max 100), so a client must read every page to show them all. These tokens have prices and coin records
// like any coin; the coins list (/coins) ranks them after the catalogue, so they are found by name or id but are
// on no first page.
import { createRng, deriveSeed } from '../core/prng';
import type { CoinFacts } from './coin-catalog';
import type { Portfolio, PortfolioTx } from './portfolios';
import type { PriceModel } from './prices';
import { DAY_MS, roundPrice } from './time-ranges';

export const LONG_TAIL_SIZE = 1000;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'ta',
  'vo',
  'zi',
  'qu',
  'xe',
  'bo',
  'da',
  'fi',
  'go',
  'hu',
  'pe',
];

function tokenName(seed: number, index: number): string {
  const rng = createRng(deriveSeed(seed, 'long-tail-name', index));
  const word = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join('');
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

const longTailId = (index: number) => `long-tail-${String(index + 1).padStart(4, '0')}`;

/** The long tail's ids in rank order, known without drawing the tokens. */
export const longTailIds = (): string[] => Array.from({ length: LONG_TAIL_SIZE }, (_, i) => longTailId(i));

/** 1,000 tokens with seeded names, prices from $0.00001 to $50 and an ERC-20 contract each. */
export function createLongTail(seed: number): CoinFacts[] {
  return Array.from({ length: LONG_TAIL_SIZE }, (_, i) => {
    const rng = createRng(deriveSeed(seed, 'long-tail', i));
    const number = String(i + 1).padStart(4, '0');
    const name = tokenName(seed, i);
    const price = roundPrice(10 ** rng.float(-5, 1.7));
    const supply = Math.round(10 ** rng.float(7, 11));
    const contract = `0x${deriveSeed(seed, 'long-tail-contract', i).toString(16).padStart(8, '0')}${number.padStart(32, '0')}`;
    return {
      id: longTailId(i),
      name: `${name} Token`,
      symbol: `${name.slice(0, 4).toUpperCase()}${number.slice(2)}`,
      price,
      availableSupply: supply,
      totalSupply: supply,
      volume: Math.round(price * supply * rng.float(0.001, 0.05)),
      volatility: rng.float(1.5, 3),
      color: deriveSeed(seed, 'long-tail-color', i).toString(16).padStart(6, '0').slice(0, 6),
      websiteUrl: `https://example.org/${name.toLowerCase()}`,
      contractAddresses: [{ blockchain: 'ethereum', contractAddress: contract }],
      decimals: 18,
    };
  });
}

/** One buy of every long-tail token over the last year, and a partial sale of every tenth. */
export function createLargePortfolio(
  seed: number,
  startMs: number,
  prices: PriceModel,
  tokens: readonly CoinFacts[],
): Portfolio {
  const portfolioId = `large${deriveSeed(seed, 'large-portfolio').toString(16).padStart(8, '0')}`;
  const rng = createRng(deriveSeed(seed, 'large-portfolio-txs'));
  const txs: Omit<PortfolioTx, 'id'>[] = [];
  tokens.forEach((token, index) => {
    const date = Math.round((startMs - rng.float(2, 365) * DAY_MS) / 60_000) * 60_000;
    const priceUsd = roundPrice(prices.usd(token.id, date));
    const count = roundPrice(rng.float(5, 400) / priceUsd);
    txs.push({ portfolioId, coinId: token.id, type: 'Buy', count, date, priceUsd });
    if (index % 10 === 0) {
      const sellDate = Math.round(rng.float(date, startMs - DAY_MS) / 60_000) * 60_000;
      const sellPrice = roundPrice(prices.usd(token.id, sellDate));
      txs.push({
        portfolioId,
        coinId: token.id,
        type: 'Sell',
        count: roundPrice(count * 0.3),
        date: sellDate,
        priceUsd: sellPrice,
      });
    }
  });
  txs.sort((a, b) => a.date - b.date);
  return {
    portfolioId,
    portfolioName: 'Long tail (1,000 tokens)',
    portfolioType: 'manual',
    owner: 'premium',
    slot: -1,
    transactions: txs.map((tx, index) => ({ ...tx, id: `${portfolioId}-tx${index + 1}` })),
    defi: [],
  };
}
