// The sandbox's answers for on-chain coverage: a past day's holdings by `from`/`to` (YYYY-MM-DD), oldest first,
// narrowed by coinIds; the airdropped spam token flagged isFake on the wallet portfolio's holdings; bad days
// refused with a 400 that names the parameter.
import { describe, expect, it } from 'vitest';
import { useServer } from './harness';

interface Snapshot {
  date: string;
  coinBalances: { symbol: string; quantity: number; balance: number }[];
  totalBalance: number;
}

interface Row {
  coin: { identifier: string; symbol: string; isFake: boolean };
  riskScore?: number;
}

describe('sandbox snapshots and spam', () => {
  const server = useServer();
  const day = (msBack: number, now: number) => new Date(now - msBack).toISOString().slice(0, 10);

  it('answers the days asked, oldest first, each with its holdings and a total that adds up', async () => {
    const now = (await server.control<{ now: number }>('/clock', undefined, 'GET')).now;
    const from = day(5 * 86_400_000, now);
    const to = day(3 * 86_400_000, now);
    const reply = await server.api<{ result: Snapshot[] }>(`/portfolio/snapshot/items?from=${from}&to=${to}`);
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((s) => s.date.slice(0, 10))).toEqual([from, day(4 * 86_400_000, now), to]);
    for (const snapshot of reply.body.result) {
      const sum = snapshot.coinBalances.reduce((total, c) => total + c.balance, 0);
      expect(Math.abs(sum - snapshot.totalBalance)).toBeLessThan(0.05);
    }
    const one = await server.api<{ result: Snapshot[] }>(
      `/portfolio/snapshot/items?from=${to}&to=${to}&coinIds=bitcoin`,
    );
    expect(one.body.result).toHaveLength(1);
    expect(one.body.result[0]?.coinBalances.map((c) => c.symbol)).toEqual(['BTC']);
    const future = day(-3 * 86_400_000, now);
    expect(
      (await server.api<{ result: Snapshot[] }>(`/portfolio/snapshot/items?from=${future}&to=${future}`)).body
        .result,
    ).toEqual([]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', '`from` must be a date as YYYY-MM-DD'],
    ['from=01/11/2026', '`from` must be a date as YYYY-MM-DD'],
    ['from=2026-11-05&to=2026-11-01', '`from` must not be after `to`'],
  ])('refuses %s with a 400 that says what to send', async (query, message) => {
    const reply = await server.api<{ message: string }>(`/portfolio/snapshot/items?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
  });

  it('flags the airdropped spam token isFake on the holdings that hold it, with risk scores when asked', async () => {
    const plain = (await server.api<{ result: Row[] }>('/portfolio/coins?limit=100')).body.result;
    const spam = plain.filter((row) => row.coin.isFake);
    expect(spam.map((row) => row.coin.symbol)).toEqual(['USDC-BONUS']);
    expect(plain.filter((row) => !row.coin.isFake).length).toBeGreaterThan(3);
    const scored = (await server.api<{ result: Row[] }>('/portfolio/coins?limit=100&includeRiskScore=true'))
      .body.result;
    expect(scored.every((row) => typeof row.riskScore === 'number')).toBe(true);
    expect(scored.filter((row) => row.coin.isFake).map((row) => row.coin.identifier)).toEqual([
      spam[0]?.coin.identifier,
    ]);
  });
});
