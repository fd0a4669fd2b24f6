import type { ParsedInput } from '../../shared/contract';
import { coinCalls } from '../api/coins';
import { portfolioCalls, type PlPeriod, type PortfolioTarget } from '../api/portfolio';
import { rwaCalls } from '../api/rwa';
import type { ApiCall } from '../api/schemas/common';
import { walletCalls } from '../api/wallet';
import type { Db } from '../cache/db';
import { createSharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import { createWalletsRepo } from '../cache/wallets-repo';
import { perDatabase } from './deps';
import { freshness } from './freshness';
import { SHARED_PREFIX } from './portfolio-target';

// The one service read each cached channel would make for an input, built with the same call builders, defaults
// and freshness as its handler, so credits:preview can tell whether the cache would answer it for free. Null
// when the read cannot be known without the handler's own checks (an unknown wallet or shared portfolio): the
// preview then prices a live call.

export interface PlannedRead {
  call: ApiCall<unknown>;
  maxAgeMs: number;
}

export interface PlanContext {
  db: Db;
  baseCurrency: string;
}

type Planner<C extends PlanChannel> = (input: ParsedInput<C>, ctx: PlanContext) => PlannedRead | null;

export type PlanChannel =
  | 'portfolio:list'
  | 'portfolio:value'
  | 'portfolio:chart'
  | 'portfolio:plHistory'
  | 'portfolio:coins'
  | 'portfolio:transactions'
  | 'wallet:balance'
  | 'wallet:transactions'
  | 'rwa:overview'
  | 'rwa:assets'
  | 'rwa:asset'
  | 'rwa:tokens'
  | 'rwa:markets'
  | 'rwa:history'
  | 'rwa:assetHistory'
  | 'coins:list'
  | 'coins:get';

const PORTFOLIO_TX_LIMIT = 20;
const WALLET_TX_LIMIT = 20;

const sharedRepo = perDatabase(createSharedPortfoliosRepo);
const walletsRepo = perDatabase(createWalletsRepo);

/**
 * The target as the cache knows it. A shared portfolio is keyed by its local id, never its token, so the token
 * is not read from the keychain for a preview.
 */
function targetOf(portfolioId: string | undefined, db: Db): PortfolioTarget | null {
  if (portfolioId === undefined) return { kind: 'all' };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { kind: 'own', portfolioId };
  const localId = portfolioId.slice(SHARED_PREFIX.length);
  return sharedRepo(db).get(localId) ? { kind: 'shared', localId, shareToken: '', passcode: null } : null;
}

const planned = (call: ApiCall<unknown>, maxAgeMs: number): PlannedRead => ({ call, maxAgeMs });
const withTarget = (portfolioId: string | undefined, db: Db, f: (t: PortfolioTarget) => PlannedRead) => {
  const target = targetOf(portfolioId, db);
  return target ? f(target) : null;
};

export const readPlans: { [C in PlanChannel]: Planner<C> } = {
  'portfolio:list': () => planned(portfolioCalls.list(), freshness.portfolioList),
  'portfolio:value': (input, { db, baseCurrency }) =>
    withTarget(input.portfolioId, db, (t) =>
      planned(portfolioCalls.value(t, input.currency ?? baseCurrency), freshness.portfolioValue),
    ),
  'portfolio:chart': (input, { db }) =>
    withTarget(input.portfolioId, db, (t) =>
      planned(portfolioCalls.chart(t, input.range), freshness.chart(input.range)),
    ),
  'portfolio:plHistory': (input, { db, baseCurrency }) => {
    const period: PlPeriod =
      input.range !== undefined ? { range: input.range } : { from: input.from ?? '', to: input.to ?? '' };
    const currency = input.currency ?? baseCurrency;
    return withTarget(input.portfolioId, db, (t) =>
      planned(
        portfolioCalls.plHistory(t, input.interval, period, currency),
        freshness.plHistory(input.interval),
      ),
    );
  },
  'portfolio:coins': (input, { db }) =>
    withTarget(input.portfolioId, db, (t) => planned(portfolioCalls.coins(t), freshness.holdings)),
  'portfolio:transactions': (input, { db, baseCurrency }) =>
    withTarget(input.portfolioId, db, (t) =>
      planned(
        portfolioCalls.transactions(
          t,
          input.currency ?? baseCurrency,
          input.page ?? 1,
          input.limit ?? PORTFOLIO_TX_LIMIT,
        ),
        freshness.portfolioTransactions,
      ),
    ),
  'wallet:balance': (input, { db }) => {
    const wallet = walletsRepo(db).get(input.walletId);
    return wallet ? planned(walletCalls.balance(wallet), freshness.walletBalance) : null;
  },
  'wallet:transactions': (input, { db, baseCurrency }) => {
    const repo = walletsRepo(db);
    const wallets = [...new Set(input.walletIds)].map((id) => repo.get(id));
    if (wallets.some((w) => w === null)) return null;
    const sorted = wallets.flatMap((w) => (w ? [w] : [])).sort((a, b) => a.id.localeCompare(b.id));
    const call = walletCalls.transactions(sorted, {
      types: input.types ? [...new Set(input.types)].sort() : undefined,
      coinId: input.coinId,
      currency: input.currency ?? baseCurrency,
      page: input.page ?? 1,
      limit: input.limit ?? WALLET_TX_LIMIT,
    });
    return planned(call, freshness.walletTransactions);
  },
  'rwa:overview': (input, { baseCurrency }) =>
    planned(rwaCalls.overview({ currency: input.currency ?? baseCurrency }), freshness.rwaList),
  'rwa:assets': ({ refresh: _refresh, ...input }, { baseCurrency }) =>
    planned(rwaCalls.assets({ ...input, currency: input.currency ?? baseCurrency }), freshness.rwaList),
  'rwa:asset': ({ rwaId, currency }, { baseCurrency }) =>
    planned(rwaCalls.asset(rwaId, { currency: currency ?? baseCurrency }), freshness.rwaList),
  'rwa:tokens': ({ rwaId, refresh: _refresh, ...input }, { baseCurrency }) =>
    planned(
      rwaCalls.tokens(rwaId, { ...input, currency: input.currency ?? baseCurrency }),
      freshness.rwaList,
    ),
  'rwa:markets': ({ rwaId, refresh: _refresh, ...input }, { baseCurrency }) =>
    planned(
      rwaCalls.markets(rwaId, { ...input, currency: input.currency ?? baseCurrency }),
      freshness.rwaList,
    ),
  'rwa:history': (input, { baseCurrency }) => {
    const range = input.range ?? '7d';
    const query = { range, metric: input.metric ?? 'marketCap', currency: input.currency ?? baseCurrency };
    return planned(rwaCalls.history(query), freshness.rwaHistory(range));
  },
  'rwa:assetHistory': ({ rwaId, ...input }, { baseCurrency }) => {
    const range = input.range ?? '24h';
    const query = { range, metric: input.metric ?? 'price', currency: input.currency ?? baseCurrency };
    return planned(rwaCalls.assetHistory(rwaId, query), freshness.rwaHistory(range));
  },
  'coins:list': (input, { baseCurrency }) =>
    planned(
      coinCalls.list({
        currency: input.currency ?? baseCurrency,
        page: input.page,
        limit: input.limit,
        coinIds: input.coinIds,
      }),
      freshness.coins,
    ),
  'coins:get': (input, { baseCurrency }) =>
    planned(coinCalls.get(input.coinId, input.currency ?? baseCurrency), freshness.coins),
};
