import type { TransactionDraft } from './contract/manage';

// What POST /portfolio/transaction is sent for a draft (docs add-portfolio-transaction): the count signed by kind,
// negative for what goes out; the price per coin in `currency`; no fee field, so a fee is carried in the price
// (it raises what a buy cost and lowers what a sale brought) and said in the note. Shared, so that the form can
// read a fee back out of a shown transaction and an unchanged edit writes the same figures again.

export interface TransactionBody {
  portfolioId: string;
  coinId: string;
  count: number;
  /** Per coin, in `currency`; left out, the service takes the market price of the date. */
  price?: number;
  currency: string;
  date: number;
  notes?: string;
}

/** The note's ending that says a fee is in the price; the form parses it back (views/portfolios/manage). */
export const feeNote = (fee: number, currency: string) => `fee ${fee} ${currency} included in the price`;

export function draftBody(draft: TransactionDraft): TransactionBody {
  const out = draft.kind === 'sell' || draft.kind === 'transfer-out';
  const fee = draft.fee ?? 0;
  const price = draft.price === undefined ? undefined : draft.price + (out ? -fee : fee) / draft.amount;
  const notes = [draft.note ?? '', fee > 0 ? feeNote(fee, draft.currency) : '']
    .filter((part) => part !== '')
    .join(' · ');
  return {
    portfolioId: draft.portfolioId,
    coinId: draft.coinId,
    count: out ? -draft.amount : draft.amount,
    ...(price !== undefined ? { price } : {}),
    currency: draft.currency,
    date: draft.date,
    ...(notes ? { notes: notes.slice(0, 500) } : {}),
  };
}
