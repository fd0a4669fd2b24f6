// Every path of the reference's gateway price table (service.md 5.2, written out below as the reference lists it,
// with the candles the reference adds under the table), challenged at its listed price and then paid by the
// protocol's own client and answered, in x402 version 2 (the default) and version 1 (`--x402-version 1`).
import { describe, expect, it } from 'vitest';
import { decode, useGateway, type Challenge } from './gateway-harness';

const WALLET = 'address=0x52908400098527886E0F7030069857D2E4169EE7&connectionId=ethereum';
const WALLETS = 'wallets=ethereum:0x52908400098527886E0F7030069857D2E4169EE7';
const SHARED = { sharetoken: 'sandbox-share-premium' };
/** A moment a day back, in Unix seconds, for the price-at-a-time reads. */
const YESTERDAY = Math.floor(Date.now() / 1000) - 86_400;

/** service.md 5.2: price in USDC, then each path of that row as a request the API can answer. */
const TABLE: readonly (readonly [usdc: string, atomic: string, paths: readonly string[]])[] = [
  [
    '0.001',
    '1000',
    [
      '/coins',
      '/coins/bitcoin',
      `/coins/price/avg?coinId=bitcoin&timestamp=${YESTERDAY}`,
      `/coins/price/exchange?exchange=Binance&from=BTC&to=USDT&timestamp=${YESTERDAY}`,
      '/coins/bitcoin/charts?period=24h',
      '/markets',
      '/tickers/exchanges',
      '/tickers/markets?exchange=Binance',
      '/fiats',
      '/currencies',
      '/news/sources',
      '/news/type/handpicked',
      '/news/type/trending',
      '/news/type/latest',
      '/news/type/bullish',
      '/news/type/bearish',
      '/news/{id}',
      '/news',
      '/insights/btc-dominance?type=1w',
      '/insights/fear-and-greed/chart',
      '/insights/fear-and-greed',
      '/insights/rainbow-chart/bitcoin',
      '/wallet/blockchains',
      `/wallet/status?${WALLET}`,
      '/exchange/support',
      '/portfolio/value',
      '/portfolio/coins',
      '/portfolio/chart?type=1w',
      '/portfolio/transactions?currency=USD',
      '/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=1h&range=24h',
    ],
  ],
  ['0.003', '3000', [`/wallet/transactions?${WALLET}`]],
  [
    '0.004',
    '4000',
    [
      `/wallet/balance?${WALLET}`,
      `/wallet/balance/many?${WALLETS}`,
      `/wallet/charts?${WALLETS}&type=1w`,
      `/wallet/chart?${WALLET}&type=1w`,
    ],
  ],
  ['0.04', '40000', [`/wallet/defi?${WALLET}`, '/portfolio/defi']],
  ['0.05', '50000', ['/portfolio/snapshot/items']],
];

/**
 * The table's rows as requests, with a real news id in place of `{id}`; the wallet is synced first (with an API
 * key: the gateway cannot sync), so its status and transactions have an answer.
 */
async function requests(gateway: ReturnType<typeof useGateway>) {
  const { url } = gateway;
  const headers = { 'X-API-KEY': 'sandbox-premium-key' };
  await fetch(url(`/v1/wallet/transactions?${WALLET}`), { method: 'PATCH', headers });
  await gateway.advanceClock(10_000);
  const news = await fetch(url('/v1/news?limit=1'), { headers });
  const [first] = (await news.json()) as { id: string }[];
  return TABLE.flatMap(([usdc, atomic, paths]) =>
    paths.map((path) => ({ usdc, atomic, path: `/gateway${path.replace('{id}', first?.id ?? '')}` })),
  );
}

describe('the gateway in x402 version 2 (the default)', () => {
  const gateway = useGateway();

  it('challenges every path of the reference table at its listed price, and serves it once paid', async () => {
    const pay = gateway.payingFetch();
    for (const { atomic, path } of await requests(gateway)) {
      const unpaid = await fetch(gateway.url(path), { headers: SHARED });
      expect([path, unpaid.status]).toEqual([path, 402]);
      const challenge = decode(unpaid.headers.get('payment-required')) as Challenge;
      expect([path, challenge.x402Version, challenge.accepts[0]?.amount]).toEqual([path, 2, atomic]);

      const paid = await pay(gateway.url(path), { headers: SHARED });
      expect([path, paid.status]).toEqual([path, 200]);
      expect(paid.headers.get('payment-response')).not.toBeNull();
    }
  }, 60_000);
});

describe('the gateway in x402 version 1 (--x402-version 1)', () => {
  const gateway = useGateway({ x402Version: 1 });

  it('challenges every path in the body at its listed price, and serves it once paid with X-PAYMENT', async () => {
    const pay = gateway.payingFetchV1();
    for (const { atomic, path } of await requests(gateway)) {
      const unpaid = await fetch(gateway.url(path), { headers: SHARED });
      expect([path, unpaid.status]).toEqual([path, 402]);
      expect(unpaid.headers.has('payment-required')).toBe(false);
      const challenge = (await unpaid.json()) as { x402Version: number; accepts: Record<string, unknown>[] };
      expect([path, challenge.x402Version]).toEqual([path, 1]);
      expect(challenge.accepts[0]).toMatchObject({
        scheme: 'exact',
        network: 'base',
        maxAmountRequired: atomic,
        resource: gateway.url(path),
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        extra: { name: 'USD Coin', version: '2' },
      });

      const paid = await pay(gateway.url(path), { headers: SHARED });
      expect([path, paid.status]).toEqual([path, 200]);
      expect(paid.headers.get('payment-response')).toBeNull();
      expect(decode(paid.headers.get('x-payment-response'))).toMatchObject({
        success: true,
        network: 'base',
      });
    }
  }, 60_000);

  it('refuses a payment whose signature does not recover to its payer, with the facilitator reason', async () => {
    const path = gateway.url('/gateway/coins/bitcoin');
    const forged = Buffer.from(
      JSON.stringify({
        x402Version: 1,
        scheme: 'exact',
        network: 'base',
        payload: {
          signature: `0x${'11'.repeat(65)}`,
          authorization: {
            from: '0x52908400098527886E0F7030069857D2E4169EE7',
            to: '0x5A4Db0C5000000000000000000000000000402a1',
            value: '1000',
            validAfter: '0',
            validBefore: String(Math.floor(Date.now() / 1000) + 60),
            nonce: `0x${'22'.repeat(32)}`,
          },
        },
      }),
    ).toString('base64');
    const refused = await fetch(path, { headers: { 'X-PAYMENT': forged } });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ x402Version: 1, error: 'invalid_exact_evm_signature' });
    expect(refused.headers.get('x-payment-response')).toBeNull();
  });

  it('does not take a version 2 payment', async () => {
    // A v2-only client finds no PAYMENT-REQUIRED header and a v1 body it has no scheme for.
    await expect(gateway.payingFetch()(gateway.url('/gateway/coins/bitcoin'))).rejects.toThrow();
  });
});
