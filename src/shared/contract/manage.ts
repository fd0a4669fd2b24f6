import { z } from 'zod';
import { defineChannel } from '../channel';
import type { SupportedExchange, SyncAnswer, WriteOutcome } from '../domain/manage';
import { currency, id, refreshOnly } from './common';

// Managing portfolios through the service (service.md 4.5). The service has one transaction
// write, POST /portfolio/transaction (buy when the count is positive, sell when negative; no separate fee field
// and no edit or delete of a transaction), so an edit or a delete is written as a correcting transaction: see
// docs/manage-portfolios.md. The renderer parses drafts with these same schemas for early feedback; main parses
// them again before anything is sent.

export const TX_KINDS = ['buy', 'sell', 'transfer-in', 'transfer-out'] as const;
export type TxKind = (typeof TX_KINDS)[number];

/** The first day of Bitcoin: no transaction is older. */
export const EARLIEST_TX_MS = Date.UTC(2009, 0, 3);

const amount = z.number().positive('must be more than 0').max(1e15);
const coinId = z
  .string()
  .trim()
  .min(1, 'pick a coin')
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'a coin id such as bitcoin');
const note = z.string().trim().max(500, 'at most 500 characters').optional();

export const transactionDraft = z.lazy(() =>
  z
    .strictObject({
      portfolioId: id,
      kind: z.enum(TX_KINDS),
      coinId,
      amount,
      /** Per coin, in `currency`; required for a buy or a sell, the market price of the date for a transfer. */
      price: amount.optional(),
      currency,
      /** Epoch ms; not in the future (checked against the clock where it is parsed). */
      date: z.number().int().min(EARLIEST_TX_MS, 'must be after 3 January 2009'),
      /** In `currency`; buys and sells only. */
      fee: z.number().min(0, 'cannot be negative').max(1e15).optional(),
      note,
    })
    .superRefine((draft, ctx) => {
      const trade = draft.kind === 'buy' || draft.kind === 'sell';
      if (trade && draft.price === undefined) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'a buy or a sell needs its price' });
      }
      if (!trade && draft.fee !== undefined && draft.fee > 0) {
        ctx.addIssue({ code: 'custom', path: ['fee'], message: 'a transfer takes no fee here' });
      }
      if (draft.kind === 'sell' && draft.price !== undefined && draft.fee !== undefined) {
        if (draft.fee >= draft.amount * draft.price) {
          ctx.addIssue({ code: 'custom', path: ['fee'], message: 'the fee is more than the sale brings' });
        }
      }
    }),
);
export type TransactionDraft = z.output<typeof transactionDraft>;

/** A transaction as the list showed it: what a correcting transaction reverses. */
export const shownTransaction = z.lazy(() =>
  z.strictObject({
    portfolioId: id,
    coinId,
    /** Signed: positive for what came in, negative for what went out. */
    count: z.number().refine((n) => n !== 0, 'a transaction of nothing cannot be reversed'),
    /** Signed like count, in `currency`, at the transaction's date. */
    totalWorth: z.number(),
    currency,
    /** ISO 8601, as the service sent it. */
    date: z.iso.datetime({ offset: true }),
  }),
);
export type ShownTransaction = z.output<typeof shownTransaction>;

const portfolioName = z.string().trim().min(1).max(100).optional();

/**
 * The address is checked for its chain in main (domains/manage-portfolios.ts) and in the form, with
 * shared/wallet-address.ts; not here, because the contract is in the preload, which must stay small.
 */
export const walletConnection = z.lazy(() =>
  z.strictObject({
    connectionId: z.string().trim().min(1).max(100),
    address: z.string().trim().min(1).max(200),
    name: portfolioName,
  }),
);

/**
 * The exchange's credential fields by key (`apiKey`, `apiSecret`, ...), as GET /exchange/support names them; main
 * checks them against that list. Secrets: they go to the service and nowhere else.
 */
export const exchangeConnection = z.lazy(() =>
  z.strictObject({
    connectionId: z.string().trim().min(1).max(100),
    fields: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), z.string().max(2000))
      .refine((f) => Object.keys(f).length <= 10, 'at most 10 fields'),
    name: portfolioName,
  }),
);

const portfolioOnly = z.strictObject({ portfolioId: id });

export const manageChannels = {
  'manage:exchanges': defineChannel<SupportedExchange[]>()(refreshOnly),
  'manage:addTransaction': defineChannel<WriteOutcome>()(transactionDraft),
  'manage:editTransaction': defineChannel<WriteOutcome>()(() =>
    z.strictObject({ original: shownTransaction, draft: transactionDraft }),
  ),
  'manage:deleteTransaction': defineChannel<WriteOutcome>()(() =>
    z.strictObject({ original: shownTransaction }),
  ),
  'manage:connectWallet': defineChannel<WriteOutcome>()(walletConnection),
  'manage:connectExchange': defineChannel<WriteOutcome>()(exchangeConnection),
  'manage:deletePortfolio': defineChannel<WriteOutcome>()(portfolioOnly),
  'manage:sync': defineChannel<SyncAnswer>()(portfolioOnly),
  'manage:syncStatus': defineChannel<SyncAnswer>()(portfolioOnly),
};
