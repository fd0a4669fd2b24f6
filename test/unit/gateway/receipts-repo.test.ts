import { describe, expect, it } from 'vitest';
import { createReceiptsRepo } from '../../../src/main/gateway/receipts-repo';
import { TX_HASH, receiptsDb } from './helpers';

const receipt = (at: number, amountAtomic: number, path = '/coins') => ({
  at,
  path,
  amountAtomic,
  transaction: TX_HASH,
  network: 'eip155:8453',
});

describe('the receipts repository', () => {
  it('lists receipts newest first with amounts in USDC', () => {
    const repo = createReceiptsRepo(receiptsDb());
    repo.insert(receipt(1_000, 1_000));
    repo.insert(receipt(3_000, 40_000, '/wallet/defi'));
    repo.insert(receipt(2_000, 4_000, '/wallet/balance'));

    expect(repo.recent(2)).toEqual([
      { at: 3_000, path: '/wallet/defi', amountUsd: '0.04', transaction: TX_HASH, network: 'eip155:8453' },
      {
        at: 2_000,
        path: '/wallet/balance',
        amountUsd: '0.004',
        transaction: TX_HASH,
        network: 'eip155:8453',
      },
    ]);
  });

  it('sums what was settled from a moment on', () => {
    const repo = createReceiptsRepo(receiptsDb());
    expect(repo.spentSince(0)).toBe(0);
    repo.insert(receipt(999, 50_000));
    repo.insert(receipt(1_000, 1_000));
    repo.insert(receipt(5_000, 3_000));
    expect(repo.spentSince(1_000)).toBe(4_000);
  });

  it('has no column that could hold a key, a signature or an authorization', () => {
    const db = receiptsDb();
    const columns = db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('gateway_receipts')")
      .all();
    expect(columns.map((c) => c.name)).toEqual([
      'id',
      'at',
      'path',
      'amount_atomic',
      'transaction_hash',
      'network',
    ]);
  });

  it('uses the time index for the daily sum', () => {
    const db = receiptsDb();
    const plan = db
      .prepare<[], { detail: string }>(
        'EXPLAIN QUERY PLAN SELECT coalesce(sum(amount_atomic), 0) FROM gateway_receipts WHERE at >= 0',
      )
      .all();
    expect(plan.map((row) => row.detail).join(' ')).toContain('gateway_receipts_at');
  });
});
