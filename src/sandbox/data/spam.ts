// One airdropped spam token: real wallets receive them unasked, and the service flags such coins `isFake` (on
// portfolio holdings, with includeRiskScore or not). Every account's wallet portfolio holds it, so a client can
// show "1 hidden as likely spam" against the sandbox.
import type { CoinFacts } from './coin-catalog';
import type { PortfolioTx } from './portfolios';
import type { PriceModel } from './prices';
import { DAY_MS, roundPrice } from './time-ranges';

export const SPAM_COIN: CoinFacts & { isFake: true } = {
  id: 'claim-reward-usdc-airdrop',
  name: 'Claim Reward At usdc-bonus.example',
  symbol: 'USDC-BONUS',
  price: 0.0004,
  availableSupply: 1e12,
  totalSupply: 1e12,
  volume: 120,
  volatility: 2,
  color: 'A0A0A0',
  websiteUrl: 'https://usdc-bonus.example',
  contractAddresses: [
    { blockchain: 'ethereum', contractAddress: '0x5a11c1a1e0000000000000000000000000fa4e01' },
  ],
  decimals: 18,
  isFake: true,
};

export const isSpamCoin = (coin: CoinFacts): boolean => 'isFake' in coin && coin.isFake === true;

/** The airdrop: 250,000 tokens received 20 days before the start, at that day's (worthless) price. */
export function spamAirdrop(portfolioId: string, startMs: number, prices: PriceModel): PortfolioTx {
  const date = startMs - 20 * DAY_MS;
  return {
    id: `${portfolioId}-airdrop`,
    portfolioId,
    coinId: SPAM_COIN.id,
    type: 'Received',
    count: 250_000,
    date,
    priceUsd: roundPrice(prices.usd(SPAM_COIN.id, date)),
  };
}
