import type { AppError } from '../../shared/envelope';
import type { WalletRef } from '../../shared/domain/wallet';

// Wallets the service answered "not synced" (409) while paying per request: the gateway serves no sync, so a read
// again would only pay for the same 409. Refused, unpriced, until a finished sync, a read answered with
// transactions or the wallet's removal could change the answer; kept for the app's life only.

export interface UnsyncedWallets {
  /** The gateway answered "not synced" for this set of wallets. */
  mark(wallets: readonly WalletRef[]): void;
  /** Something that could change the answer happened to these wallets: a sync, transactions read, a removal. */
  clear(walletIds: readonly string[]): void;
  /** Why a transactions read of this set is not sent on the gateway route, or null when it may be. */
  refusal(wallets: readonly WalletRef[]): AppError | null;
}

/** Order-independent identity of a set of wallets. */
export const walletSetKey = (wallets: readonly Pick<WalletRef, 'id'>[]) =>
  wallets
    .map((w) => w.id)
    .sort()
    .join(',');

export const NOT_SYNCED_ON_GATEWAY =
  "The service answered that this wallet's transactions are not synced yet, and paying per request cannot sync " +
  'a wallet (the sync needs the API key), so Folio Desk does not send or pay for this read again. To read them, ' +
  'switch the access route to your API key in Settings and press Sync; once synced they are read here too.';

export function createUnsyncedWallets(): UnsyncedWallets {
  const marked = new Set<string>();
  return {
    mark(wallets) {
      if (wallets.length > 0) marked.add(walletSetKey(wallets));
    },
    clear(walletIds) {
      for (const key of [...marked]) {
        if (key.split(',').some((id) => walletIds.includes(id))) marked.delete(key);
      }
    },
    refusal(wallets) {
      return marked.has(walletSetKey(wallets))
        ? { code: 'not_synced', message: NOT_SYNCED_ON_GATEWAY }
        : null;
    },
  };
}
