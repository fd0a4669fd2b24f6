// Seeded portfolios: each account owns a manual, a wallet and an exchange portfolio, each with a believable
// history of trades over the last one to two years. Immutable once built.
import type { AccountId } from '../core/accounts';
import { ACCOUNTS } from '../core/accounts';
import { createRng, deriveSeed, type Rng } from '../core/prng';
import type { PriceModel } from './prices';
import { SPAM_COIN } from './spam';
import { DAY_MS, roundPrice } from './time-ranges';

export type PortfolioType = 'manual' | 'wallet' | 'exchange';
export type PortfolioTxType = 'Buy' | 'Sell' | 'Received' | 'Sent';

export interface PortfolioTx {
  id: string;
  portfolioId: string;
  coinId: string;
  type: PortfolioTxType;
  /** Always positive; the type says the direction. */
  count: number;
  date: number;
  /** USD price of the coin at the trade. */
  priceUsd: number;
  note?: string;
}

export interface DefiPosition {
  id: string;
  protocol: string;
  chain: string;
  kind: 'Staking' | 'Lending' | 'Liquidity pool';
  coinId: string;
  amount: number;
}

export interface Portfolio {
  portfolioId: string;
  portfolioName: string;
  portfolioType: PortfolioType;
  owner: AccountId;
  /** Position among the owner's portfolios (share tokens point at a slot). */
  slot: number;
  /** Oldest first. */
  transactions: readonly PortfolioTx[];
  defi: readonly DefiPosition[];
  wallet?: { connectionId: string; address: string };
  /** An exchange connected through the API: which one, and a digest of its API key (never the key itself). */
  exchange?: { connectionId: string; keyDigest: number };
}

interface Blueprint {
  type: PortfolioType;
  name: string;
  coins: readonly string[];
}

const BLUEPRINTS: readonly Blueprint[] = [
  {
    type: 'manual',
    name: 'Long-term holdings',
    coins: ['bitcoin', 'ethereum', 'cardano', 'polkadot', 'litecoin', 'chainlink'],
  },
  {
    type: 'wallet',
    name: 'MetaMask',
    coins: ['ethereum', 'usd-coin', 'chainlink', 'uniswap', 'aave', 'tether'],
  },
  {
    type: 'exchange',
    name: 'Binance',
    coins: ['bitcoin', 'solana', 'binancecoin', 'ripple', 'dogecoin', 'tether'],
  },
];

const BUDGET: Readonly<Record<AccountId, number>> = { free: 400, starter: 1500, premium: 6000 };

function hexId(seed: number, length: number, ...labels: (string | number)[]): string {
  let hex = '';
  for (let i = 0; hex.length < length; i += 1)
    hex += deriveSeed(seed, ...labels, i)
      .toString(16)
      .padStart(8, '0');
  return hex.slice(0, length);
}

/** An EVM address derived from the seed: the same seed always owns the same wallet. */
export function seededEvmAddress(seed: number, ...labels: (string | number)[]): string {
  return `0x${hexId(seed, 40, 'address', ...labels)}`;
}

function buildTransactions(
  rng: Rng,
  prices: PriceModel,
  portfolioId: string,
  blueprint: Blueprint,
  budget: number,
  startMs: number,
): PortfolioTx[] {
  const firstDay = startMs - rng.int(320, 700) * DAY_MS;
  const coins = [
    blueprint.coins[0] ?? 'bitcoin',
    ...rng.shuffle(blueprint.coins.slice(1)).slice(0, rng.int(2, 4)),
  ];
  const inflow: PortfolioTxType = blueprint.type === 'wallet' ? 'Received' : 'Buy';
  const outflow: PortfolioTxType = blueprint.type === 'wallet' ? 'Sent' : 'Sell';
  const txs: Omit<PortfolioTx, 'id'>[] = [];
  for (const coinId of coins) {
    const buys = rng.int(2, 6);
    let held = 0;
    let lastDate = firstDay;
    for (let i = 0; i < buys; i += 1) {
      const date = Math.round(rng.float(lastDate, startMs - 2 * DAY_MS) / 60_000) * 60_000;
      const priceUsd = roundPrice(prices.usd(coinId, date));
      const count = roundPrice((budget * rng.float(0.3, 2.2)) / priceUsd);
      txs.push({ portfolioId, coinId, type: inflow, count, date, priceUsd });
      held += count;
      lastDate = date;
      if (rng.next() < 0.3) {
        const sellDate = Math.round(rng.float(date, startMs - DAY_MS) / 60_000) * 60_000;
        const sold = roundPrice(held * rng.float(0.1, 0.4));
        txs.push({
          portfolioId,
          coinId,
          type: outflow,
          count: sold,
          date: sellDate,
          priceUsd: roundPrice(prices.usd(coinId, sellDate)),
        });
        held -= sold;
      }
    }
  }
  txs.sort((a, b) => a.date - b.date);
  return txs.map((tx, index) => ({
    ...tx,
    id: `${portfolioId}-tx${index + 1}`,
    ...(blueprint.type === 'manual' && index % 4 === 0 ? { note: index === 0 ? 'First buy' : 'DCA' } : {}),
  }));
}

function buildDefi(rng: Rng, blueprint: Blueprint, portfolioId: string): DefiPosition[] {
  if (blueprint.type !== 'wallet') return [];
  return [
    {
      id: `${portfolioId}-lido`,
      protocol: 'Lido',
      chain: 'ethereum',
      kind: 'Staking',
      coinId: 'ethereum',
      amount: roundPrice(rng.float(0.4, 3)),
    },
    {
      id: `${portfolioId}-aave`,
      protocol: 'Aave V3',
      chain: 'ethereum',
      kind: 'Lending',
      coinId: 'usd-coin',
      amount: Math.round(rng.float(500, 6000)),
    },
  ];
}

/** The airdrop: 250,000 spam tokens received 20 days before the start, at that day's (worthless) price. */
function spamAirdrop(portfolioId: string, startMs: number, prices: PriceModel): PortfolioTx {
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

/** A wallet also holds what was sent to it unasked; kept oldest first like every history. */
const withAirdrop = (txs: PortfolioTx[], airdrop: PortfolioTx | undefined): PortfolioTx[] =>
  airdrop ? [...txs, airdrop].sort((a, b) => a.date - b.date) : txs;

/** The wallet a blueprint's slot connects, known without building its history. */
const walletOf = (seed: number, owner: AccountId, slot: number) =>
  BLUEPRINTS[slot]?.type === 'wallet'
    ? { connectionId: 'ethereum', address: seededEvmAddress(seed, owner, slot) }
    : undefined;

/** Every account's synced wallet at the seeded start. */
export function seededWallets(seed: number): { connectionId: string; address: string }[] {
  return ACCOUNTS.flatMap((account) =>
    BLUEPRINTS.flatMap((_, slot) => walletOf(seed, account.id, slot) ?? []),
  );
}

/** One account's seeded portfolios; each draws from its own seed, so the accounts can be built in any order. */
export function createPortfolios(
  seed: number,
  startMs: number,
  prices: PriceModel,
  owner: AccountId,
): Portfolio[] {
  return BLUEPRINTS.map((blueprint, slot) => {
    const rng = createRng(deriveSeed(seed, 'portfolio', owner, slot));
    const portfolioId = hexId(seed, 24, 'portfolio-id', owner, slot);
    const wallet = walletOf(seed, owner, slot);
    return {
      portfolioId,
      portfolioName: blueprint.name,
      portfolioType: blueprint.type,
      owner,
      slot,
      transactions: withAirdrop(
        buildTransactions(rng, prices, portfolioId, blueprint, BUDGET[owner], startMs),
        wallet ? spamAirdrop(portfolioId, startMs, prices) : undefined,
      ),
      defi: buildDefi(rng, blueprint, portfolioId),
      ...(wallet ? { wallet } : {}),
    };
  });
}
