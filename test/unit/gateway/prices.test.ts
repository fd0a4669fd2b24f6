import { describe, expect, it } from 'vitest';
import { gatewayPriceOf, usdcPriceOf } from '../../../src/main/gateway/prices';
import { formatUsdc, usdcToAtomic } from '../../../src/main/gateway/usdc';

describe('the gateway price table (service.md 5.2)', () => {
  it.each([
    ['/coins', '0.001'],
    ['/v1/coins/bitcoin', '0.001'],
    ['/coins/price/avg?coinId=bitcoin&timestamp=1', '0.001'],
    ['/coins/ethereum/charts?period=1w', '0.001'],
    ['/news/type/bullish', '0.001'],
    ['/insights/rainbow-chart/bitcoin', '0.001'],
    ['/portfolio/value', '0.001'],
    ['/v1/ohlcv/candles?exchange=Binance', '0.001'],
    ['/wallet/transactions?wallets=ethereum:0xabc', '0.003'],
    ['/wallet/balance', '0.004'],
    ['/wallet/balance/many', '0.004'],
    ['/wallet/chart', '0.004'],
    ['/wallet/defi', '0.04'],
    ['/portfolio/defi', '0.04'],
    ['/portfolio/snapshot/items', '0.05'],
  ])('%s costs %s USDC', (path, usdc) => {
    expect(usdcPriceOf(path)).toBe(usdc);
    expect(gatewayPriceOf(path)?.atomic).toBe(usdcToAtomic(usdc));
  });

  it('tells a listed path from a coin of the same shape', () => {
    expect(gatewayPriceOf('/coins/price/avg')?.pattern).toBe('/coins/price/avg');
    expect(gatewayPriceOf('/coins/bitcoin')?.pattern).toBe('/coins/{coinId}');
    expect(gatewayPriceOf('/news/some-article-id')?.pattern).toBe('/news/{id}');
    expect(gatewayPriceOf('/coins/bitcoin/charts')?.pattern).toBe('/coins/{coinId}/charts');
  });

  it.each([
    '/portfolio/list',
    '/portfolio/pl/history',
    '/usage/credits',
    '/wallet/transactions/types',
    '/token-risks',
    '/rwa/overview',
    '/rwa/assets/gold/tokens',
    '/coins/',
    '/coins/bitcoin/charts/extra',
    // The API's multi-coin chart and the stems of listed paths: not coins, not news ids.
    '/coins/charts',
    '/v1/coins/charts?coinIds=bitcoin,ethereum&period=1w',
    '/coins/price',
    '/news/type',
    '/',
  ])('does not serve %s', (path) => {
    expect(gatewayPriceOf(path)).toBeNull();
    expect(usdcPriceOf(path)).toBeNull();
  });
});

describe('USDC amounts', () => {
  it.each([
    ['0.001', 1_000],
    ['0.04', 40_000],
    ['1', 1_000_000],
    ['12.5', 12_500_000],
    ['0', 0],
  ])('%s USDC is %i micro-USDC and back', (usdc, atomic) => {
    expect(usdcToAtomic(usdc)).toBe(atomic);
    expect(formatUsdc(atomic)).toBe(usdc);
  });

  it.each(['', '-1', '1e3', '0.0000001', 'abc'])('rejects %j', (text) => {
    expect(() => usdcToAtomic(text)).toThrow();
  });
});
