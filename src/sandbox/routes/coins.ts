// Market data: GET /coins, /coins/{coinId}, /coins/{coinId}/charts, /currencies, /fiats, /markets.
import type { SandboxAnswer } from '../core/answer';
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { booleanQuery, enumQuery, intQuery, listQuery, optionalQuery, paged } from '../core/params';
import type { CoinFacts } from '../data/coin-catalog';
import { coinItem, ranksAt, riskScores, type CoinItem } from '../data/coin-view';
import { FIAT_IMAGE, FIATS } from '../data/currencies';
import { CHART_TYPES, DAY_MS, round, roundPrice, sampleTimes } from '../data/time-ranges';
import { findCoin } from '../data/world';
import type { SandboxDeps } from '../deps';
import { currencyQuery } from './currency';

const SORT_FIELDS = [
  'rank',
  'marketCap',
  'price',
  'volume',
  'priceChange1h',
  'priceChange1d',
  'priceChange7d',
  'name',
  'symbol',
] as const;
type SortField = (typeof SORT_FIELDS)[number];

function sortValue(item: CoinItem, field: SortField): number | string {
  return field === 'priceChange7d' ? item.priceChange1w : item[field];
}

/** The catalogue covers most of the market; the rest is spread over thousands of small coins. */
const CATALOGUE_SHARE = 0.88;

export function coinNotFound(coinId: string): ApiError {
  return new ApiError(404, `Coin with id '${coinId}' not found`);
}

/** GET /coins: the list, filtered, sorted and paged; ranked (the default), only the page's coins are priced. */
function listCoins(c: SandboxContext, deps: SandboxDeps): SandboxAnswer {
  const { world, clock } = deps;
  const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
  const limit = intQuery(c, 'limit', { min: 1, max: 1000, fallback: 20 });
  const currency = currencyQuery(c);
  const coinIds = listQuery(c, 'coinIds');
  const name = optionalQuery(c, 'name', 100)?.toLowerCase();
  const symbol = optionalQuery(c, 'symbol', 20)?.toUpperCase();
  const sortBy = enumQuery(c, 'sortBy', SORT_FIELDS, 'rank');
  const sortDir = enumQuery(c, 'sortDir', ['asc', 'desc'] as const, sortBy === 'rank' ? 'asc' : 'desc');
  const withRisk = booleanQuery(c, 'includeRiskScore', false);

  const now = clock.now();
  const ranks = ranksAt(world, now);
  // Every coin the service knows, as the real list has thousands: the catalogue ranks first, the long tail
  // (data/long-tail.ts) after it, so a small coin is found by name or id but is not on the first page.
  const matching = [...world.coinsById.values()]
    .filter((coin) => !coinIds || coinIds.includes(coin.id))
    .filter((coin) => !name || coin.name.toLowerCase().includes(name))
    .filter((coin) => !symbol || coin.symbol === symbol);
  const direction = sortDir === 'asc' ? 1 : -1;
  const itemOf = (coin: CoinFacts) => coinItem(world, coin, now, currency.rate, ranks);
  const start = (page - 1) * limit;
  const shown =
    sortBy === 'rank'
      ? matching
          .sort((a, b) => direction * ((ranks.get(a.id) ?? 0) - (ranks.get(b.id) ?? 0)))
          .slice(start, start + limit)
          .map(itemOf)
      : matching
          .map(itemOf)
          .sort((a, b) => direction * compare(sortValue(a, sortBy), sortValue(b, sortBy)))
          .slice(start, start + limit);
  const rows = shown.map((item) => (withRisk ? { ...item, ...riskScores(world, item.id) } : item));
  return c.json(paged(rows, page, limit, matching.length));
}

const compare = (x: number | string, y: number | string): number =>
  typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;

/** GET /coins/{coinId}/charts: Unix seconds (service-facts §2), unlike portfolio charts (milliseconds). */
function coinChart(c: SandboxContext, { world, clock }: SandboxDeps): SandboxAnswer {
  const coinId = c.req.param('coinId') ?? '';
  const period = enumQuery(c, 'period', CHART_TYPES);
  const coin = findCoin(world, coinId);
  if (!coin) throw coinNotFound(coinId);
  const now = clock.now();
  const points = sampleTimes(period, now, now - 5 * 365 * DAY_MS).map((at) => {
    const usd = world.prices.usd(coin.id, at);
    return [
      Math.floor(at / 1000),
      roundPrice(usd),
      roundPrice(usd / world.prices.usd('bitcoin', at)),
      roundPrice(usd / world.prices.usd('ethereum', at)),
    ];
  });
  return c.json(points);
}

/** The whole market at `at`: the catalogue's totals scaled up to the share of the market it covers. */
function marketTotals({ world }: SandboxDeps, at: number): { cap: number; volume: number; btcShare: number } {
  let cap = 0;
  let volume = 0;
  const ranks = ranksAt(world, at);
  for (const coin of world.coins) {
    const item = coinItem(world, coin, at, 1, ranks);
    cap += item.marketCap;
    volume += item.volume;
  }
  const btc = world.prices.usd('bitcoin', at) * (findCoin(world, 'bitcoin')?.availableSupply ?? 0);
  return {
    cap: cap / CATALOGUE_SHARE,
    volume: volume / CATALOGUE_SHARE,
    btcShare: (btc / (cap / CATALOGUE_SHARE)) * 100,
  };
}

export function registerCoinRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/coins', deps.metered('GET /coins'), (c) => listCoins(c, deps));

  api.get('/coins/:coinId', deps.metered('GET /coins/:coinId'), (c) => {
    const coinId = c.req.param('coinId');
    const currency = currencyQuery(c);
    const withRisk = booleanQuery(c, 'includeRiskScore', false);
    const coin = findCoin(world, coinId);
    if (!coin) throw coinNotFound(coinId);
    const item = coinItem(world, coin, clock.now(), currency.rate, ranksAt(world, clock.now()));
    return c.json(withRisk ? { ...item, ...riskScores(world, coin.id) } : item);
  });

  api.get('/coins/:coinId/charts', deps.metered('GET /coins/:coinId/charts'), (c) => coinChart(c, deps));

  api.get('/currencies', deps.metered('GET /currencies'), (c) =>
    c.json({ result: Object.fromEntries(FIATS.map((fiat) => [fiat.name, fiat.rate])) }),
  );

  // A Fiat is the service's fiat item but for its flag.
  api.get('/fiats', deps.metered('GET /fiats'), (c) =>
    c.json(FIATS.map((fiat) => ({ ...fiat, imageUrl: FIAT_IMAGE(fiat.name) }))),
  );

  api.get('/markets', deps.metered('GET /markets'), (c) => {
    const now = clock.now();
    const today = marketTotals(deps, now);
    const yesterday = marketTotals(deps, now - DAY_MS);
    return c.json({
      marketCap: Math.round(today.cap),
      volume: Math.round(today.volume),
      btcDominance: round(today.btcShare, 2),
      marketCapChange: round((today.cap / yesterday.cap - 1) * 100, 2),
      volumeChange: round((today.volume / yesterday.volume - 1) * 100, 2),
      btcDominanceChange: round(today.btcShare - yesterday.btcShare, 2),
    });
  });
}
