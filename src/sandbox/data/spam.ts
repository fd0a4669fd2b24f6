// One airdropped spam token: real wallets receive them unasked, and the service flags such coins `isFake` (on
// portfolio holdings, with includeRiskScore or not). Every account's wallet portfolio holds it, so a client can
// show "1 hidden as likely spam" against the sandbox (the airdrop itself: portfolios.ts).
import type { CoinFacts } from './coin-catalog';

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
