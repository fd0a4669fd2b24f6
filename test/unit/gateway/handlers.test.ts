import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { gatewayHandlers } from '../../../src/main/gateway/handlers';
import { createReceiptsRepo } from '../../../src/main/gateway/receipts-repo';
import type { SecretAccount } from '../../../src/main/secrets/secret-store';
import { KeychainUnavailableError } from '../../../src/main/secrets/secret-store';
import { TX_HASH, manualClock, receiptsDb } from './helpers';

const NOW = new Date(2026, 10, 22, 15, 0).getTime();
const KEY = generatePrivateKey();

function setup(read: () => Promise<string | null>, present = true) {
  const db = receiptsDb();
  const receipts = createReceiptsRepo(db);
  const handlers = gatewayHandlers({
    keys: { present: (account: SecretAccount) => account === 'wallet-key' && present, read },
    settings: { get: () => ({ ...DEFAULT_SETTINGS, gatewayMaxPerCallUsd: 0.01, gatewayMaxPerDayUsd: 0.5 }) },
    db,
    clock: manualClock(NOW),
  });
  return { receipts, status: () => handlers['gateway:status']({}) };
}

describe('gateway:status', () => {
  it("shows the wallet's public address, today's spending, the caps and the receipts, never the key", async () => {
    const { receipts, status } = setup(async () => KEY);
    const yesterday = new Date(2026, 10, 21, 23, 0).getTime();
    receipts.insert({
      at: yesterday,
      path: '/coins',
      amountAtomic: 40_000,
      transaction: TX_HASH,
      network: 'eip155:8453',
    });
    receipts.insert({
      at: NOW - 60_000,
      path: '/wallet/balance',
      amountAtomic: 4_000,
      transaction: TX_HASH,
      network: 'eip155:8453',
    });
    receipts.insert({
      at: NOW - 30_000,
      path: '/coins',
      amountAtomic: 1_000,
      transaction: TX_HASH,
      network: 'eip155:8453',
    });

    const answer = await status();

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toMatchObject({
      walletPresent: true,
      walletAddress: privateKeyToAccount(KEY).address,
      spentTodayUsd: '0.005',
      maxPerCallUsd: 0.01,
      maxPerDayUsd: 0.5,
    });
    expect(answer.value.receipts.map((r) => r.path)).toEqual(['/coins', '/wallet/balance', '/coins']);
    expect(JSON.stringify(answer)).not.toContain(KEY.slice(2));
  });

  it('does not touch the keychain when no wallet key is stored', async () => {
    let reads = 0;
    const { status } = setup(async () => {
      reads += 1;
      return null;
    }, false);

    const answer = await status();

    expect(reads).toBe(0);
    expect(answer.ok && answer.value).toMatchObject({
      walletPresent: false,
      walletAddress: null,
      spentTodayUsd: '0',
    });
  });

  it('still shows spending when the keychain is locked, with the reason beside it', async () => {
    const { status } = setup(async () => {
      throw new KeychainUnavailableError('no Secret Service');
    });

    const answer = await status();

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.walletAddress).toBeNull();
    expect(answer.meta.error?.code).toBe('keychain_unavailable');
  });
});
