// Credits over real HTTP: each endpoint charges the reference's price (service.md §4, service-facts §4 via
// docs/wire-shapes.md) only when it succeeds; a 503 is charged and refunded; /usage/credits is free; exhausted
// credits are a 429; a new month on the sandbox clock starts afresh.
import { describe, expect, it } from 'vitest';
import { EVM_ADDRESS, KEYS, useServer } from './harness';

const A = EVM_ADDRESS;

/** [path, credits] as the reference prices them. */
const PRICES: readonly (readonly [string, number])[] = [
  ['/usage/credits', 0],
  ['/coins', 2],
  ['/coins/bitcoin', 1],
  ['/coins/bitcoin/charts?period=24h', 3],
  ['/currencies', 1],
  ['/fiats', 1],
  ['/markets', 1],
  ['/portfolio/list', 5],
  ['/portfolio/value', 10],
  ['/portfolio/chart?type=24h', 10],
  ['/portfolio/coins', 8],
  ['/portfolio/transactions?currency=USD', 4],
  ['/portfolio/pl/history?interval=daily&range=1w', 25],
  ['/portfolio/defi', 200],
  ['/portfolio/snapshot/items', 500],
  ['/portfolio/coins?includeRiskScore=true', 8],
  ['/news?limit=5', 5],
  ['/news/type/bullish', 5],
  ['/wallet/blockchains', 1],
  [`/wallet/balance?address=${A}&connectionId=ethereum`, 40],
  [`/wallet/balance?address=${A}&connectionId=ethereum,base`, 80],
  [`/wallet/balance?address=${A}&connectionId=all`, 400],
  [`/wallet/balance/many?wallets=ethereum:${A},polygon:${A}`, 80],
  [`/wallet/balances?address=${A}&blockchain=ethereum`, 40],
  ['/wallet/transactions/types', 1],
  ['/insights/btc-dominance?type=1w', 50],
  ['/insights/fear-and-greed', 50],
  ['/insights/fear-and-greed/chart', 50],
  ['/insights/rainbow-chart/bitcoin', 50],
  ['/token-risks?coinId=chainlink', 5000],
];

describe('sandbox credits', () => {
  const server = useServer();

  it.each(PRICES)('charges %s exactly %i credits on success', async (path, credits) => {
    const before = await server.used();
    const reply = await server.api(path);
    expect(reply.status).toBe(200);
    expect((await server.used()) - before).toBe(credits);
  });

  it('charges a status check 3 credits once the wallet has a sync, and nothing for the 409 before', async () => {
    const B = '0x000000000000000000000000000000000000dEaD';
    const status = `/wallet/status?address=${B}&connectionId=ethereum`;
    const before = await server.used();
    expect((await server.api(status)).status).toBe(409);
    expect(await server.used()).toBe(before);
    await server.api(`/wallet/transactions?address=${B}&connectionId=ethereum`, { method: 'PATCH' });
    const afterSync = await server.used();
    expect((await server.api(status)).status).toBe(200);
    expect((await server.used()) - afterSync).toBe(3);
  });

  it('charges wallet transaction reads and syncs per wallet', async () => {
    const before = await server.used();
    await server.api(`/wallet/transactions?address=${A}&connectionId=ethereum`, { method: 'PATCH' });
    const afterSync = await server.used();
    expect(afterSync - before).toBe(50);
    await server.api('/wallet/transactions', {
      method: 'PATCH',
      body: {
        wallets: [
          { address: A, connectionId: 'base' },
          { address: A, connectionId: 'polygon' },
        ],
      },
    });
    expect((await server.used()) - afterSync).toBe(100);
    const beforeAll = await server.used();
    const all = await server.api('/wallet/transactions', {
      method: 'PATCH',
      body: { wallets: [{ address: A, connectionId: 'all' }] },
    });
    expect(all.status).toBe(200);
    expect((await server.used()) - beforeAll).toBe(500);
    await server.advance(10_000);
    const beforeRead = await server.used();
    const read = await server.api(`/wallet/transactions?wallets=ethereum:${A},base:${A}`);
    expect(read.status).toBe(200);
    expect((await server.used()) - beforeRead).toBe(80);
  });

  it.each([
    ['/portfolio/chart', 400],
    ['/coins/no-such-coin', 404],
    [`/wallet/transactions?address=0x${'2'.repeat(40)}&connectionId=ethereum`, 409],
  ] as const)('does not charge a failed %s (%i)', async (path, status) => {
    const before = await server.used();
    expect((await server.api(path)).status).toBe(status);
    expect(await server.used()).toBe(before);
  });

  it('charges a 503 and refunds it, so the balance is unchanged', async () => {
    await server.control('/faults', { path: '/v1/markets', status: 503 });
    const before = await server.used();
    const reply = await server.api('/markets');
    expect(reply.status).toBe(503);
    expect(await server.used()).toBe(before);
    const state = await server.control<{ ledger: { path: string; kind: string; credits: number }[] }>(
      '/state',
      undefined,
      'GET',
    );
    expect(state.ledger.slice(-2)).toEqual([
      expect.objectContaining({ path: '/v1/markets', kind: 'charge', credits: 1 }),
      expect.objectContaining({ path: '/v1/markets', kind: 'refund', credits: 1 }),
    ]);
  });

  it('answers 429 "Insufficient credits" when the call costs more than is left, and still serves cheaper ones', async () => {
    await server.control('/credits', { apiKey: KEYS.starter, remaining: 5 });
    const refused = await server.api('/portfolio/value', { key: KEYS.starter });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Insufficient credits for this request');
    expect((await server.api('/coins', { key: KEYS.starter })).status).toBe(200);
    const usage = await server.api<{ remainingCredits: number; totalCredits: number; usedCredits: number }>(
      '/usage/credits',
      { key: KEYS.starter },
    );
    expect(usage.body.remainingCredits).toBe(3);
    expect(usage.body.totalCredits - usage.body.usedCredits).toBe(3);
  });

  it('reports the plan allowances and starts a fresh month when the sandbox clock crosses into one', async () => {
    await server.control('/credits', { apiKey: KEYS.free, remaining: 0 });
    expect((await server.api('/coins', { key: KEYS.free })).status).toBe(429);
    await server.control('/clock', { to: '2026-12-01T00:00:05Z' });
    const usage = await server.api('/usage/credits', { key: KEYS.free });
    expect(usage.body).toEqual({
      totalCredits: 20_000,
      usedCredits: 0,
      remainingCredits: 20_000,
      subscription: 'FREE',
    });
    expect((await server.api('/coins', { key: KEYS.free })).status).toBe(200);
  });
});
