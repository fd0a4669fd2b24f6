// The transactions a lot computation reads, checked and put in the order they are applied.
import type { PortfolioTransaction } from '../domain/portfolio';
import { dayMemo } from './iso-utc';
import { parseDate } from './time';

/** The parts of a transaction lots are built from, and its fee when known. */
export type LotTransaction = Pick<
  PortfolioTransaction,
  'id' | 'type' | 'date' | 'coinId' | 'count' | 'totalWorth'
> & {
  fee?: number | null;
};

export interface LotsRefusal {
  ok: false;
  transactionId: string;
  coinId: string | null;
  message: string;
  /** The same refusal as data, for a sentence in the user's language. */
  cause: LotsRefusalCause;
}

export type LotsRefusalCause =
  | { kind: 'unusable'; type: string; date: string; problem: Problem }
  | { kind: 'oversold'; type: string; date: string; count: number; held: number; missing: number };

/** What a transaction lacks for the lots to use it. */
export type Problem = 'date' | 'coin' | 'amount' | 'worth';

const PROBLEM_TEXT: Record<Problem, string> = {
  date: 'has no valid date',
  coin: 'names no coin',
  amount: 'has no amount',
  worth: 'has no worth',
};

/** A transaction that neither buys nor sells, listed so nothing is hidden. */
export interface Skipped {
  transactionId: string;
  type: string;
}

/** What keeps a buy or sale from being counted, or null. */
function problem(tx: LotTransaction, at: number): Problem | null {
  if (!Number.isFinite(at)) return 'date';
  if (tx.coinId === null) return 'coin';
  if (tx.count === null || !Number.isFinite(tx.count) || tx.count === 0) return 'amount';
  if (tx.totalWorth === null || !Number.isFinite(tx.totalWorth)) return 'worth';
  return null;
}

/** What a transaction does to the lots. */
export const IN_KIND = 1;
export const SALE_KIND = 2;
export const TRANSFER_OUT_KIND = 3;

function kindOf(type: string): number {
  switch (type) {
    case 'Buy':
    case 'Received':
      return IN_KIND;
    case 'Sell':
      return SALE_KIND;
    case 'Sent':
      return TRANSFER_OUT_KIND;
    default:
      return 0;
  }
}

/**
 * The transactions read once into columns (typed arrays by index into the list), and the order they are applied
 * in. One pass over the list's objects: at 100,000 transactions each further pass cost more in memory waits than
 * the arithmetic.
 */
export interface Steps {
  order: Uint32Array;
  at: Float64Array;
  /** Absolute amount, worth and fee. */
  count: Float64Array;
  worth: Float64Array;
  fee: Float64Array;
  kind: Uint8Array;
  /** Index into `coins`. */
  coin: Uint32Array;
  coins: string[];
  /** Read while each transaction is at hand: a second visit later costs a memory wait per row. */
  ids: string[];
}

function columns(n: number): Steps {
  return {
    order: new Uint32Array(n),
    at: new Float64Array(n),
    count: new Float64Array(n),
    worth: new Float64Array(n),
    fee: new Float64Array(n),
    kind: new Uint8Array(n),
    coin: new Uint32Array(n),
    coins: [],
    ids: new Array<string>(n).fill(''),
  };
}

/** Time order; at one instant, coins come in before they go out, else in the order given. */
export function steps(txs: readonly LotTransaction[], skipped: Skipped[]): Steps | LotsRefusal {
  const c = columns(txs.length);
  const coinIndex = new Map<string, number>();
  const memo = dayMemo();
  let n = 0;
  for (let i = 0; i < txs.length; i++) {
    const tx = txs[i] as LotTransaction;
    const kind = kindOf(tx.type);
    if (kind === 0) {
      skipped.push({ transactionId: tx.id, type: tx.type });
      continue;
    }
    const at = parseDate(tx.date, memo);
    const bad = problem(tx, at);
    if (bad) {
      const message = `${tx.type} ${tx.id} on ${tx.date} ${PROBLEM_TEXT[bad]}; edit it (amount, price) and compute again.`;
      const cause = { kind: 'unusable' as const, type: tx.type, date: tx.date, problem: bad };
      return { ok: false, transactionId: tx.id, coinId: tx.coinId, message, cause };
    }
    const coinId = tx.coinId ?? '';
    let coin = coinIndex.get(coinId);
    if (coin === undefined) {
      coin = c.coins.length;
      coinIndex.set(coinId, coin);
      c.coins.push(coinId);
    }
    c.at[i] = at;
    c.kind[i] = kind;
    c.coin[i] = coin;
    c.count[i] = Math.abs(tx.count ?? 0);
    c.worth[i] = Math.abs(tx.totalWorth ?? 0);
    c.fee[i] = Math.abs(tx.fee ?? 0);
    c.ids[i] = tx.id;
    c.order[n++] = i;
  }
  const { at, kind } = c;
  const before = (a: number, b: number) =>
    (at[a] ?? 0) - (at[b] ?? 0) || Number(kind[a] !== IN_KIND) - Number(kind[b] !== IN_KIND) || a - b;
  const order = c.order.subarray(0, n);
  // Oldest first is the common case (and newest first reversed): sort only when neither holds.
  if (!inOrder(order, before)) {
    order.reverse();
    if (!inOrder(order, before)) order.sort(before);
  }
  return { ...c, order };
}

function inOrder(order: Uint32Array, before: (a: number, b: number) => number): boolean {
  for (let k = 1; k < order.length; k++) if (before(order[k - 1] ?? 0, order[k] ?? 0) > 0) return false;
  return true;
}
