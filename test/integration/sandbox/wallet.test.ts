// Wallet conformance over real HTTP: 409 until a sync has run and finished on the sandbox clock, PATCH by query
// or body, status moves syncing -> synced, the deprecated balances path answers with its signposts.
import { describe, expect, it } from 'vitest';
import { EVM_ADDRESS, useServer } from './harness';

const A = EVM_ADDRESS;
const ONE = `address=${A}&connectionId=ethereum`;

interface TxPage {
  meta: { page: number; limit: number };
  result: { type: string; date: string; hash: { id: string } }[];
}

describe('sandbox wallet', () => {
  const server = useServer();

  it('answers 409 telling the client to sync, then 200 after PATCH and a few seconds of sandbox time', async () => {
    const before = await server.api(`/wallet/transactions?${ONE}`);
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/PATCH \/wallet\/transactions/);
    // Its status agrees: never synced is neither `syncing` nor `synced`, but the same 409.
    const status = await server.api(`/wallet/status?${ONE}`);
    expect(status.status).toBe(409);
    expect(status.body.message).toBe(before.body.message);

    const sync = await server.api(`/wallet/transactions?${ONE}`, { method: 'PATCH' });
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual({ status: 'syncing' });
    expect((await server.api(`/wallet/status?${ONE}`)).body).toEqual({ status: 'syncing' });
    expect((await server.api(`/wallet/transactions?${ONE}`)).status).toBe(409);

    await server.advance(10_000);
    expect((await server.api(`/wallet/status?${ONE}`)).body).toEqual({ status: 'synced' });
    const after = await server.api<TxPage>(`/wallet/transactions?${ONE}&limit=5`);
    expect(after.status).toBe(200);
    expect(after.body.meta).toEqual({ page: 1, limit: 5 });
    expect(after.body.result).toHaveLength(5);
    const dates = after.body.result.map((tx) => Date.parse(tx.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters by transaction type ids, comma or pipe joined, and rejects unknown ids', async () => {
    const types = await server.api<{ id: string; name: string }[]>('/wallet/transactions/types');
    const names = new Map(types.body.map((type) => [type.id, type.name]));
    const page = await server.api<TxPage>(`/wallet/transactions?${ONE}&types=deposit|withdraw&limit=100`);
    expect(page.status).toBe(200);
    expect(page.body.result.length).toBeGreaterThan(0);
    for (const tx of page.body.result)
      expect([names.get('deposit'), names.get('withdraw')]).toContain(tx.type);
    expect((await server.api(`/wallet/transactions?${ONE}&types=deposit,bogus`)).status).toBe(400);
  });

  it('syncs several wallets from the body and refuses single-wallet fields in the body', async () => {
    const wrong = await server.api('/wallet/transactions', {
      method: 'PATCH',
      body: { address: A, connectionId: 'base' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/query parameters/);

    const wallets = `wallets=base:${A},polygon:${A}`;
    expect((await server.api(`/wallet/transactions?${wallets}`)).status).toBe(409);
    const sync = await server.api('/wallet/transactions', {
      method: 'PATCH',
      body: {
        wallets: [
          { address: A, connectionId: 'base' },
          { address: A, blockchain: 'polygon' },
        ],
      },
    });
    expect(sync.status).toBe(200);
    await server.advance(10_000);
    expect((await server.api(`/wallet/transactions?${wallets}`)).status).toBe(200);
  });

  it('validates addresses and networks', async () => {
    expect((await server.api('/wallet/balance?address=0x123&connectionId=ethereum')).status).toBe(400);
    expect((await server.api(`/wallet/balance?address=${A}&connectionId=narnia`)).status).toBe(400);
    expect((await server.api(`/wallet/balance?address=${A}`)).status).toBe(400);
    expect((await server.api('/wallet/balance?connectionId=ethereum')).status).toBe(400);
    expect((await server.api(`/wallet/status?address=${A}&connectionId=all`)).status).toBe(400);
  });

  it('lists blockchains and answers balances as the reference shapes them', async () => {
    const chains =
      await server.api<{ connectionId: string; chain: string; name: string }[]>('/wallet/blockchains');
    expect(chains.body.map((chain) => chain.connectionId)).toContain('ethereum');
    const balance = await server.api<{ chain: string; coinId: string; amount: number; price: number }[]>(
      `/wallet/balance?${ONE}`,
    );
    expect(balance.status).toBe(200);
    expect(balance.body.length).toBeGreaterThan(0);
    for (const coin of balance.body) {
      expect(coin.chain).toBe('ethereum');
      expect(coin.amount).toBeGreaterThan(0);
      expect(coin.price).toBeGreaterThan(0);
    }
    const many = await server.api<{ connectionId?: string; blockchain: string; balances: unknown[] }[]>(
      `/wallet/balance/many?wallets=ethereum:${A},base:${A}`,
    );
    expect(many.body.map((entry) => entry.connectionId)).toEqual(['ethereum', 'base']);
    expect(many.body[0]?.balances).toEqual(balance.body);
  });

  it('serves the deprecated /wallet/balances with Deprecation and Link to the successor, same shape', async () => {
    const query = `address=${A}&blockchain=ethereum,polygon`;
    const old = await server.api(`/wallet/balances?${query}`);
    const successor = await server.api(`/wallet/balance/many?${query}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('deprecation')).toBe('true');
    expect(old.headers.get('link')).toBe('</v1/wallet/balance/many>; rel="successor-version"');
    expect(successor.headers.get('deprecation')).toBeNull();
    expect(old.body).toEqual(successor.body);
  });
});
