import type { CreditMeter, GatewayStatus } from '../../../../src/shared/domain/credits';
import type { Coin } from '../../../../src/shared/domain/market';
import type {
  Holding,
  PortfolioSummary,
  PortfolioValue,
  ValuePoint,
} from '../../../../src/shared/domain/portfolio';
import type { AppStatus, Settings } from '../../../../src/shared/domain/settings';
import type { WalletBalanceItem } from '../../../../src/shared/domain/wallet';
import { ok, type AppError, type Envelope, type Meta } from '../../../../src/shared/envelope';
import type { Responders } from './fake-api';

/** The fixed "now" of every renderer test: 2026-11-22 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
export const clock = () => NOW;

/** The app-wide connectivity state a minute into an outage (connectivity:status), the next probe in 30 s. */
export const offlineState = {
  online: false,
  offlineSince: NOW - 60_000,
  nextProbeAt: NOW + 30_000,
  reason: 'could not connect',
};

export const meta = (over: Partial<Meta> = {}): Meta => ({
  source: 'live',
  fetchedAt: NOW - 3 * 60_000,
  stale: false,
  credits: 2,
  demo: false,
  ...over,
});

export const live = <T>(value: T, over: Partial<Meta> = {}): Envelope<T> => ok(value, meta(over));
export const failed = <T>(error: AppError): Envelope<T> => ({ ok: false, error });

export const settings = (over: Partial<Settings> = {}): Settings => ({
  baseCurrency: 'USD',
  confirmThreshold: 100,
  refreshPolicy: 'manual',
  refreshIntervalMinutes: 15,
  theme: 'system',
  language: 'system',
  privacyMode: false,
  closeToTray: true,
  preferDemo: false,
  accessRoute: 'key',
  gatewayMaxPerCallUsd: 0.1,
  gatewayMaxPerDayUsd: 5,
  monthlyCreditBudget: null,
  serviceAddress: null,
  gatewayRecipients: {},
  welcomeSeen: true,
  lotMethod: 'fifo',
  longTermDays: 365,
  showLikelySpam: false,
  likelySpamInTotals: true,
  ...over,
});

export const meter = (over: Partial<CreditMeter> = {}): CreditMeter => ({
  plan: 'free',
  totalCredits: 20_000,
  usedCredits: 5_000,
  remainingCredits: 15_000,
  ratePerSecond: 2,
  reconciledAt: NOW - 60_000,
  monthStart: Date.UTC(2026, 10, 1),
  perEndpoint: [],
  ...over,
});

export const portfolios: PortfolioSummary[] = [
  { portfolioId: 'p1', portfolioName: 'Main', portfolioType: 'manual', shared: false, hasPasscode: false },
  {
    portfolioId: 'shared:7',
    portfolioName: "Ann's",
    portfolioType: 'other',
    shared: true,
    hasPasscode: true,
  },
];

export const value: PortfolioValue = {
  currency: 'USD',
  totalValue: 48213.57,
  defiValue: 1250.4,
  totalCost: 30000,
  unrealizedProfitLoss: 18213.57,
  unrealizedProfitLossPercent: 60.71,
  realizedProfitLoss: -412.25,
  realizedProfitLossPercent: -3.3,
  allTimeProfitLoss: 17801.32,
  allTimeProfitLossPercent: 41.9,
};

export const holdings: Holding[] = [
  {
    coinId: 'bitcoin',
    symbol: 'BTC',
    name: 'Bitcoin',
    icon: null,
    count: 0.4,
    price: 97512,
    value: 39004.8,
    priceChange24h: 1.2,
    priceChange1h: 0.1,
    priceChange7d: 3.4,
    profitAllTime: 15000,
    profitAllTimePercent: 62.5,
    profit24h: 462.1,
    profit24hPercent: 1.2,
    profitUnrealized: 14000,
    profitRealized: 1000,
    averageBuy: null,
    averageSell: null,
    isFiat: false,
  },
  {
    coinId: 'ethereum',
    symbol: 'ETH',
    name: 'Ethereum',
    icon: null,
    count: 2.5,
    price: 3683.51,
    value: 9208.77,
    priceChange24h: -0.8,
    priceChange1h: null,
    priceChange7d: null,
    profitAllTime: null,
    profitAllTimePercent: null,
    profit24h: null,
    profit24hPercent: null,
    profitUnrealized: null,
    profitRealized: null,
    averageBuy: null,
    averageSell: null,
    isFiat: false,
  },
  {
    coinId: 'solana',
    symbol: 'SOL',
    name: 'Solana',
    icon: null,
    count: 0,
    price: 187.3,
    value: 0,
    priceChange24h: 4.1,
    priceChange1h: null,
    priceChange7d: null,
    profitAllTime: 3213.57,
    profitAllTimePercent: 9.1,
    profit24h: null,
    profit24hPercent: null,
    profitUnrealized: null,
    profitRealized: null,
    averageBuy: null,
    averageSell: null,
    isFiat: false,
  },
];

export const chartPoints: ValuePoint[] = [
  { t: NOW - 2 * 86_400_000, usd: 45000, btc: 0.47, eth: 12.4 },
  { t: NOW - 86_400_000, usd: 47000, btc: 0.48, eth: 12.9 },
  { t: NOW, usd: 48213.57, btc: 0.4944, eth: 13.09 },
];

/** The pay-per-request wallet's address in the gateway fixtures. */
export const GATEWAY_ADDRESS = '0xEeB1e5DeCae42011E9cbcFF9070DeB7baf42187a';

/** A pay-per-request wallet with a key, a little spent today, no session and no stop. */
export const gatewayStatus = (over: Partial<GatewayStatus> = {}): GatewayStatus => ({
  walletPresent: true,
  walletAddress: GATEWAY_ADDRESS,
  spentTodayUsd: '0.001',
  reservedTodayUsd: '0',
  maxPerCallUsd: 0.05,
  maxPerDayUsd: 1,
  receipts: [],
  sessionExpiresAt: null,
  stopped: null,
  recipient: null,
  askedRecipient: null,
  ...over,
});

/** The app's status in a mode, nothing else of note. */
export const appStatus = (mode: AppStatus['mode']): AppStatus => ({
  mode,
  version: '1',
  dbPath: '/x',
  dbSizeBytes: 1,
  notices: [],
});

/** A followed wallet's one balance: 1.75 ETH on Ethereum. */
export const ethBalance: WalletBalanceItem = {
  coinId: 'ethereum',
  symbol: 'ETH',
  name: 'Ethereum',
  amount: 1.75,
  price: 3683.51,
  value: 6446.14,
  change24h: 2.1,
  chain: 'ethereum',
  icon: null,
};

/** Bitcoin as the coins list answers it, for the coin page. */
export const bitcoin: Coin = {
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  icon: null,
  rank: 1,
  price: 97512,
  priceChange1h: 0.1,
  priceChange1d: 1.2,
  priceChange1w: 3.4,
  marketCap: null,
  volume: null,
};

/** What every screen reads first: the settings, the credit meter, and a price of `credits` for any call. */
export const screenResponders = (credits: number): Responders => ({
  'settings:get': () => live(settings()),
  'credits:meter': () => live(meter()),
  'credits:preview': () =>
    live({
      credits,
      usdc: null,
      needsConfirmation: false,
      explanation: `${credits} credit${credits === 1 ? '' : 's'}`,
    }),
});
