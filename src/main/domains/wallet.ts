import { nodeCrypto } from '../lib/node-crypto';
import type { ReadHandlers } from '../api/read-context';
import type { Handlers, ParsedInput } from '../../shared/contract';
import { fail, ok } from '../../shared/envelope';
import { paramsOf } from '../api/http';
import { costOf } from '../api/costs';
import { walletCalls } from '../api/wallet';
import { createSyncManager, type SyncManager } from './wallet-sync';
import { localMeta, type DomainDeps } from './deps';
import { priceParts, type Priced } from '../reads/price';
import { PRICED_FRESH } from '../reads/rows/row';
import type { Reads } from '../reads';
import { lookUpWallets } from '../reads/rows/wallet-reads';
import { syncCost } from './wallet-sync-cost';
import type { UnsyncedWallets } from '../reads/unsynced-wallets';
import { syncTransport, walletSetKey } from './wallet-sync-transport';

type WalletChannel =
  | 'wallet:list'
  | 'wallet:add'
  | 'wallet:remove'
  | 'wallet:transactions'
  | 'wallet:sync'
  | 'wallet:syncCancel';

export interface WalletHandlerOptions {
  /** Poll timing of the sync; tests shorten it. */
  sync?: { firstDelayMs?: number; maxDelayMs?: number; giveUpAfterMs?: number };
  /** Wallets the gateway answered "not synced" for; the read runner refuses their transactions on that route. */
  unsynced?: Pick<UnsyncedWallets, 'mark' | 'clear'>;
}

// The wallet room: wallets the user follows (local) and the sync flow that a 409 starts. Balances and
// transactions are rows of the read table (reads/wallet-reads.ts); the transactions read is wrapped here only to
// remember what the view last asked of each set of wallets (its page, size, types and currency), so a sync reads
// exactly that again once the wallets are synced: the view's next read is the cached answer the sync paid for,
// not a second paid read with other parameters.
export function walletRoom(
  deps: DomainDeps,
  runner: Reads,
  options: WalletHandlerOptions = {},
): {
  handlers: Pick<Handlers, WalletChannel>;
  syncs: SyncManager;
  /** wallet:sync's price: the start, the status checks and the re-read; asked first for every network. */
  syncPrice: (input: ParsedInput<'wallet:sync'>) => Priced;
  /** wallet:add's price: following is local, but the view reads the new wallet's balance at once. */
  addPrice: (input: ParsedInput<'wallet:add'>) => Priced;
} {
  const wallets = () => deps.session().wallets;
  const viewed = new Map<string, ParsedInput<'wallet:transactions'>>();
  const unsynced = options.unsynced;
  const syncs = createSyncManager({
    transport: syncTransport(deps, runner, viewed),
    clock: deps.clock,
    emit: (progress) => {
      // A finished sync (on the key route) is what changes a "not synced" answer: the gateway may read them again.
      if (progress.state === 'synced') unsynced?.clear(progress.walletIds);
      deps.emit('sync:progress', progress);
    },
    newId: () => nodeCrypto().randomUUID(),
    ...options.sync,
  });

  // The PATCH is not served by the gateway: a sync needs the API key there.
  const syncPrice = (input: ParsedInput<'wallet:sync'>): Priced => ({
    cost: syncCost(input, options.sync),
    always: input.allNetworks === true,
    usdcAtomic: null,
  });

  const handlers: ReadHandlers<Pick<Handlers, WalletChannel>> = {
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
      unsynced?.clear([input.walletId]);
      if (removed) deps.emit('data:changed', { kinds: ['wallet'] });
      return ok({ removed }, localMeta(deps));
    },
    'wallet:transactions': (input, context) =>
      readTransactions(deps, runner, viewed, unsynced, input, context),
    async 'wallet:sync'(input) {
      const found = lookUpWallets(deps.session(), input.walletIds);
      if (!found.ok) return fail(found.error);
      const allNetworks = input.allNetworks ?? false;
      // One price for the badge and the question: the whole sync, and every network always asks first.
      const allowed = runner.confirm('wallet:sync', input, syncPrice(input));
      if (!allowed.ok) return fail(allowed.error);
      const started = await syncs.start(found.value, allNetworks);
      // What this call charges now is the PATCH; the checks and the re-read are charged as they happen.
      const { request } = walletCalls.sync(found.value, allNetworks);
      const charged = costOf(request.endpoint, paramsOf(request)).credits;
      return started.ok
        ? ok(started.value, { ...localMeta(deps), credits: charged, source: 'live' })
        : started;
    },
    async 'wallet:syncCancel'(input) {
      return ok({ cancelled: syncs.cancel(input.syncId) }, localMeta(deps));
    },
  };
  return { handlers, syncs, syncPrice, addPrice: (input) => addPrice(deps, input) };
}

// The Follow button's price is the balance read that follows it (40 credits a network), 0 only when that very
// wallet's balance is cached and fresh (followed before, removed, followed again).
function addPrice(deps: DomainDeps, input: ParsedInput<'wallet:add'>): Priced {
  const wallet = { id: '', label: '', address: input.address, connectionId: input.connectionId };
  const part = { call: walletCalls.balance(wallet), maxAgeMs: PRICED_FRESH, force: false };
  const session = deps.session();
  const priced = priceParts([part], session.answers, deps.clock.now(), false, session);
  const explanation = `following is free; its balance is read next: ${priced.cost.explanation}`;
  const cost = { ...priced.cost, explanation, explanationFrame: { id: 'prices.follow' } as const };
  return { ...priced, cost };
}

type TransactionsHandler = ReadHandlers<Pick<Handlers, 'wallet:transactions'>>['wallet:transactions'];

async function readTransactions(
  deps: DomainDeps,
  runner: Reads,
  viewed: Map<string, ParsedInput<'wallet:transactions'>>,
  unsynced: WalletHandlerOptions['unsynced'],
  input: ParsedInput<'wallet:transactions'>,
  context: Parameters<TransactionsHandler>[1],
): ReturnType<TransactionsHandler> {
  const answer = await runner.read('wallet:transactions', input, context);
  // A 409 starts the sync flow in the renderer, and the Sync button may be pressed any time: either way the
  // sync's re-read repeats this read.
  const found = lookUpWallets(deps.session(), input.walletIds);
  if (!found.ok) return answer;
  rememberLatest(viewed, walletSetKey(found.value), input);
  // Paying per request, "not synced" is remembered: nothing on that route can change it, so the read is not
  // paid for again (reads/wallet-reads.ts). Transactions read (on any route) mean it changed.
  if (answer.ok) unsynced?.clear(found.value.map((w) => w.id));
  else if (answer.error.code === 'not_synced' && deps.session().mode === 'gateway')
    unsynced?.mark(found.value);
  return answer;
}

/** Sets of wallets whose last read is kept: more than any screen shows. */
const VIEWED_KEPT = 32;

/** Keeps `input` as the newest read of `key`, dropping the oldest entry past VIEWED_KEPT. */
function rememberLatest<T>(map: Map<string, T>, key: string, input: T): void {
  map.delete(key);
  map.set(key, input);
  if (map.size > VIEWED_KEPT) map.delete(map.keys().next().value as string);
}
