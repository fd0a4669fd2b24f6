import { z } from 'zod';
import type { Blockchain, WalletBalanceItem, WalletTransaction } from '../../../shared/domain/wallet';
import { num, optNum, optStr, rowList, unwrapPage } from './common';

// Wallet responses: service-facts.md section 2 and docs/wire-shapes.md. Several are bare arrays.

export const blockchainsResponse = z.lazy(() =>
  z.array(z.object({ name: z.string(), connectionId: z.string().min(1), chain: z.string(), icon: optStr })),
);

/** A bare array (get-wallet-balance), read row by row. */
export const walletBalanceResponse = z.lazy(() =>
  rowList(
    z.object({
      coinId: z.string().min(1),
      amount: num,
      name: z.string(),
      symbol: z.string(),
      /** In USD, whatever currency was asked for. */
      price: num,
      pCh24h: optNum,
      chain: optStr,
      /** The coin's icon address: decoration, so one missing or not text is none, never a refused row. */
      imgUrl: optStr.catch(null),
    }),
  ),
);

/** The reference names the lookup's fields but not the id's JSON type; either reads as a string. */
export const transactionTypesResponse = z.lazy(() =>
  z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() })),
);

/** The states are not shown in the reference: "synced" is the only one the app relies on. */
export const syncStatusResponse = z.lazy(() => z.object({ status: z.string().min(1) }));

const txItem = z.lazy(() =>
  z.object({
    id: z.string().optional(),
    // The icon is decoration: one missing or not text is none, never a refused item.
    coin: z.object({ symbol: optStr, icon: optStr.catch(null) }).nullish(),
    count: optNum,
    totalWorth: optNum,
    toAddress: optStr,
    fromAddress: optStr,
  }),
);

/**
 * A transaction's sub-items, read one by one: the documentation's own placeholder example sends them as strings. An
 * item that cannot be read is left out and counted; the transaction is still shown. The parsed form (cached
 * answers are parsed again when served) reads as itself.
 */
const txItems = z.lazy(() =>
  z.union([
    z.object({ read: z.array(txItem), unread: z.number().int().min(0) }),
    z.array(z.unknown()).transform((raw) => {
      const read: z.output<typeof txItem>[] = [];
      for (const item of raw) {
        const one = txItem.safeParse(item);
        if (one.success) read.push(one.data);
      }
      return { read, unread: raw.length - read.length };
    }),
  ]),
);

/**
 * `{ meta: { page, limit }, result: [...] }`, read row by row. `type` is an open set: the documentation's filter
 * names deposit, withdraw, approve, executed, balance and fee, while its example answer says "Sent"; whatever the
 * service sends is shown as itself.
 */
export const walletTransactionsResponse = z.lazy(() =>
  z.preprocess(
    // One page of the documentation shows the answer inside a one-item list (common.ts unwrapPage).
    unwrapPage,
    z.object({
      meta: z.object({ page: num, limit: num }).optional(),
      result: rowList(
        z.object({
          id: z.string().optional(),
          type: z.string(),
          date: z.string(),
          coinData: z.object({ count: optNum, symbol: optStr, currentValue: optNum }).nullish(),
          transactions: z.array(z.object({ action: optStr, items: txItems })).nullish(),
          hash: z.object({ id: optStr, explorerUrl: optStr }).nullish(),
          /**
           * The network fee: a Fee or Approve row carries nothing else (no coinData, no items). A fee that cannot be
           * read loses only the fee, never the row.
           */
          fee: z
            .object({ coin: z.object({ symbol: optStr }).nullish(), count: optNum, totalWorth: optNum })
            .nullish()
            .catch(null),
          toAddress: optStr,
          fromAddress: optStr,
        }),
      ),
    }),
  ),
);

// ---- mapping to the domain types of src/shared/domain/wallet.ts ----

/** Balances are priced in USD; `usdRate` converts to the requested currency (units per 1 USD). */
export const toBalanceItems = (
  wire: z.output<typeof walletBalanceResponse>,
  usdRate: number,
): WalletBalanceItem[] =>
  wire.rows.map((b) => ({
    coinId: b.coinId,
    symbol: b.symbol,
    name: b.name,
    amount: b.amount,
    price: b.price * usdRate,
    value: b.amount * b.price * usdRate,
    change24h: b.pCh24h,
    chain: b.chain,
    icon: b.imgUrl,
  }));

export const toBlockchains = (wire: z.output<typeof blockchainsResponse>): Blockchain[] =>
  wire.map((b) => ({ connectionId: b.connectionId, name: b.name, chain: b.chain, icon: b.icon }));

export function toWalletTransactions(
  wire: z.output<typeof walletTransactionsResponse>,
  page: number,
): WalletTransaction[] {
  return wire.result.rows.map((tx, index) => {
    const first = tx.transactions?.[0]?.items.read[0];
    const unread = (tx.transactions ?? []).reduce((n, t) => n + t.items.unread, 0);
    const symbol = tx.coinData?.symbol ?? first?.coin?.symbol ?? null;
    // The row's coin is coinData's, which names no icon: the item that moved that coin carries it.
    const items = (tx.transactions ?? []).flatMap((t) => t.items.read);
    const moved = items.find((item) => item.coin?.symbol === symbol) ?? first;
    return {
      id: tx.id ?? tx.hash?.id ?? `${page}:${index}:${tx.date}`,
      type: tx.type,
      date: tx.date,
      symbol,
      count: tx.coinData?.count ?? first?.count ?? null,
      // Today's value only: an item's totalWorth is its worth on the transaction's date (the documentation's
      // example: 15.89 then, 29.22 now), which the "Value now" column must not show.
      value: tx.coinData?.currentValue ?? null,
      hash: tx.hash?.id ?? null,
      explorerUrl: tx.hash?.explorerUrl ?? null,
      fromAddress: tx.fromAddress ?? first?.fromAddress ?? null,
      toAddress: tx.toAddress ?? first?.toAddress ?? null,
      // The row shows one coin (coinData's); the legs let it say what a swap gave for it.
      legs: (tx.transactions ?? []).flatMap((t) =>
        t.items.read.map((item) => ({
          action: t.action,
          symbol: item.coin?.symbol ?? null,
          count: item.count ?? null,
        })),
      ),
      ...(unread > 0 ? { unreadLegs: unread } : {}),
      fee: tx.fee
        ? {
            symbol: tx.fee.coin?.symbol ?? null,
            count: tx.fee.count === null ? null : Math.abs(tx.fee.count),
            worthThen: tx.fee.totalWorth ?? null,
          }
        : null,
      icon: moved?.coin?.icon ?? null,
    };
  });
}
