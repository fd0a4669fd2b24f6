// Seeded on-chain data for any wallet: balances and a year of transactions are a pure function of
// (seed, chain, address), so every address a user types shows something plausible and stable.
import { createRng, deriveSeed, type Rng } from '../core/prng';
import type { Chain } from './chains';
import { DAY_MS, roundPrice } from './time-ranges';
import type { World } from './world';

export interface Holding {
  coinId: string;
  amount: number;
}

export const TRANSACTION_TYPES = [
  { id: 'deposit', name: 'Received' },
  { id: 'withdraw', name: 'Sent' },
  { id: 'approve', name: 'Approve' },
  { id: 'executed', name: 'Swap' },
  { id: 'balance', name: 'Balance' },
  { id: 'fee', name: 'Fee' },
] as const;
export type TransactionTypeId = (typeof TRANSACTION_TYPES)[number]['id'];

export interface WalletTx {
  hash: string;
  typeId: TransactionTypeId;
  date: number;
  /** What moved: a swap has two legs (out, in); others one. */
  legs: readonly { action: 'Sent' | 'Received'; coinId: string; count: number; counterparty: string }[];
  feeCount: number;
}

function walletRng(world: World, chain: Chain, address: string, purpose: string): Rng {
  return createRng(deriveSeed(world.seed, purpose, chain.connectionId, address.toLowerCase()));
}

function hex(rng: Rng, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(rng.next() * 16).toString(16);
  return out;
}

export function walletBalances(world: World, chain: Chain, address: string): Holding[] {
  const rng = walletRng(world, chain, address, 'wallet-balance');
  if (rng.next() < 0.08) return []; // some wallets are simply empty
  const at = world.startMs;
  const holdings: Holding[] = [
    {
      coinId: chain.nativeCoinId,
      amount: roundPrice(rng.float(80, 15_000) / world.prices.usd(chain.nativeCoinId, at)),
    },
  ];
  for (const coinId of chain.tokenCoinIds) {
    if (rng.next() < 0.5)
      holdings.push({ coinId, amount: roundPrice(rng.float(40, 8_000) / world.prices.usd(coinId, at)) });
  }
  return holdings;
}

export function walletTransactions(world: World, chain: Chain, address: string): WalletTx[] {
  const rng = walletRng(world, chain, address, 'wallet-transactions');
  const coins = [chain.nativeCoinId, ...chain.tokenCoinIds];
  const count = rng.int(12, 40);
  const txs: WalletTx[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = rng.next();
    const typeId: TransactionTypeId =
      roll < 0.36
        ? 'deposit'
        : roll < 0.66
          ? 'withdraw'
          : roll < 0.82
            ? 'executed'
            : roll < 0.94
              ? 'approve'
              : 'fee';
    const date = Math.round((world.startMs - rng.float(0.2, 365) * DAY_MS) / 1000) * 1000;
    const coinId = rng.pick(coins);
    const amount = roundPrice(rng.float(20, 4_000) / world.prices.usd(coinId, date));
    const counterparty = chain.family === 'evm' ? `0x${hex(rng, 40)}` : address;
    const legs: WalletTx['legs'][number][] = [];
    if (typeId === 'deposit') legs.push({ action: 'Received', coinId, count: amount, counterparty });
    if (typeId === 'withdraw') legs.push({ action: 'Sent', coinId, count: amount, counterparty });
    if (typeId === 'executed') {
      const other = rng.pick(coins.filter((candidate) => candidate !== coinId).concat(chain.nativeCoinId));
      const value = amount * world.prices.usd(coinId, date);
      legs.push({ action: 'Sent', coinId, count: amount, counterparty });
      legs.push({
        action: 'Received',
        coinId: other,
        count: roundPrice((value * 0.997) / world.prices.usd(other, date)),
        counterparty,
      });
    }
    txs.push({
      hash: chain.family === 'evm' || chain.family === 'tron' ? `0x${hex(rng, 64)}` : hex(rng, 64),
      typeId,
      date,
      legs,
      feeCount: roundPrice(rng.float(0.05, 4) / world.prices.usd(chain.nativeCoinId, date)),
    });
  }
  return txs.sort((a, b) => b.date - a.date);
}
