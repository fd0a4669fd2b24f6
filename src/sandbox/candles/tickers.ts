// GET /v1/tickers/exchanges and /v1/tickers/markets: the exchanges and trading pairs the sandbox has candles for,
// so every pair these lists offer can be charted. Shapes follow the service's OpenAPI text (ExchangeCollectionEntity,
// TickerMarketListResponseDto; docs/wire-shapes.md); 2 and 3 credits per request.
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { paged } from '../core/params';
import type { SandboxDeps } from '../deps';
import { checkParams } from '../rwa/list-query';
import { PAIRS, type PairInfo } from './pairs';
import { pricePathOf, type UsdPrice } from './series';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Each venue's own site, as the list's `url` names it. */
const SITES: Readonly<Record<string, string>> = {
  Binance: 'https://www.binance.com',
  Coinbase: 'https://www.coinbase.com',
  Kraken: 'https://www.kraken.com',
};

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
/** The pair's base and quote symbols: BTC/USDT is from BTC to USDT. */
const sides = (info: PairInfo) => {
  const [from = '', to = ''] = info.pair.split('/');
  return { from, to };
};

/** USD traded on a pair in the 24 hours before `at`, priced at the coin's price then. */
const usdVolume24h = (info: PairInfo, usd: UsdPrice, at: number) =>
  info.hourlyVolume * 24 * usd(info.coinId, at);

function exchangeRows(usd: UsdPrice, now: number) {
  const names = [...new Set(PAIRS.map((p) => p.exchange))];
  const volumeOver = (name: string, days: number) =>
    PAIRS.filter((p) => p.exchange === name).reduce((sum, p) => {
      let total = 0;
      for (let d = 0; d < days; d++) total += usdVolume24h(p, usd, now - d * DAY);
      return sum + total;
    }, 0);
  return names
    .map((name) => {
      const today = volumeOver(name, 1);
      const yesterday = volumeOver(name, 2) - today;
      const id = name.toLowerCase();
      return {
        id,
        name,
        icon: `https://static.coinstats.app/exchanges/${id}.png`,
        rank: 0,
        change24h: round((today / yesterday - 1) * 100, 2),
        url: SITES[name] ?? `https://www.${id}.com`,
        volume24h: Math.round(today),
        volume7d: Math.round(volumeOver(name, 7)),
        volume1m: Math.round(volumeOver(name, 30)),
      };
    })
    .sort((a, b) => b.volume24h - a.volume24h)
    .map((row, i) => ({ ...row, rank: i + 1 }));
}

function marketRow(seed: number, info: PairInfo, usd: UsdPrice, now: number) {
  const pairPrice = pricePathOf(seed, info, usd)(now);
  const pairVolume = info.hourlyVolume * 24;
  const price = pairPrice / info.quotePerUsd;
  return {
    price: round(price, 6),
    _created_at: new Date(info.listedAt).toISOString(),
    // The sandbox's tickers are refreshed each minute.
    _updated_at: new Date(Math.floor(now / 60_000) * 60_000).toISOString(),
    exchange: info.exchange,
    pair: info.pair,
    ...sides(info),
    pairPrice: round(pairPrice, 6),
    pairVolume,
    volume: Math.round(pairVolume * price),
  };
}

const MARKET_PARAMS = ['page', 'limit', 'exchange', 'fromCoin', 'toCoin', 'coinId', 'onlyVerified'] as const;

function whole(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new ApiError(400, `${name} must be a whole number from 1 to ${max}.`);
  }
  return n;
}

export function registerTickerRoutes(api: SandboxApi, deps: SandboxDeps): void {
  api.get('/tickers/exchanges', deps.metered('GET /tickers/exchanges'), (c) => {
    checkParams(c.req.queries(), []);
    return c.json(exchangeRows(deps.world.prices.usd, deps.clock.now()));
  });

  api.get('/tickers/markets', deps.metered('GET /tickers/markets'), (c) => {
    const q = checkParams(c.req.queries(), MARKET_PARAMS);
    const page = whole('page', q.page, 1, 100_000);
    const limit = whole('limit', q.limit, 20, 100);
    if (q.onlyVerified !== undefined && q.onlyVerified !== 'true' && q.onlyVerified !== 'false') {
      throw new ApiError(400, 'onlyVerified must be true or false.');
    }
    for (const name of ['exchange', 'fromCoin', 'toCoin', 'coinId'] as const) {
      if (q[name] !== undefined && q[name].trim() === '')
        throw new ApiError(400, `${name} must not be empty.`);
    }
    const now = deps.clock.now();
    // Exchange names match case-insensitively and exactly (the documentation's words); symbols likewise.
    const same = (a: string, b: string | undefined) => b === undefined || a.toLowerCase() === b.toLowerCase();
    const rows = PAIRS.filter(
      (p) =>
        same(p.exchange, q.exchange) &&
        same(sides(p).from, q.fromCoin) &&
        same(sides(p).to, q.toCoin) &&
        same(p.coinId, q.coinId),
    )
      .map((p) => marketRow(deps.seed, p, deps.world.prices.usd, now))
      .sort((a, b) => b.volume - a.volume);
    return c.json(paged(rows.slice((page - 1) * limit, page * limit), page, limit, rows.length));
  });
}
