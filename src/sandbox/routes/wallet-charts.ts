// GET /wallet/chart, /wallet/charts and /wallet/defi, in the shapes the docs pages give: a wallet's value over a
// range as `{result: [[ms, USD, BTC, ETH], ...]}` (the pages' examples carry milliseconds), several wallets as
// `[{data, walletAddress, connectionId}]` (one aggregated entry by default), and DeFi positions as
// `{totalAssets, protocols}`. The value is the seeded balances at each instant's prices; the DeFi position is a
// seeded staking share of the wallet's largest holding. Credits per service-facts.md 4 (core/cost-table.ts).
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { booleanQuery, enumQuery } from '../core/params';
import { noise } from '../core/prng';
import { COIN_ICON } from '../data/coin-catalog';
import { CHART_TYPES, DAY_MS, roundPrice, sampleTimes } from '../data/time-ranges';
import { walletBalances } from '../data/wallet-data';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { triple } from './portfolio';
import { walletsFromAddress, walletsFromList, type WalletRef } from './wallet-params';

function valueUsd(world: World, refs: readonly WalletRef[], at: number): number {
  let total = 0;
  for (const ref of refs) {
    for (const holding of walletBalances(world, ref.chain, ref.address)) {
      total += holding.amount * world.prices.usd(holding.coinId, at);
    }
  }
  return total;
}

function chart(world: World, refs: readonly WalletRef[], c: SandboxContext, now: number): number[][] {
  const type = enumQuery(c, 'type', CHART_TYPES);
  return sampleTimes(type, now, now - 3 * 365 * DAY_MS).map((at) => {
    const usd = valueUsd(world, refs, at);
    return [
      at,
      roundPrice(usd),
      roundPrice(usd / world.prices.usd('bitcoin', at)),
      roundPrice(usd / world.prices.usd('ethereum', at)),
    ];
  });
}

/** One staking position per wallet that holds anything: a seeded 5-25% of its largest holding. */
function defiProtocols(world: World, refs: readonly WalletRef[], now: number) {
  return refs.flatMap((ref) => {
    const holdings = walletBalances(world, ref.chain, ref.address);
    const largest = [...holdings].sort(
      (a, b) => b.amount * world.prices.usd(b.coinId, now) - a.amount * world.prices.usd(a.coinId, now),
    )[0];
    const coin = largest ? findCoin(world, largest.coinId) : undefined;
    if (!largest || !coin) return [];
    const amount = largest.amount * (0.05 + 0.2 * noise(world.seed, 'wallet-defi', ref.address));
    const price = world.prices.usd(coin.id, now);
    const value = triple(world, amount * price, now);
    return [
      {
        id: `sandbox-staking-${ref.chain.connectionId}`,
        name: 'Sandbox Staking',
        logo: 'https://static.coinstats.app/defi/sandbox-staking.png',
        url: 'https://staking.sandbox.example/',
        totalValue: value,
        blockchain: { name: ref.chain.name, icon: COIN_ICON(ref.chain.connectionId) },
        chain: ref.chain.connectionId,
        walletAddress: ref.address,
        investments: [
          {
            id: 'staking',
            name: 'Staking',
            value,
            symbols: coin.symbol,
            assets: [
              {
                address: coin.contractAddresses[0]?.contractAddress ?? coin.id,
                title: 'Deposit',
                coinId: coin.id,
                logo: COIN_ICON(coin.id),
                amount,
                symbol: coin.symbol,
                price: triple(world, price, now),
              },
            ],
          },
        ],
      },
    ];
  });
}

export function registerWalletChartRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/wallet/chart', deps.metered('GET /wallet/chart'), (c) =>
    c.json({ result: chart(world, walletsFromAddress(c), c, clock.now()) }),
  );

  api.get('/wallet/charts', deps.metered('GET /wallet/charts'), (c) => {
    const refs = walletsFromList(c);
    if (refs === undefined) throw new ApiError(400, 'Query parameter `wallets` is required');
    const now = clock.now();
    if (booleanQuery(c, 'aggregated', true)) return c.json([{ data: chart(world, refs, c, now) }]);
    return c.json(
      refs.map((ref) => ({
        data: chart(world, [ref], c, now),
        walletAddress: ref.address,
        connectionId: ref.chain.connectionId,
      })),
    );
  });

  api.get('/wallet/defi', deps.metered('GET /wallet/defi'), (c) => {
    const now = clock.now();
    const protocols = defiProtocols(world, walletsFromAddress(c), now);
    const totalUsd = protocols.reduce((sum, p) => sum + p.totalValue.USD, 0);
    return c.json({ totalAssets: triple(world, totalUsd, now), protocols });
  });
}
