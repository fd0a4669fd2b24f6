import { describe, expect, it } from 'vitest';
import { candleCredits, costOf, countUnits, estimateCandleCredits } from '../../../src/main/api/costs';

describe('the cost table', () => {
  it.each([
    ['GET /usage/credits', 0],
    ['GET /portfolio/value', 10],
    ['GET /portfolio/chart', 10],
    ['GET /portfolio/list', 5],
    ['GET /portfolio/coins', 8],
    ['GET /portfolio/pl/history', 25],
    ['GET /portfolio/defi', 200],
    ['GET /portfolio/snapshot/items', 500],
    ['GET /insights/fear-and-greed/chart', 50],
    ['GET /news/type/:type', 5],
    ['GET /insights/fear-and-greed', 50],
    ['GET /token-risks', 5000],
    ['GET /rwa/assets/:rwaId/tokens', 2],
    ['GET /rwa/assets/:rwaId/markets', 3],
    ['GET /coins', 2],
    ['GET /wallet/status', 3],
  ] as const)('%s costs %i credits (the documentation, else service.md)', (endpoint, credits) => {
    expect(costOf(endpoint).credits).toBe(credits);
  });

  it('multiplies wallet balance by networks and counts `all` as ten', () => {
    expect(costOf('GET /wallet/balance', { connectionId: 'ethereum' }).credits).toBe(40);
    expect(costOf('GET /wallet/balance', { connectionId: 'ethereum,polygon' }).credits).toBe(80);
    expect(costOf('GET /wallet/balance', { connectionId: 'all' }).credits).toBe(400);
    // connectionId wins over blockchain, as the service does.
    expect(costOf('GET /wallet/balance', { connectionId: 'ethereum', blockchain: 'a,b,c' }).credits).toBe(40);
  });

  it('charges a multi-wallet sync per wallet in the body, each `all` as ten', () => {
    const wallets = [
      { address: '0x1', connectionId: 'ethereum' },
      { address: '0x2', connectionId: 'all' },
    ];
    const cost = costOf('PATCH /wallet/transactions', { wallets });
    expect(cost.credits).toBe(50 * 11);
    expect(cost.explanation).toContain('50 credits x 11 wallets');
  });

  it('charges wallet transactions 40 per wallet (get-wallet-transactions)', () => {
    expect(costOf('GET /wallet/transactions', { wallets: 'ethereum:0x1,polygon:0x2' }).credits).toBe(80);
  });

  it('charges a wallet status check per network, `all` as ten (get-wallet-sync-status)', () => {
    expect(costOf('GET /wallet/status', { address: '0x1', connectionId: 'ethereum' }).credits).toBe(3);
    expect(costOf('GET /wallet/status', { address: '0x1', connectionId: 'all' }).credits).toBe(30);
  });

  it('counts units of csv, arrays and objects', () => {
    expect(countUnits(undefined)).toBe(0);
    expect(countUnits('a, b ,c')).toBe(3);
    expect(countUnits('forceall')).toBe(10);
    expect(countUnits(['x', { connectionId: 'all' }])).toBe(11);
  });

  it('estimates candles from span and interval, and charges 1 per 1,000 returned', () => {
    expect(estimateCandleCredits({ interval: '1d', range: '1y' }).credits).toBe(1);
    expect(estimateCandleCredits({ interval: '5m', range: '1mo' }).credits).toBe(9);
    expect(
      estimateCandleCredits({ interval: '1h', start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z' })
        .credits,
    ).toBe(1);
    expect(candleCredits(0)).toBe(1);
    expect(candleCredits(1000)).toBe(1);
    expect(candleCredits(1001)).toBe(2);
  });
});
