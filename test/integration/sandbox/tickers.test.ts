// GET /v1/tickers/exchanges and /v1/tickers/markets over real HTTP: every listed exchange and pair has candles, the
// documented filters and paging, strict parameters, and 2 and 3 credits per request.
import { describe, expect, it } from 'vitest';
import { useSandbox, type ErrorBody } from './rwa-harness';

interface Exchange {
  id: string;
  name: string;
  rank: number;
  change24h: number;
  volume24h: number;
  volume7d: number;
  volume1m: number;
}
interface Market {
  exchange: string;
  pair: string;
  from: string;
  to: string;
  price: number;
  pairPrice: number;
  pairVolume: number;
  volume: number;
  _created_at: string;
  _updated_at: string;
}
interface MarketPage {
  meta: {
    page: number;
    limit: number;
    itemCount: number;
    pageCount: number;
    hasPreviousPage: boolean;
    hasNextPage: boolean;
  };
  result: Market[];
}

const sandbox = useSandbox(42);
const markets = (query: string) => sandbox.get<MarketPage>(`/tickers/markets?${query}`);
const candlesOf = (exchange: string, pair: string) =>
  sandbox.get<{ candles: unknown[] }>(
    `/ohlcv/candles?exchange=${encodeURIComponent(exchange)}&pair=${encodeURIComponent(pair)}&interval=1d&range=1w`,
  );

describe('the exchange list', () => {
  it('names the exchanges the candles come from, ranked by 24h volume', async () => {
    const { status, body } = await sandbox.get<Exchange[]>('/tickers/exchanges');
    expect(status).toBe(200);
    expect(body.map((e) => e.name).sort()).toEqual(['Binance', 'Coinbase', 'Kraken']);
    expect(body.map((e) => e.rank)).toEqual([1, 2, 3]);
    for (let i = 1; i < body.length; i++) {
      expect(body[i - 1]?.volume24h).toBeGreaterThanOrEqual(body[i]?.volume24h ?? Infinity);
    }
    for (const e of body) {
      expect(e.id).toBe(e.name.toLowerCase());
      expect(e.volume7d).toBeGreaterThan(e.volume24h);
      expect(e.volume1m).toBeGreaterThan(e.volume7d);
      expect(Number.isFinite(e.change24h)).toBe(true);
    }
  });

  it('refuses parameters it does not take', async () => {
    const { status, body } = await sandbox.get<ErrorBody>('/tickers/exchanges?limit=5');
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, path: '/v1/tickers/exchanges' });
  });
});

describe('the market list', () => {
  it('lists every pair of every listed exchange, and each one has candles', async () => {
    const exchanges = (await sandbox.get<Exchange[]>('/tickers/exchanges')).body;
    for (const exchange of exchanges) {
      const { body } = await markets(`exchange=${exchange.name}&limit=100`);
      expect(body.result.length).toBeGreaterThan(0);
      for (const m of body.result) {
        expect(m.exchange).toBe(exchange.name);
        expect(m.pair).toBe(`${m.from}/${m.to}`);
        expect((await candlesOf(m.exchange, m.pair)).body.candles.length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('prices a pair as its latest candle closes, in its quote and in USD', async () => {
    const { body } = await markets('exchange=Binance&fromCoin=BTC');
    const [btc] = body.result;
    expect(btc).toMatchObject({ pair: 'BTC/USDT', from: 'BTC', to: 'USDT' });
    const { body: hourly } = await sandbox.get<{ candles: number[][] }>(
      '/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=1h&range=24h',
    );
    const lastClose = hourly.candles.at(-1)?.[4] ?? 0;
    expect(Math.abs((btc?.pairPrice ?? 0) / lastClose - 1)).toBeLessThan(0.03);
    expect(btc?.price).toBeCloseTo((btc?.pairPrice ?? 0) / 1.0002, 0);
    expect(btc?.volume).toBeCloseTo((btc?.pairVolume ?? 0) * (btc?.price ?? 0), -3);
  });

  it('filters by exchange (any case, exact), base, quote and coin id', async () => {
    const names = async (query: string) =>
      (await markets(query)).body.result.map((m) => `${m.exchange} ${m.pair}`);
    expect((await names('exchange=binance')).sort()).toEqual([
      'Binance BTC/USDT',
      'Binance ETH/USDT',
      'Binance SOL/USDT',
    ]);
    expect(await names('exchange=Binanc')).toEqual([]);
    expect((await names('fromCoin=btc')).sort()).toEqual([
      'Binance BTC/USDT',
      'Coinbase BTC/USD',
      'Kraken BTC/EUR',
    ]);
    expect(await names('toCoin=EUR')).toEqual(['Kraken BTC/EUR']);
    expect((await names('coinId=ethereum')).sort()).toEqual(['Binance ETH/USDT', 'Coinbase ETH/USD']);
    expect((await names('onlyVerified=true')).length).toBe(6);
  });

  it('pages with the documented meta', async () => {
    const first = (await markets('limit=4')).body;
    expect(first.meta).toEqual({
      page: 1,
      limit: 4,
      itemCount: 6,
      pageCount: 2,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    const second = (await markets('limit=4&page=2')).body;
    expect(second.meta).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: false });
    const all = [...first.result, ...second.result].map((m) => `${m.exchange} ${m.pair}`);
    expect(new Set(all).size).toBe(6);
    // Highest USD volume first.
    const volumes = first.result.map((m) => m.volume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
  });

  it('refuses bad parameters with the error body', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'page=x',
      'exchange=',
      'onlyVerified=yes',
      'pair=BTC/USDT',
    ]) {
      const { status, body } = await sandbox.get<ErrorBody>(`/tickers/markets?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, path: '/v1/tickers/markets' });
    }
  });
});

describe('credits', () => {
  it('are 2 for the exchange list and 3 for a page of markets; a refused request costs nothing', async () => {
    const spent = async (path: string) => {
      const before = await sandbox.usedCredits();
      await sandbox.get(path);
      return (await sandbox.usedCredits()) - before;
    };
    expect(await spent('/tickers/exchanges')).toBe(2);
    expect(await spent('/tickers/markets?exchange=Kraken')).toBe(3);
    expect(await spent('/tickers/markets?limit=0')).toBe(0);
  });
});
