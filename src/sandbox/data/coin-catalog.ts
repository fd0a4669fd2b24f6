// The ~20 coins the sandbox knows: static facts a user would recognise. Prices here are anchors only; the seed
// moves them (prices.ts) so that each seed tells a different market story.

export interface CoinFacts {
  id: string;
  name: string;
  symbol: string;
  /** Anchor USD price at the sandbox start, before the seed's jitter. */
  price: number;
  availableSupply: number;
  totalSupply: number;
  /** Typical 24h volume in USD. */
  volume: number;
  /** Relative volatility: 1 for bitcoin; stablecoins almost 0. */
  volatility: number;
  color: string;
  websiteUrl: string;
  contractAddresses: readonly { blockchain: string; contractAddress: string }[];
  decimals: number;
  isStable?: boolean;
}

const none: CoinFacts['contractAddresses'] = [];

// One coin per line: a table reads better than 300 lines of one-field rows.
// prettier-ignore
export const COIN_CATALOG: readonly CoinFacts[] = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', price: 91200, availableSupply: 19.96e6, totalSupply: 21e6, volume: 38000e6, volatility: 1, color: 'F7931A', websiteUrl: 'https://bitcoin.org', contractAddresses: none, decimals: 8 },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH', price: 3080, availableSupply: 120.7e6, totalSupply: 120.7e6, volume: 19000e6, volatility: 1.3, color: '627EEA', websiteUrl: 'https://ethereum.org', contractAddresses: none, decimals: 18 },
  { id: 'tether', name: 'Tether', symbol: 'USDT', price: 1, availableSupply: 186000e6, totalSupply: 186000e6, volume: 61000e6, volatility: 0.002, color: '26A17B', websiteUrl: 'https://tether.to', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7' }], decimals: 6, isStable: true },
  { id: 'binancecoin', name: 'BNB', symbol: 'BNB', price: 880, availableSupply: 137.7e6, totalSupply: 137.7e6, volume: 1900e6, volatility: 0.9, color: 'F3BA2F', websiteUrl: 'https://www.bnbchain.org', contractAddresses: none, decimals: 18 },
  { id: 'solana', name: 'Solana', symbol: 'SOL', price: 141, availableSupply: 560e6, totalSupply: 613e6, volume: 4100e6, volatility: 1.6, color: '9945FF', websiteUrl: 'https://solana.com', contractAddresses: none, decimals: 9 },
  { id: 'ripple', name: 'XRP', symbol: 'XRP', price: 2.12, availableSupply: 60300e6, totalSupply: 99980e6, volume: 3300e6, volatility: 1.5, color: '23292F', websiteUrl: 'https://xrpl.org', contractAddresses: none, decimals: 6 },
  { id: 'usd-coin', name: 'USDC', symbol: 'USDC', price: 1, availableSupply: 76000e6, totalSupply: 76000e6, volume: 9800e6, volatility: 0.002, color: '2775CA', websiteUrl: 'https://www.circle.com/usdc', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }, { blockchain: 'base', contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' }], decimals: 6, isStable: true },
  { id: 'cardano', name: 'Cardano', symbol: 'ADA', price: 0.45, availableSupply: 36400e6, totalSupply: 45000e6, volume: 620e6, volatility: 1.5, color: '0033AD', websiteUrl: 'https://cardano.org', contractAddresses: none, decimals: 6 },
  { id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', price: 0.158, availableSupply: 151000e6, totalSupply: 151000e6, volume: 1400e6, volatility: 1.9, color: 'C2A633', websiteUrl: 'https://dogecoin.com', contractAddresses: none, decimals: 8 },
  { id: 'tron', name: 'TRON', symbol: 'TRX', price: 0.283, availableSupply: 94700e6, totalSupply: 94700e6, volume: 710e6, volatility: 0.8, color: 'EB0029', websiteUrl: 'https://tron.network', contractAddresses: none, decimals: 6 },
  { id: 'chainlink', name: 'Chainlink', symbol: 'LINK', price: 13.6, availableSupply: 696.8e6, totalSupply: 1000e6, volume: 540e6, volatility: 1.6, color: '2A5ADA', websiteUrl: 'https://chain.link', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0x514910771af9ca656af840dff83e8264ecf986ca' }], decimals: 18 },
  { id: 'avalanche-2', name: 'Avalanche', symbol: 'AVAX', price: 14.2, availableSupply: 427e6, totalSupply: 459e6, volume: 440e6, volatility: 1.7, color: 'E84142', websiteUrl: 'https://www.avax.network', contractAddresses: none, decimals: 18 },
  { id: 'polkadot', name: 'Polkadot', symbol: 'DOT', price: 2.61, availableSupply: 1620e6, totalSupply: 1620e6, volume: 210e6, volatility: 1.6, color: 'E6007A', websiteUrl: 'https://polkadot.network', contractAddresses: none, decimals: 10 },
  { id: 'the-open-network', name: 'Toncoin', symbol: 'TON', price: 1.62, availableSupply: 2520e6, totalSupply: 5140e6, volume: 120e6, volatility: 1.4, color: '0098EA', websiteUrl: 'https://ton.org', contractAddresses: none, decimals: 9 },
  { id: 'litecoin', name: 'Litecoin', symbol: 'LTC', price: 84.7, availableSupply: 76.6e6, totalSupply: 84e6, volume: 470e6, volatility: 1.2, color: 'BFBBBB', websiteUrl: 'https://litecoin.org', contractAddresses: none, decimals: 8 },
  { id: 'uniswap', name: 'Uniswap', symbol: 'UNI', price: 6.24, availableSupply: 630e6, totalSupply: 1000e6, volume: 190e6, volatility: 1.7, color: 'FF007A', websiteUrl: 'https://uniswap.org', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984' }], decimals: 18 },
  { id: 'near', name: 'NEAR Protocol', symbol: 'NEAR', price: 2.02, availableSupply: 1280e6, totalSupply: 1280e6, volume: 160e6, volatility: 1.8, color: '000000', websiteUrl: 'https://near.org', contractAddresses: none, decimals: 24 },
  { id: 'aave', name: 'Aave', symbol: 'AAVE', price: 171, availableSupply: 15.2e6, totalSupply: 16e6, volume: 270e6, volatility: 1.6, color: 'B6509E', websiteUrl: 'https://aave.com', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9' }], decimals: 18 },
  { id: 'arbitrum', name: 'Arbitrum', symbol: 'ARB', price: 0.221, availableSupply: 5600e6, totalSupply: 10000e6, volume: 230e6, volatility: 1.9, color: '28A0F0', websiteUrl: 'https://arbitrum.io', contractAddresses: [{ blockchain: 'arbitrum', contractAddress: '0x912ce59144191c1204e64559fe8253a0e49e6548' }], decimals: 18 },
  { id: 'polygon-ecosystem-token', name: 'POL (ex-MATIC)', symbol: 'POL', price: 0.134, availableSupply: 10500e6, totalSupply: 10500e6, volume: 90e6, volatility: 1.7, color: '8247E5', websiteUrl: 'https://polygon.technology', contractAddresses: [{ blockchain: 'ethereum', contractAddress: '0x455e53cbb86018ac2b8092fdcd39d8444affc3f6' }], decimals: 18 },
];

export const COIN_ICON = (id: string): string => `https://static.coinstats.app/coins/${id}.png`;
