// Wallet reads: GET /wallet/blockchains, /wallet/balance, /wallet/balance/many, the deprecated /wallet/balances,
// and /wallet/status.
import type { SandboxAnswer } from '../core/answer';
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { COIN_ICON } from '../data/coin-catalog';
import { ranksAt } from '../data/coin-view';
import { CHAINS } from '../data/chains';
import { DAY_MS, round, roundPrice } from '../data/time-ranges';
import { walletBalances } from '../data/wallet-data';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { walletsFromAddress, walletsFromEither, walletsFromList, type WalletRef } from './wallet-params';
import { syncStatus } from './wallet-sync';

function balanceRows(
  world: World,
  ref: WalletRef,
  at: number,
  ranks: ReadonlyMap<string, number>,
): unknown[] {
  return walletBalances(world, ref.chain, ref.address).map((holding) => {
    const coin = findCoin(world, holding.coinId);
    if (!coin) throw new ApiError(500, `Unknown coin ${holding.coinId} in seeded balances`);
    const usd = world.prices.usd(coin.id, at);
    const contract = coin.contractAddresses.find(
      (entry) => entry.blockchain === ref.chain.chain || entry.blockchain === ref.chain.connectionId,
    );
    return {
      chain: ref.chain.connectionId,
      connectionId: ref.chain.connectionId,
      coinId: coin.id,
      amount: holding.amount,
      name: coin.name,
      symbol: coin.symbol,
      price: roundPrice(usd),
      priceBtc: roundPrice(usd / world.prices.usd('bitcoin', at)),
      imgUrl: COIN_ICON(coin.id),
      pCh24h: round((usd / world.prices.usd(coin.id, at - DAY_MS) - 1) * 100, 2),
      rank: ranks.get(coin.id) ?? world.coins.length,
      volume: Math.round(coin.volume),
      decimals: coin.decimals,
      ...(contract ? { contractAddress: contract.contractAddress } : {}),
    };
  });
}

export function registerWalletRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock, state } = deps;

  const many = (c: SandboxContext): SandboxAnswer => {
    const listed = walletsFromList(c);
    const refs = walletsFromEither(c);
    const now = clock.now();
    const ranks = ranksAt(world, now);
    return c.json(
      refs.map((ref) => ({
        blockchain: ref.chain.chain,
        address: ref.address,
        ...(listed ? { connectionId: ref.chain.connectionId } : {}),
        balances: balanceRows(world, ref, now, ranks),
      })),
    );
  };

  api.get('/wallet/blockchains', deps.metered('GET /wallet/blockchains'), (c) =>
    c.json(
      CHAINS.map((chain) => ({
        name: chain.name,
        connectionId: chain.connectionId,
        chain: chain.chain,
        icon: `https://static.coinstats.app/portfolio_images/${chain.connectionId}.png`,
      })),
    ),
  );

  api.get('/wallet/balance', deps.metered('GET /wallet/balance'), (c) => {
    const refs = walletsFromAddress(c);
    const now = clock.now();
    const ranks = ranksAt(world, now);
    return c.json(refs.flatMap((ref) => balanceRows(world, ref, now, ranks)));
  });

  api.get('/wallet/balance/many', deps.metered('GET /wallet/balance/many'), many);

  api.get('/wallet/balances', deps.metered('GET /wallet/balances'), (c) => {
    const response = many(c);
    // Deprecated in favour of /wallet/balance/many (service.md §9.2): same answer, with the signposts.
    response.headers.set('Deprecation', 'true');
    response.headers.set('Link', '</v1/wallet/balance/many>; rel="successor-version"');
    return response;
  });

  api.get('/wallet/status', deps.metered('GET /wallet/status'), (c) => {
    const [ref] = walletsFromAddress(c, true);
    if (!ref) throw new ApiError(400, 'Send `address` with one `connectionId`');
    return c.json({ status: syncStatus(state, ref) });
  });
}
