import { z } from 'zod';
import { defineChannel } from '../channel';
import type {
  Blockchain,
  TransactionType,
  WalletBalanceItem,
  WalletRef,
  WalletTransactionPage,
} from '../domain/wallet';
import { confirmToken, currency, empty, id, limit, page, refresh, refreshOnly } from './common';

const address = z
  .string()
  .trim()
  .min(4)
  .max(200)
  .regex(/^[A-Za-z0-9:._-]+$/, 'a wallet address');
const connectionId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_-]+$/, 'a chain id such as ethereum');

export const walletChannels = {
  'wallet:list': defineChannel<WalletRef[]>()(empty),
  /**
   * Main also checks the address for its chain's family (src/shared/wallet-address.ts) before it is saved; not
   * here, because the contract is bundled into the preload, which must stay small and free of viem.
   */
  'wallet:add': defineChannel<WalletRef>()(() =>
    z.strictObject({ address, connectionId, label: z.string().trim().max(100).optional() }),
  ),
  'wallet:remove': defineChannel<{ removed: boolean }>()(() => z.strictObject({ walletId: id })),
  'wallet:blockchains': defineChannel<Blockchain[]>()(refreshOnly),
  'wallet:balance': defineChannel<WalletBalanceItem[]>()(() =>
    z.strictObject({ walletId: id, currency: currency.optional(), refresh, confirmToken }),
  ),
  'wallet:transactionTypes': defineChannel<TransactionType[]>()(refreshOnly),
  /**
   * 409 from the service comes back as { code: 'not_synced' }; start wallet:sync then. Priced per wallet, so a
   * read of several wallets above the threshold needs a confirmToken (a cached answer does not).
   */
  'wallet:transactions': defineChannel<WalletTransactionPage>()(() =>
    z.strictObject({
      walletIds: z.array(id).min(1).max(20),
      types: z.array(z.string().min(1).max(50)).max(20).optional(),
      coinId: id.optional(),
      currency: currency.optional(),
      page: page.optional(),
      limit: limit.optional(),
      refresh,
      confirmToken,
    }),
  ),
  /** Starts a sync; progress arrives as sync:progress events. `allNetworks` always needs confirmation. */
  'wallet:sync': defineChannel<{ syncId: string }>()(() =>
    z.strictObject({
      walletIds: z.array(id).min(1).max(20),
      allNetworks: z.boolean().optional(),
      confirmToken,
    }),
  ),
  'wallet:syncCancel': defineChannel<{ cancelled: boolean }>()(() => z.strictObject({ syncId: id })),
};
