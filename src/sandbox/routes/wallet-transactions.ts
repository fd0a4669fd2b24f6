// Wallet transactions: GET /wallet/transactions (409 until synced), PATCH /wallet/transactions (start a sync:
// one wallet by query, several by body `{ wallets: [...] }`), GET /wallet/transactions/types.
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { intQuery, jsonBody, listQuery, optionalQuery } from '../core/params';
import { COIN_ICON } from '../data/coin-catalog';
import { money, percent } from '../data/portfolio-math';
import { TRANSACTION_TYPES, walletTransactions, type WalletTx } from '../data/wallet-data';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { currencyQuery } from './currency';
import {
  expandNetworks,
  validatedWallet,
  walletsFromAddress,
  walletsFromEither,
  type WalletRef,
} from './wallet-params';
import { NOT_SYNCED_MESSAGE, startSync, transactionsReady } from './wallet-sync';

function parseIso(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (Number.isNaN(parsed)) throw new ApiError(400, `Query parameter \`${name}\` must be an ISO 8601 date`);
  return parsed;
}

function coinBlock(world: World, coinId: string): { id: string; name: string; symbol: string; icon: string } {
  const coin = findCoin(world, coinId);
  return { id: coinId, name: coin?.name ?? coinId, symbol: coin?.symbol ?? '', icon: COIN_ICON(coinId) };
}

function record(
  world: World,
  ref: WalletRef,
  tx: WalletTx,
  now: number,
  rate: number,
): Record<string, unknown> {
  const type = TRANSACTION_TYPES.find((candidate) => candidate.id === tx.typeId)?.name ?? tx.typeId;
  const main = tx.legs.find((leg) => leg.action === 'Received') ?? tx.legs[0];
  const worthAt = (coinId: string, count: number, at: number): number =>
    count * world.prices.usd(coinId, at) * rate;
  const native = ref.chain.nativeCoinId;
  const result: Record<string, unknown> = {
    type,
    date: new Date(tx.date).toISOString(),
    mainContent: {
      coinIcons: tx.legs.map((leg) => COIN_ICON(leg.coinId)),
      coinAssets: tx.legs.map((leg) => coinBlock(world, leg.coinId).symbol),
    },
    transactions: tx.legs.map((leg, index) => ({
      action: leg.action,
      items: [
        {
          id: `${tx.hash}-${index}`,
          coin: coinBlock(world, leg.coinId),
          count: leg.action === 'Sent' ? -leg.count : leg.count,
          totalWorth: money(worthAt(leg.coinId, leg.count, tx.date)),
          toAddress: leg.action === 'Sent' ? leg.counterparty : ref.address,
          fromAddress: leg.action === 'Sent' ? ref.address : leg.counterparty,
        },
      ],
    })),
    fee: {
      coin: coinBlock(world, native),
      count: tx.feeCount,
      totalWorth: money(worthAt(native, tx.feeCount, tx.date)),
    },
    hash: { id: tx.hash, explorerUrl: `${ref.chain.explorer}${tx.hash}` },
  };
  if (main) {
    const then = worthAt(main.coinId, main.count, tx.date);
    const current = worthAt(main.coinId, main.count, now);
    result.coinData = {
      count: main.count,
      symbol: coinBlock(world, main.coinId).symbol,
      currentValue: money(current),
    };
    result.profitLoss = {
      profit: money(current - then),
      profitPercent: percent(current - then, then),
      currentValue: money(current),
    };
  }
  return result;
}

/** Body wallets for a multi-wallet sync; single-wallet fields in the body are a classic mistake: say so. */
function walletsFromBody(body: unknown): WalletRef[] | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'object' || body === null)
    throw new ApiError(400, 'The body must be { "wallets": [...] }');
  if (('address' in body || 'connectionId' in body) && !('wallets' in body)) {
    throw new ApiError(
      400,
      'For single wallet sync, both address and connectionId must be provided as query parameters; use { "wallets": [...] } in the body for several',
    );
  }
  if (!('wallets' in body) || !Array.isArray(body.wallets) || body.wallets.length === 0) {
    throw new ApiError(
      400,
      'The body must be { "wallets": [{ "address", "connectionId" | "blockchain" }, ...] }',
    );
  }
  return body.wallets.flatMap((entry: unknown, index: number) => {
    const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const address = typeof fields.address === 'string' ? fields.address : undefined;
    const [kind, network] =
      typeof fields.connectionId === 'string'
        ? (['connectionId', fields.connectionId] as const)
        : typeof fields.blockchain === 'string'
          ? (['blockchain', fields.blockchain] as const)
          : [undefined, undefined];
    if (!address || !kind) {
      throw new ApiError(400, `wallets[${index}] needs an address and a connectionId or blockchain`);
    }
    return expandNetworks([network], kind, address).map((chain) => validatedWallet(chain, address));
  });
}

export function registerWalletTransactionRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock, state } = deps;

  api.get('/wallet/transactions/types', deps.metered('GET /wallet/transactions/types'), (c) =>
    c.json(TRANSACTION_TYPES.map(({ id, name }) => ({ id, name }))),
  );

  api.get('/wallet/transactions', deps.metered('GET /wallet/transactions'), (c) => {
    const refs = walletsFromEither(c);
    const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    const from = parseIso(optionalQuery(c, 'from', 40), 'from');
    const to = parseIso(optionalQuery(c, 'to', 40), 'to');
    const currency = currencyQuery(c);
    const types = listQuery(c, 'types', /[,|]/);
    const txId = optionalQuery(c, 'txId', 200);
    const coinId = optionalQuery(c, 'coinId', 100);
    for (const type of types ?? []) {
      if (!TRANSACTION_TYPES.some((candidate) => candidate.id === type)) {
        throw new ApiError(
          400,
          `Unknown transaction type '${type}'; use an id from GET /wallet/transactions/types`,
        );
      }
    }
    const unsynced = refs.find((ref) => !transactionsReady(state, ref));
    if (unsynced) throw new ApiError(409, NOT_SYNCED_MESSAGE);

    const now = clock.now();
    const rows = refs
      .flatMap((ref) => walletTransactions(world, ref.chain, ref.address).map((tx) => ({ ref, tx })))
      .filter(({ tx }) => tx.date <= now)
      .filter(({ tx }) => from === undefined || tx.date >= from)
      .filter(({ tx }) => to === undefined || tx.date < to)
      .filter(({ tx }) => !types || types.includes(tx.typeId))
      .filter(({ tx }) => txId === undefined || tx.hash === txId)
      .filter(({ tx }) => coinId === undefined || tx.legs.some((leg) => leg.coinId === coinId))
      .sort((a, b) => b.tx.date - a.tx.date)
      .slice((page - 1) * limit, page * limit)
      .map(({ ref, tx }) => record(world, ref, tx, now, currency.rate));
    return c.json({ meta: { page, limit }, result: rows });
  });

  api.patch('/wallet/transactions', deps.metered('PATCH /wallet/transactions'), async (c) => {
    const fromBody = walletsFromBody(await jsonBody(c));
    if (fromBody && c.req.query('address') !== undefined) {
      throw new ApiError(400, 'Send one wallet by query or several in the body, not both');
    }
    const refs = fromBody ?? walletsFromAddress(c);
    for (const ref of refs) startSync(state, deps.seed, ref);
    return c.json({ status: 'syncing' });
  });
}
