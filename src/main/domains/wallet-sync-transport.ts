import type { ParsedInput } from '../../shared/contract';
import { walletCalls } from '../api/wallet';
import type { SyncTransport } from './wallet-sync';
import type { DomainDeps } from './deps';
import type { Reads } from '../reads';
import { transactionFilter } from '../reads/rows/wallet-reads';

// The service side of a wallet sync, over the current session's client. The PATCH and the status polls are never
// cached; the re-read after a sync repeats the view's last read of those wallets through the cache (always sent),
// so the view's next read is answered from it. The user confirmed the sync's whole price, re-read included, so the
// re-read does not ask again.

import { walletSetKey } from '../reads/unsynced-wallets';

export { walletSetKey };

export function syncTransport(
  deps: DomainDeps,
  runner: Reads,
  /** The view's last transactions read of each set of wallets, repeated once they are synced. */
  viewed: ReadonlyMap<string, ParsedInput<'wallet:transactions'>>,
): SyncTransport {
  return {
    async patch(wallets, allNetworks) {
      const { request, schema } = walletCalls.sync(wallets, allNetworks);
      const answer = await deps.session().client.send(request, schema);
      return answer.ok ? { ok: true, value: answer.value.status } : answer;
    },
    async status(wallet) {
      const { request, schema } = walletCalls.status(wallet);
      const answer = await deps.session().client.send(request, schema);
      return answer.ok ? { ok: true, value: answer.value.status } : answer;
    },
    async reread(wallets) {
      const input = viewed.get(walletSetKey(wallets)) ?? { walletIds: wallets.map((w) => w.id) };
      const sorted = [...wallets].sort((a, b) => a.id.localeCompare(b.id));
      const call = walletCalls.transactions(sorted, transactionFilter(input, deps.baseCurrency()));
      await runner.readCall(call, 'wallet');
      deps.emit('data:changed', { kinds: ['wallet'] });
    },
  };
}
