// The transactions a lot computation reads, checked and put in the order they are applied.
import type { PortfolioTransaction } from '../domain/portfolio';
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
}

/** A transaction that neither buys nor sells, listed so nothing is hidden. */
export interface Skipped {
  transactionId: string;
  type: string;
}

const IN = new Set(['Buy', 'Received']);
const OUT = new Set(['Sell', 'Sent']);

export interface Step {
  tx: LotTransaction;
  at: number;
  seq: number;
  inflow: boolean;
}

/** What keeps a buy or sale from being counted, or null. */
function problem(tx: LotTransaction, at: number): string | null {
  if (!Number.isFinite(at)) return 'has no valid date';
  if (tx.coinId === null) return 'names no coin';
  if (tx.count === null || !Number.isFinite(tx.count) || tx.count === 0) return 'has no amount';
  if (tx.totalWorth === null || !Number.isFinite(tx.totalWorth)) return 'has no worth';
  return null;
}

/** Dated steps in time order; at one instant, coins come in before they go out, else in the order given. */
export function steps(txs: readonly LotTransaction[], skipped: Skipped[]): Step[] | LotsRefusal {
  const out: Step[] = [];
  for (let seq = 0; seq < txs.length; seq++) {
    const tx = txs[seq] as LotTransaction;
    const inflow = IN.has(tx.type);
    if (!inflow && !OUT.has(tx.type)) {
      skipped.push({ transactionId: tx.id, type: tx.type });
      continue;
    }
    const at = parseDate(tx.date);
    const bad = problem(tx, at);
    if (bad) {
      const message = `${tx.type} ${tx.id} on ${tx.date} ${bad}; edit it (amount, price) and compute again.`;
      return { ok: false, transactionId: tx.id, coinId: tx.coinId, message };
    }
    out.push({ tx, at, seq, inflow });
  }
  return out.sort((a, b) => a.at - b.at || Number(b.inflow) - Number(a.inflow) || a.seq - b.seq);
}
