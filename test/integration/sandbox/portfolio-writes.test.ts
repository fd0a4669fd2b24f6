// Portfolio writes over real HTTP (service.md 4.5, shapes from the docs pages): adding a transaction to a manual
// portfolio, connecting a wallet or an exchange, deleting a portfolio, syncing one. Each change shows in every
// read, each refusal is a 4xx that charges nothing, and a reset drops every change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVM_ADDRESS, KEYS, useServer } from './harness';
import { compareShape } from './shape-compare';

interface ListItem {
  portfolioId: string;
  portfolioName: string;
  portfolioType: string;
}
interface Holding {
  count: number;
  coin: { identifier: string };
  price: { USD: number };
}

const documentedTx = (
  JSON.parse(
    readFileSync(join(process.cwd(), 'test/fixtures/service-docs/portfolio-transactions.json'), 'utf8'),
  ) as {
    example: { data: unknown[] };
  }
).example.data[0];

describe('sandbox portfolio writes', () => {
  const server = useServer();
  beforeEach(async () => {
    await server.control('/reset');
  });

  const list = async (key: string = KEYS.premium) =>
    (await server.api<{ result: ListItem[] }>('/portfolio/list', { key })).body.result;
  const byType = async (type: string, key: string = KEYS.premium) =>
    (await list(key)).find((item) => item.portfolioType === type)?.portfolioId ?? '';
  const holdings = async (portfolioId: string) =>
    (await server.api<{ result: Holding[] }>(`/portfolio/coins?portfolioId=${portfolioId}&limit=100`)).body
      .result;
  const post = (path: string, body: unknown, key: string = KEYS.premium) =>
    server.api<Record<string, unknown>>(path, { method: 'POST', body, key });

  it('adds a buy to a manual portfolio: documented answer, note object, holdings and list updated, 4 credits', async () => {
    const manual = await byType('manual');
    const before = (await holdings(manual)).find((row) => row.coin.identifier === 'solana')?.count ?? 0;
    const used = await server.used();
    const added = await post('/portfolio/transaction', {
      portfolioId: manual,
      coinId: 'solana',
      count: 2.5,
      price: 150,
      notes: 'Bought the dip',
    });
    expect(added.status).toBe(200);
    expect(await server.used()).toBe(used + 4);
    const problems = compareShape(documentedTx, added.body, {
      optional: new Set([
        '$.fee.toAddress',
        '$.fee.fromAddress',
        '$.transfers[].items[].toAddress',
        '$.transfers[].items[].fromAddress',
      ]),
      extra: new Set(['$.note', '$.fee.coin.priceChange1m', '$.transfers[].items[].coin.priceChange1m']),
    });
    expect([...new Set(problems)]).toEqual([]);
    expect(added.body).toMatchObject({
      transactionType: 'Buy',
      coinData: { identifier: 'solana', count: 2.5, totalWorth: 375 },
      note: { name: 'Bought the dip', icon: expect.any(String) },
    });
    const after = (await holdings(manual)).find((row) => row.coin.identifier === 'solana')?.count ?? 0;
    expect(after).toBeCloseTo(before + 2.5, 8);
    const newest = await server.api<{ data: { coinData: { identifier: string } }[] }>(
      `/portfolio/transactions?currency=USD&portfolioId=${manual}&limit=1`,
    );
    expect(newest.body.data[0]?.coinData.identifier).toBe('solana');

    await server.control('/reset');
    expect((await holdings(manual)).find((row) => row.coin.identifier === 'solana')?.count ?? 0).toBe(before);
  });

  it('refuses a transaction it cannot record, and charges nothing for it', async () => {
    const manual = await byType('manual');
    const wallet = await byType('wallet');
    const foreign = await byType('manual', KEYS.starter);
    const used = await server.used();
    const cases: [unknown, number][] = [
      [{ portfolioId: wallet, coinId: 'bitcoin', count: 1 }, 400],
      [{ portfolioId: foreign, coinId: 'bitcoin', count: 1 }, 404],
      [{ portfolioId: 'nope', coinId: 'bitcoin', count: 1 }, 404],
      [{ portfolioId: manual, coinId: 'no-such-coin', count: 1 }, 404],
      [{ portfolioId: manual, coinId: 'bitcoin', count: -1e9 }, 400],
      [{ portfolioId: manual, coinId: 'bitcoin', count: 0 }, 400],
      [{ portfolioId: manual, coinId: 'bitcoin', count: 1, date: Date.now() + 86_400_000 * 400 }, 400],
      [{ coinId: 'bitcoin', count: 1 }, 400],
      [{ portfolioId: manual, coinId: 'bitcoin', count: '1' }, 400],
      [[], 400],
    ];
    for (const [body, status] of cases) {
      expect([body, (await post('/portfolio/transaction', body)).status]).toEqual([body, status]);
    }
    expect(await server.used()).toBe(used);
  });

  it('connects a wallet once: connected, then existing; it syncs, then reads like any portfolio', async () => {
    const body = { address: EVM_ADDRESS, connectionId: 'ethereum', name: 'Cold wallet' };
    const first = await post('/portfolio/wallet', body);
    expect(first.body).toEqual({
      portfolioId: expect.any(String),
      connectionId: 'ethereum',
      status: 'connected',
    });
    const id = String(first.body.portfolioId);
    expect((await post('/portfolio/wallet', body)).body).toEqual({ ...first.body, status: 'existing' });
    expect(await list()).toContainEqual({
      portfolioId: id,
      portfolioName: 'Cold wallet',
      portfolioType: 'wallet',
    });
    expect((await server.api(`/portfolio/status?portfolioId=${id}`)).body).toEqual({ status: 'syncing' });
    await server.advance(10_000);
    expect((await server.api(`/portfolio/status?portfolioId=${id}`)).body).toEqual({ status: 'synced' });
    const balances = await server.api<{ coinId: string }[]>(
      `/wallet/balance?address=${EVM_ADDRESS}&connectionId=ethereum`,
    );
    const held = (await holdings(id)).map((row) => row.coin.identifier).sort();
    expect(held).toEqual(balances.body.map((row) => row.coinId).sort());
    expect(
      (await post('/portfolio/wallet', { address: 'not-an-address', connectionId: 'ethereum' })).status,
    ).toBe(400);
    expect((await post('/portfolio/wallet', { address: EVM_ADDRESS, connectionId: 'narnia' })).status).toBe(
      400,
    );
  });

  it('connects an exchange with its credentials, names a missing field without echoing a secret', async () => {
    const secret = 'very-secret-value-123';
    const missing = await post('/portfolio/exchange', {
      connectionId: 'kucoin',
      connectionFields: { apiKey: secret, apiSecret: secret },
    });
    expect(missing.status).toBe(400);
    expect(String(missing.body.message)).toContain('passphrase');
    expect(JSON.stringify(missing.body)).not.toContain(secret);
    const used = await server.used();
    const body = { connectionId: 'binance', connectionFields: { apiKey: 'k1', apiSecret: secret } };
    const first = await post('/portfolio/exchange', body);
    expect(first.body).toMatchObject({ connectionId: 'binance', status: 'connected' });
    expect(await server.used()).toBe(used + 10);
    expect((await post('/portfolio/exchange', body)).body).toMatchObject({
      portfolioId: first.body.portfolioId,
      status: 'existing',
    });
    expect((await holdings(String(first.body.portfolioId))).length).toBeGreaterThanOrEqual(3);
    expect((await post('/portfolio/exchange', { connectionId: 'mtgox', connectionFields: {} })).status).toBe(
      400,
    );
  });

  it('lists the exchanges it connects, each with its credential fields as { name, key }, for 1 credit', async () => {
    const used = await server.used();
    const list =
      await server.api<{ connectionId: string; name: string; icon: string; connectionFields: unknown[] }[]>(
        '/exchange/support',
      );
    expect(list.status).toBe(200);
    expect(await server.used()).toBe(used + 1);
    expect(Array.isArray(list.body)).toBe(true);
    const kucoin = list.body.find((row) => row.connectionId === 'kucoin');
    expect(kucoin).toMatchObject({ name: 'KuCoin', icon: expect.stringMatching(/^https:\/\//) });
    expect(kucoin?.connectionFields).toEqual([
      { name: 'API Key', key: 'apiKey' },
      { name: 'API Secret', key: 'apiSecret' },
      { name: 'API Passphrase', key: 'passphrase' },
    ]);
    // Every listed exchange connects with exactly the fields it lists.
    for (const row of list.body) {
      const fields = Object.fromEntries(
        (row.connectionFields as { key: string }[]).map((f) => [f.key, `${row.connectionId}-${f.key}`]),
      );
      const connected = await post('/portfolio/exchange', {
        connectionId: row.connectionId,
        connectionFields: fields,
      });
      expect(connected.body, row.connectionId).toMatchObject({ status: 'connected' });
    }
  });

  it('a drop-after fault records the write and then loses its answer', async () => {
    const manual = await byType('manual');
    const before = (await holdings(manual)).find((row) => row.coin.identifier === 'solana')?.count ?? 0;
    await server.control('/faults', { path: '/v1/portfolio/transaction', body: 'drop-after' });
    await expect(
      post('/portfolio/transaction', { portfolioId: manual, coinId: 'solana', count: 1, price: 100 }),
    ).rejects.toThrow();
    const after = (await holdings(manual)).find((row) => row.coin.identifier === 'solana')?.count ?? 0;
    expect(after).toBeCloseTo(before + 1, 8);
  });

  it('deletes an own portfolio: gone from the list, its reads and its share token; others refused', async () => {
    const [first] = await list();
    const id = first?.portfolioId ?? '';
    const foreign = await byType('manual', KEYS.starter);
    expect((await server.api(`/portfolio/${foreign}`, { method: 'DELETE' })).status).toBe(404);
    const used = await server.used();
    expect((await server.api(`/portfolio/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await server.used()).toBe(used + 10);
    expect((await list()).map((item) => item.portfolioId)).not.toContain(id);
    expect((await server.api(`/portfolio/value?portfolioId=${id}`)).status).toBe(404);
    // sandbox-share-premium opens the premium account's first portfolio.
    const shared = await server.api('/portfolio/value', {
      key: KEYS.starter,
      headers: { sharetoken: 'sandbox-share-premium' },
    });
    expect(shared.status).toBe(404);
    expect((await server.api(`/portfolio/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('syncs wallet and exchange portfolios, refuses a manual one, and prices all at 10x', async () => {
    const wallet = await byType('wallet');
    const manual = await byType('manual');
    expect((await server.api(`/portfolio/sync?portfolioId=${manual}`, { method: 'PATCH' })).status).toBe(400);
    let used = await server.used();
    expect((await server.api(`/portfolio/sync?portfolioId=${wallet}`, { method: 'PATCH' })).body).toEqual({
      status: 'syncing',
    });
    expect(await server.used()).toBe(used + 30);
    expect((await server.api(`/portfolio/status?portfolioId=${wallet}`)).body).toEqual({ status: 'syncing' });
    await server.advance(10_000);
    expect((await server.api(`/portfolio/status?portfolioId=${wallet}`)).body).toEqual({ status: 'synced' });
    used = await server.used();
    expect((await server.api('/portfolio/sync', { method: 'PATCH' })).status).toBe(200);
    expect(await server.used()).toBe(used + 300);
  });
});
