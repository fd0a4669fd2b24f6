// The pay-per-request gateway over real HTTP: the x402 challenge, a real payment by the protocol's own client
// (@x402/fetch + @x402/evm with a viem key) and the one-hour session cookie.
import { decodePaymentResponseHeader } from '@x402/fetch';
import { describe, expect, it } from 'vitest';
import { CANDLES, USDC_BASE, decode, payer, useGateway } from './gateway-harness';

const gateway = useGateway();

describe('the 402 challenge', () => {
  it('is an x402 v2 exact requirement for USDC on Base, in the header and the body', async () => {
    const challenge = await gateway.challengeFor(CANDLES);
    expect(challenge.x402Version).toBe(2);
    expect(challenge.resource.url).toBe(gateway.url(CANDLES));
    expect(challenge.resource.mimeType).toBe('application/json');
    expect(challenge.accepts).toHaveLength(1);
    const [req] = challenge.accepts;
    expect(req).toMatchObject({
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '1000',
      asset: USDC_BASE,
      extra: { name: 'USD Coin', version: '2' },
    });
    expect(req?.payTo).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(req?.maxTimeoutSeconds).toBeGreaterThan(0);
  });

  it('prices each path by the reference table', async () => {
    const amount = async (path: string, headers?: Record<string, string>) =>
      (await gateway.challengeFor(path, { headers })).accepts[0]?.amount;
    expect(await amount('/gateway/coins')).toBe('1000');
    expect(await amount('/gateway/coins/bitcoin/charts?period=24h')).toBe('1000');
    expect(await amount('/gateway/wallet/transactions')).toBe('3000');
    expect(await amount('/gateway/wallet/balance')).toBe('4000');
    expect(await amount('/gateway/wallet/balances')).toBe('4000');
    expect(await amount('/gateway/portfolio/defi', { sharetoken: 'sandbox-share-premium' })).toBe('40000');
    expect(await amount('/gateway/portfolio/coins?shareToken=sandbox-share-premium')).toBe('1000');
  });

  it('refuses an unknown, free-owner or passcode-less share token before any challenge', async () => {
    for (const [token, status] of [
      ['sandbox-share-unknown', 404],
      ['sandbox-share-free', 403],
      ['sandbox-share-locked', 403],
    ] as const) {
      const forms: { path: string; headers: Record<string, string> }[] = [
        { path: '/gateway/portfolio/value', headers: { sharetoken: token } },
        { path: `/gateway/portfolio/coins?shareToken=${token}`, headers: {} },
      ];
      for (const init of forms) {
        const res = await fetch(gateway.url(init.path), { headers: init.headers });
        expect([init.path, token, res.status]).toEqual([init.path, token, status]);
        expect(res.headers.get('payment-required')).toBeNull();
      }
    }
    const unlocked = await fetch(gateway.url('/gateway/portfolio/value?passcode=2468'), {
      headers: { sharetoken: 'sandbox-share-locked' },
    });
    expect(unlocked.status).toBe(402);
  });

  it('challenges every reference 5.2 path the app reads', async () => {
    // The app's reads that the gateway offers (service.md 5.2), with the queries the API requires.
    const reads = [
      '/gateway/coins',
      '/gateway/coins/bitcoin',
      '/gateway/coins/bitcoin/charts?period=24h',
      '/gateway/currencies',
      '/gateway/fiats',
      '/gateway/markets',
      '/gateway/insights/fear-and-greed',
      '/gateway/wallet/blockchains',
      '/gateway/wallet/balance?address=0x52908400098527886E0F7030069857D2E4169EE7&connectionId=ethereum',
      '/gateway/wallet/status?address=0x52908400098527886E0F7030069857D2E4169EE7&connectionId=ethereum',
      '/gateway/wallet/transactions?address=0x52908400098527886E0F7030069857D2E4169EE7&connectionId=ethereum',
      '/gateway/portfolio/value',
      '/gateway/portfolio/coins',
      '/gateway/portfolio/chart?type=1w',
      '/gateway/portfolio/transactions?currency=USD',
      CANDLES,
    ];
    for (const path of reads) {
      const res = await fetch(gateway.url(path), { headers: { sharetoken: 'sandbox-share-premium' } });
      expect([path, res.status]).toEqual([path, 402]);
    }
  });

  it('refuses what the gateway does not offer, before asking for money', async () => {
    const missingShare = await fetch(gateway.url('/gateway/portfolio/value'));
    expect(missingShare.status).toBe(400);
    expect(await missingShare.json()).toMatchObject({ statusCode: 400, path: '/gateway/portfolio/value' });
    expect((await fetch(gateway.url('/gateway/rwa/overview'))).status).toBe(404);
    expect((await fetch(gateway.url('/gateway/coins'), { method: 'POST' })).status).toBe(405);
  });
});

describe('paying with @x402/fetch', () => {
  it('gets the data, a receipt in both headers and a one-hour session cookie', async () => {
    const pay = gateway.payingFetch();
    const res = await pay(gateway.url(CANDLES));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { candles: number[][] };
    // Closed hourly candles opening within the last 24 hours: 23 or 24 depending on where in the hour we are.
    expect(body.candles.length).toBeGreaterThanOrEqual(23);
    expect(body.candles.length).toBeLessThanOrEqual(24);

    const receipt = decodePaymentResponseHeader(res.headers.get('payment-response') ?? '');
    expect(receipt).toMatchObject({ success: true, network: 'eip155:8453', payer: payer.address });
    expect(receipt.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    expect(decode(res.headers.get('x-payment-response'))).toEqual(
      decode(res.headers.get('payment-response')),
    );

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^auth_token=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
  });

  it('serves the same answer the API gives for that path', async () => {
    const pay = gateway.payingFetch();
    const paid = await pay(gateway.url(CANDLES));
    const api = await fetch(gateway.url(CANDLES.replace('/gateway', '/v1')), {
      headers: { 'X-API-KEY': 'sandbox-premium-key' },
    });
    expect(await paid.json()).toEqual(await api.json());
  });

  it('pays for other API paths, and for a shared portfolio with its share token', async () => {
    const pay = gateway.payingFetch();
    const coins = await pay(gateway.url('/gateway/coins?limit=3'));
    expect(coins.status).toBe(200);
    expect(coins.headers.get('payment-response')).not.toBeNull();
    const shared = { headers: { sharetoken: 'sandbox-share-premium' } };
    const value = await pay(gateway.url('/gateway/portfolio/value'), shared);
    expect(value.status).toBe(200);
    expect(await value.json()).toHaveProperty('allTimeProfitLossPercent');
  });

  it('settles nothing when the API refuses the call', async () => {
    const pay = gateway.payingFetch();
    // The share token's owner is not on a premium plan: a 403 after payment, and no receipt.
    const refused = await pay(gateway.url('/gateway/portfolio/value'), {
      headers: { sharetoken: 'sandbox-share-free' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('payment-response')).toBeNull();
    expect(refused.headers.get('set-cookie')).toBeNull();
  });
});

describe('the session cookie', () => {
  it('skips payment for an hour of sandbox clock, not after', async () => {
    const pay = gateway.payingFetch();
    const paid = await pay(gateway.url(CANDLES));
    const cookie = (paid.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const withCookie = () =>
      fetch(gateway.url('/gateway/ohlcv/candles?exchange=Coinbase&pair=BTC/USD&interval=1d&range=1w'), {
        headers: { cookie },
      });

    const soon = await withCookie();
    expect(soon.status).toBe(200);
    expect(soon.headers.get('payment-response')).toBeNull();

    await gateway.advanceClock(59 * 60_000);
    expect((await withCookie()).status).toBe(200);

    await gateway.advanceClock(2 * 60_000);
    expect((await withCookie()).status).toBe(402);
  });

  it('is refused when forged', async () => {
    const res = await fetch(gateway.url(CANDLES), { headers: { cookie: 'auth_token=made-up' } });
    expect(res.status).toBe(402);
  });
});
