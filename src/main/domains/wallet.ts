import { randomUUID } from 'node:crypto';
import type { Handlers, ParsedInput } from '../../shared/contract';
import type { WalletRef } from '../../shared/domain/wallet';
import { fail, ok, type AppError } from '../../shared/envelope';
import { costOf, type Cost } from '../api/costs';
import { paramsOf } from '../api/http';
import { walletCalls, type TransactionFilter } from '../api/wallet';
import { withSkipped } from '../api/pages';
import { toBalanceItems, toBlockchains, toWalletTransactions } from '../api/schemas/wallet';
import { pagingError } from '../api/schemas/request-bounds';
import { createWalletsRepo } from '../cache/wallets-repo';
import { createSyncManager, type SyncManager } from '../sync/wallet-sync';
import { combineMeta, localMeta, mapEnvelope, perDatabase, type DomainDeps } from './deps';
import { freshness } from './freshness';
import { readCall, usdRate } from './read';
import { syncCost } from './wallet-sync-cost';
import { syncTransport, walletSetKey } from './wallet-sync-transport';

type WalletChannel =
  | 'wallet:list'
  | 'wallet:add'
  | 'wallet:remove'
  | 'wallet:blockchains'
  | 'wallet:balance'
  | 'wallet:transactionTypes'
  | 'wallet:transactions'
  | 'wallet:sync'
  | 'wallet:syncCancel';

const DEFAULT_TX_LIMIT = 20;

export interface WalletHandlerOptions {
  /** Poll timing of the sync; tests shorten it. */
  sync?: { firstDelayMs?: number; maxDelayMs?: number; giveUpAfterMs?: number };
}

// The wallet room: wallets the user follows (local), their balances and transactions through the cache, and the
// sync flow that a 409 starts.
export function walletRoom(
  deps: DomainDeps,
  options: WalletHandlerOptions = {},
): {
  handlers: Pick<Handlers, WalletChannel>;
  syncs: SyncManager;
  /** credits:preview for wallet:sync: the start, the status checks and the re-read. */
  syncEstimate: (input: ParsedInput<'wallet:sync'>) => Cost;
} {
  const repo = perDatabase(createWalletsRepo);
  const wallets = () => repo(deps.services().db);
  const blocked = new Map<string, TransactionFilter>();
  const defaultFilter = (): TransactionFilter => ({
    currency: deps.baseCurrency(),
    page: 1,
    limit: DEFAULT_TX_LIMIT,
  });
  const syncs = createSyncManager({
    transport: syncTransport(deps, blocked, defaultFilter),
    clock: deps.clock,
    emit: (progress) => deps.emit('sync:progress', progress),
    newId: randomUUID,
    ...options.sync,
  });

  /** The stored wallets for these ids, in a stable order so the same set always makes the same request. */
  const lookUp = (
    ids: readonly string[],
  ): { ok: true; value: WalletRef[] } | { ok: false; error: AppError } => {
    const found: WalletRef[] = [];
    for (const id of new Set(ids)) {
      const wallet = wallets().get(id);
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
  };

  const syncEstimate = (input: ParsedInput<'wallet:sync'>) => syncCost(input, options.sync);

  const handlers: Pick<Handlers, WalletChannel> = {
    async 'wallet:list'() {
      return ok(wallets().list(), localMeta(deps));
    },
    async 'wallet:add'(input) {
      const added = wallets().add(input, deps.clock.now());
      deps.emit('data:changed', { kinds: ['wallet'] });
      return ok(added, localMeta(deps));
    },
    async 'wallet:remove'(input) {
      const removed = wallets().remove(input.walletId);
      if (removed) deps.emit('data:changed', { kinds: ['wallet'] });
      return ok({ removed }, localMeta(deps));
    },
    async 'wallet:blockchains'() {
      const answer = await readCall(
        deps.services(),
        walletCalls.blockchains(),
        'wallet',
        freshness.blockchains,
      );
      return mapEnvelope(answer, toBlockchains);
    },
    async 'wallet:balance'(input) {
      const found = lookUp([input.walletId]);
      if (!found.ok) return fail(found.error);
      const [wallet] = found.value;
      if (!wallet) return fail({ code: 'not_found', message: 'That wallet is no longer followed.' });
      const s = deps.services();
      const balance = await readCall(s, walletCalls.balance(wallet), 'wallet', freshness.walletBalance, {
        force: input.refresh,
      });
      if (!balance.ok) return balance;
      // Balances are priced in USD; another currency is converted with the cached currency list.
      const rate = await usdRate(s, input.currency ?? deps.baseCurrency());
      // Issue 9: rows that could not be read are counted in the meta (withSkipped).
      if (rate === null)
        return ok(toBalanceItems(balance.value, 1), withSkipped(balance.meta, balance.value));
      if (!rate.ok) return rate;
      const meta = withSkipped(combineMeta(balance.meta, rate.meta), balance.value);
      return ok(toBalanceItems(balance.value, rate.value), meta);
    },
    async 'wallet:transactionTypes'() {
      return readCall(deps.services(), walletCalls.transactionTypes(), 'wallet', freshness.transactionTypes);
    },
    async 'wallet:transactions'(input) {
      const page = input.page ?? 1;
      const limit = input.limit ?? DEFAULT_TX_LIMIT;
      const bad = pagingError(page, limit, DEFAULT_TX_LIMIT);
      if (bad) return fail(bad);
      const found = lookUp(input.walletIds);
      if (!found.ok) return fail(found.error);
      const filter: TransactionFilter = {
        types: input.types ? [...new Set(input.types)].sort() : undefined,
        coinId: input.coinId,
        currency: input.currency ?? deps.baseCurrency(),
        page,
        limit,
      };
      const call = walletCalls.transactions(found.value, filter);
      const cost = costOf(call.request.endpoint, paramsOf(call.request));
      const answer = await readCall(deps.services(), call, 'wallet', freshness.walletTransactions, {
        force: input.refresh,
        beforeSend: () => deps.guard.guard('wallet:transactions', input, cost, input.confirmToken),
      });
      // A 409 starts the sync flow in the renderer; the read is repeated for it once the wallets are synced.
      const notSynced = answer.ok
        ? answer.meta.error?.code === 'not_synced'
        : answer.error.code === 'not_synced';
      if (notSynced) blocked.set(walletSetKey(found.value), filter);
      if (!answer.ok) return answer;
      const items = toWalletTransactions(answer.value, page);
      return ok({ items, page, limit }, withSkipped(answer.meta, answer.value.result)); // issue 9
    },
    async 'wallet:sync'(input) {
      const found = lookUp(input.walletIds);
      if (!found.ok) return fail(found.error);
      const allNetworks = input.allNetworks ?? false;
      const { request } = walletCalls.sync(found.value, allNetworks);
      const cost = costOf(request.endpoint, paramsOf(request));
      // The PATCH is what is charged now; the preview's fuller price (with the status checks) can only ask for a
      // confirmation this guard then accepts. A sync of every network is confirmed whatever the threshold
      // (DESIGN.md).
      const allowed = deps.guard.guard('wallet:sync', input, cost, input.confirmToken, {
        always: allNetworks,
      });
      if (!allowed.ok) return fail(allowed.error);
      const started = await syncs.start(found.value, allNetworks);
      return started.ok
        ? ok(started.value, { ...localMeta(deps), credits: cost.credits, source: 'live' })
        : started;
    },
    async 'wallet:syncCancel'(input) {
      return ok({ cancelled: syncs.cancel(input.syncId) }, localMeta(deps));
    },
  };
  return { handlers, syncs, syncEstimate };
}
