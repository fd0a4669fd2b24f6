import type { ParsedInput } from '../../../shared/contract';
import type { WalletRef } from '../../../shared/domain/wallet';
import type { AppError } from '../../../shared/envelope';
import { walletCalls, type TransactionFilter } from '../../api/wallet';
import { toBalanceItems, toBlockchains, toWalletTransactions } from '../../api/schemas/wallet';
import { pagingError } from '../../api/schemas/request-bounds';
import { withSkipped } from '../../api/pages';
import type { DataSession } from '../../mode/data-session';
import { DAILY_FRESH, HOUR, PRICED_FRESH, planned, readRow, refused, type ReadRows } from './row';

// The wallet reads (service.md 4.5). A read of several wallets, or of a wallet on every chain, is priced per
// wallet and chain from the request itself, so the preview and the confirmation see the same figure.

export const WALLET_TX_LIMIT = 20;

/** The filter a transactions read sends; a sync's re-read repeats it. */
export function transactionFilter(
  input: ParsedInput<'wallet:transactions'>,
  baseCurrency: string,
): TransactionFilter {
  return {
    types: input.types ? [...new Set(input.types)].sort() : undefined,
    coinId: input.coinId,
    currency: input.currency ?? baseCurrency,
    page: input.page ?? 1,
    limit: input.limit ?? WALLET_TX_LIMIT,
  };
}

/** The followed wallets for these ids, in a stable order so the same set always makes the same request. */
export function lookUpWallets(
  session: Pick<DataSession, 'wallets'>,
  ids: readonly string[],
): { ok: true; value: WalletRef[] } | { ok: false; error: AppError } {
  const found: WalletRef[] = [];
  for (const id of new Set(ids)) {
    const wallet = session.wallets.get(id);
    if (!wallet) {
      return {
        ok: false,
        error: {
          code: 'not_found',
          message: 'That wallet is no longer followed in Folio Desk; add it again.',
        },
      };
    }
    found.push(wallet);
  }
  return { ok: true, value: found.sort((a, b) => a.id.localeCompare(b.id)) };
}

type WalletRead = 'wallet:blockchains' | 'wallet:balance' | 'wallet:transactionTypes' | 'wallet:transactions';

export const walletReads: ReadRows<WalletRead> = {
  'wallet:blockchains': readRow({ kind: 'wallet', confirm: 'threshold', fresh: 24 * HOUR }, () =>
    planned(walletCalls.blockchains(), toBlockchains),
  ),
  // Balances are priced in USD; another currency is converted with the cached currency list. 40 credits per
  // network: moves with prices like a portfolio's value.
  'wallet:balance': readRow(
    { kind: 'wallet', confirm: 'threshold', rank: 'headline', oneAtATime: true, fresh: PRICED_FRESH },
    (input, ctx) => {
      const found = ctx.wallets([input.walletId]);
      if (!found.ok) return refused(found.error);
      const [wallet] = found.value;
      if (!wallet) return refused({ code: 'not_found', message: 'That wallet is no longer followed.' });
      return planned(walletCalls.balance(wallet), (wire, rate) => toBalanceItems(wire, rate), {
        usdPriced: { currency: input.currency ?? ctx.baseCurrency, direct: [] },
        // Rows that could not be read are counted in the meta.
        meta: (meta, wire) => withSkipped(meta, wire),
      });
    },
  ),
  'wallet:transactionTypes': readRow({ kind: 'wallet', confirm: 'threshold', fresh: 24 * HOUR }, () =>
    planned(walletCalls.transactionTypes(), (wire) => wire),
  ),
  // 40 credits per wallet; new ones arrive by a sync, which reads them again at once.
  'wallet:transactions': readRow(
    { kind: 'wallet', confirm: 'threshold', oneAtATime: true, fresh: DAILY_FRESH },
    (input, ctx) => {
      const filter = transactionFilter(input, ctx.baseCurrency);
      const bad = pagingError(filter.page, filter.limit, WALLET_TX_LIMIT);
      if (bad) return refused(bad);
      const found = ctx.wallets(input.walletIds);
      if (!found.ok) return refused(found.error);
      // Paying per request, a "not synced" answer is final until a sync elsewhere: not sent (nor priced) again.
      const unsynced = ctx.unsyncedOnRoute(found.value);
      if (unsynced) return refused(unsynced);
      return planned(
        walletCalls.transactions(found.value, filter),
        (wire) => ({
          items: toWalletTransactions(wire, filter.page),
          page: filter.page,
          limit: filter.limit,
        }),
        { meta: (meta, wire) => withSkipped(meta, wire.result) },
      );
    },
  ),
};
