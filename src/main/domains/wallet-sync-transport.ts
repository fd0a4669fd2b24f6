import type { WalletRef } from '../../shared/domain/wallet';
import { walletCalls, type TransactionFilter } from '../api/wallet';
import type { SyncTransport } from '../sync/wallet-sync';
import type { DomainDeps } from './deps';
import { freshness } from './freshness';
import { readCall } from './read';

// The service side of a wallet sync, over the current mode's client. The PATCH and the status polls are never
// cached; the re-read after a sync goes through the cache (forced), so the view's next read is answered from it.

/** Order-independent identity of a set of wallets. */
export const walletSetKey = (wallets: readonly WalletRef[]) =>
  wallets
    .map((w) => w.id)
    .sort()
    .join(',');

export function syncTransport(
  deps: DomainDeps,
  /** The transaction reads that met 409 for a set of wallets, to be repeated once they are synced. */
  blocked: Map<string, TransactionFilter>,
  defaultFilter: () => TransactionFilter,
): SyncTransport {
  return {
    async patch(wallets, allNetworks) {
      const { request, schema } = walletCalls.sync(wallets, allNetworks);
      const answer = await deps.services().client.send(request, schema);
      return answer.ok ? { ok: true, value: answer.value.status } : answer;
    },
    async status(wallet) {
      const { request, schema } = walletCalls.status(wallet);
      const answer = await deps.services().client.send(request, schema);
      return answer.ok ? { ok: true, value: answer.value.status } : answer;
    },
    async reread(wallets) {
      const key = walletSetKey(wallets);
      const filter = blocked.get(key) ?? defaultFilter();
      blocked.delete(key);
      const call = walletCalls.transactions(wallets, filter);
      await readCall(deps.services(), call, 'wallet', freshness.walletTransactions, { force: true });
      deps.emit('data:changed', { kinds: ['wallet'] });
    },
  };
}
