// Market data, insights and token risks over real HTTP: shapes of service-facts §2, strict parameters.
import { describe, expect, it } from 'vitest';
import { useServer } from './harness';

interface Coin {
  id: string;
  symbol: string;
  rank: number;
  price: number;
  marketCap: number;
  contractAddresses: { blockchain: string; contractAddress: string }[];
  allTimeHigh?: number;
  allTimeLow?: number;
}
interface CoinPage {
  meta: {
    page: number;
    limit: number;
    itemCount: number;
    pageCount: number;
    hasPreviousPage: boolean;
    hasNextPage: boolean;
  };
  result: Coin[];
}

describe('sandbox market data', () => {
  const server = useServer();

  it('pages the coin list with meta, ranked by market cap', async () => {
    const first = (await server.api<CoinPage>('/coins?limit=5')).body;
    expect(first.meta).toEqual({
      page: 1,
      limit: 5,
      itemCount: first.meta.itemCount,
      pageCount: Math.ceil(first.meta.itemCount / 5),
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(first.meta.itemCount).toBeGreaterThanOrEqual(18);
    expect(first.result.map((coin) => coin.rank)).toEqual([1, 2, 3, 4, 5]);
    const caps = first.result.map((coin) => coin.marketCap);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    const second = (await server.api<CoinPage>('/coins?limit=5&page=2')).body;
    expect(second.meta.hasPreviousPage).toBe(true);
    expect(second.result[0]?.rank).toBe(6);
  });

  it('lists the small coins after the first hundred, found by name or id like any coin', async () => {
    const first = (await server.api<CoinPage>('/coins?limit=100')).body;
    expect(first.meta.itemCount).toBeGreaterThan(1000);
    const small = (await server.api<Coin & { name: string }>('/coins/long-tail-0500')).body;
    expect(first.result.map((coin) => coin.id)).not.toContain(small.id);
    const named = (await server.api<CoinPage>(`/coins?name=${encodeURIComponent(small.name)}`)).body;
    expect(named.result.map((coin) => coin.id)).toContain(small.id);
    expect(named.result.find((coin) => coin.id === small.id)?.rank).toBeGreaterThan(100);
    const byId = (await server.api<CoinPage>('/coins?coinIds=long-tail-0500')).body;
    expect(byId.result.map((coin) => coin.id)).toEqual([small.id]);
  });

  it('filters by coinIds and keeps the detail consistent with the list', async () => {
    const page = (await server.api<CoinPage>('/coins?coinIds=ethereum,bitcoin,not-a-coin')).body;
    expect(page.result.map((coin) => coin.id).sort()).toEqual(['bitcoin', 'ethereum']);
    const detail = (await server.api<Coin>('/coins/ethereum')).body;
    expect(detail).toEqual(page.result.find((coin) => coin.id === 'ethereum'));
    expect(detail.allTimeHigh).toBeGreaterThanOrEqual(detail.price);
    expect(detail.allTimeLow).toBeLessThanOrEqual(detail.price);
  });

  it.each([
    ['/coins?limit=0', 400],
    ['/coins?limit=abc', 400],
    ['/coins?page=0', 400],
    ['/coins?sortBy=hype', 400],
    ['/coins?currency=XXX', 400],
    ['/coins?coinIds=bitcoin,,ethereum', 400],
    ['/coins/bitcoin/charts', 400],
    ['/coins/bitcoin/charts?period=2y', 400],
  ] as const)('rejects %s with %i', async (path, status) => {
    const reply = await server.api(path);
    expect(reply.status).toBe(status);
    expect(reply.body.statusCode).toBe(status);
  });

  it('names the missing coin in the 404', async () => {
    const reply = await server.api('/coins/shibarium-moon');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toContain('shibarium-moon');
  });

  it('charts a coin as [unix seconds, usd, btc, eth] ending at its price', async () => {
    const price = (await server.api<Coin>('/coins/ethereum')).body.price;
    const chart = (await server.api<number[][]>('/coins/ethereum/charts?period=1w')).body;
    for (const point of chart) {
      expect(point).toHaveLength(4);
      expect(point[0]).toBeLessThan(1e11);
      expect(point[3]).toBe(1);
    }
    expect(chart.at(-1)?.[1]).toBe(price);
  });

  it('answers currencies and fiats with the same rates', async () => {
    const currencies = (await server.api<{ result: Record<string, number> }>('/currencies')).body.result;
    const fiats = (await server.api<{ name: string; rate: number; symbol: string }[]>('/fiats')).body;
    expect(currencies.USD).toBe(1);
    for (const fiat of fiats) expect(currencies[fiat.name]).toBe(fiat.rate);
  });

  it('answers market totals', async () => {
    const markets = (await server.api<Record<string, number>>('/markets')).body;
    expect(Object.keys(markets).sort()).toEqual(
      ['btcDominance', 'btcDominanceChange', 'marketCap', 'marketCapChange', 'volume', 'volumeChange'].sort(),
    );
    expect(markets.btcDominance).toBeGreaterThan(30);
    expect(markets.btcDominance).toBeLessThan(80);
  });
});

describe('sandbox insights and token risks', () => {
  const server = useServer();

  it('answers the fear and greed index with a classification matching its value', async () => {
    const index = (
      await server.api<{ now: { value: number; value_classification: string } }>('/insights/fear-and-greed')
    ).body;
    expect(index.now.value).toBeGreaterThanOrEqual(1);
    expect(index.now.value).toBeLessThanOrEqual(99);
    const chart = (
      await server.api<{ data: { timestamp: string; value: number }[] }>('/insights/fear-and-greed/chart')
    ).body.data;
    expect(chart.at(-1)?.value).toBe(index.now.value);
    expect(typeof chart[0]?.timestamp).toBe('string');
  });

  it('answers btc dominance for a type and rainbow charts for bitcoin and ethereum only', async () => {
    const dominance = (await server.api<{ data: number[][] }>('/insights/btc-dominance?type=1m')).body.data;
    expect(dominance.length).toBeGreaterThan(10);
    expect((await server.api('/insights/btc-dominance?type=forever')).status).toBe(400);
    const rainbow = (await server.api<{ price: string; time: string }[]>('/insights/rainbow-chart/bitcoin'))
      .body;
    expect(rainbow.at(-1)?.time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof rainbow.at(-1)?.price).toBe('string');
    expect((await server.api('/insights/rainbow-chart/dogecoin')).status).toBe(404);
  });

  it('finds risks by coin or by contract and chain, sorted by severity on request', async () => {
    const byCoin = (
      await server.api<{ results: { severity: string }[] }>('/token-risks?coinId=uniswap&sortBy=severity')
    ).body.results;
    expect(byCoin.length).toBeGreaterThan(0);
    // The documentation's order and severities (it has `minor`, no `info`).
    const order = ['critical', 'high', 'medium', 'low', 'minor'];
    const ranks = byCoin.map((risk) => order.indexOf(risk.severity));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const uni = (await server.api<Coin>('/coins/uniswap')).body.contractAddresses[0];
    const byContract = await server.api<{ results: unknown[] }>(
      `/token-risks?contractAddress=${uni?.contractAddress}&chain=${uni?.blockchain}`,
    );
    expect(byContract.body.results).toHaveLength(byCoin.length);
  });

  it('answers an empty list when there is no risk data, and 400 for a wrong combination', async () => {
    const none = await server.api<{ results: unknown[] }>('/token-risks?coinId=bitcoin');
    expect(none.status).toBe(200);
    expect(none.body.results).toEqual([]);
    const unknown = await server.api<{ results: unknown[] }>(
      `/token-risks?contractAddress=0x${'9'.repeat(40)}&chain=ethereum`,
    );
    expect(unknown.body.results).toEqual([]);
    expect((await server.api('/token-risks')).status).toBe(400);
    expect((await server.api('/token-risks?contractAddress=0xabc')).status).toBe(400);
    expect((await server.api('/token-risks?coinId=uniswap&chain=ethereum')).status).toBe(400);
    expect((await server.api('/token-risks?coinId=uniswap&sortBy=name')).status).toBe(400);
  });
});
