import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { gatewayHandlers } from '../../../src/main/gateway/handlers';
import { createRecipientBook } from '../../../src/main/gateway/recipient';
import { createSessionCookie } from '../../../src/main/gateway/session-cookie';
import type { SecretAccount } from '../../../src/main/secrets/secret-store';
import { KeychainUnavailableError } from '../../../src/main/secrets/secret-store';
import { TX_HASH, authorizationsDb, manualClock } from './helpers';

const NOW = new Date(2026, 10, 22, 15, 0).getTime();
const KEY = generatePrivateKey();
const GATEWAY = 'https://gateway.test';

function setup(read: () => Promise<string | null>, present = true) {
  const authorizations = createAuthorizationsRepo(authorizationsDb());
  const clock = manualClock(NOW);
  const stored: string[] = [];
  const events: unknown[] = [];
  const recipients = createRecipientBook({ repo: authorizations, gateway: GATEWAY, clock });
  const handlers = gatewayHandlers({
    keys: {
      present: (account: SecretAccount) => account === 'wallet-key' && (present || stored.length > 0),
      read,
      store: async (_account, value) => void stored.push(value),
    },
    settings: { get: () => ({ ...DEFAULT_SETTINGS, gatewayMaxPerCallUsd: 0.01, gatewayMaxPerDayUsd: 0.5 }) },
    authorizations,
    session: createSessionCookie(clock),
    recipients,
    gatewayBaseUrl: GATEWAY,
    clock,
    emit: (_event, payload) => void events.push(payload),
  });
  /** A signed authorization, answered with `outcome`. */
  const signed = (
    at: number,
    path: string,
    amountAtomic: number,
    outcome: 'settled' | 'reserved' | 'unconfirmed',
  ) => {
    const nonce = `0x${String(at).padStart(64, '0')}${path}`;
    authorizations.reserve(
      {
        gateway: GATEWAY,
        path,
        nonce,
        amountAtomic,
        payTo: '0x2',
        network: 'eip155:8453',
        validAfter: Math.floor(at / 1000) - 5,
        validBefore: Math.floor(at / 1000) + 60,
        signedAt: at,
      },
      () => null,
      0,
    );
    if (outcome !== 'reserved')
      authorizations.answer(nonce, outcome, at, { transaction: outcome === 'settled' ? TX_HASH : undefined });
  };
  return {
    authorizations,
    recipients,
    clock,
    stored,
    events,
    signed,
    handlers,
    status: () => handlers['gateway:status']({}),
  };
}

describe('gateway:status', () => {
  it("shows the wallet's public address, today's spending and reservations, the caps and the receipts, never the key", async () => {
    const { status, signed } = setup(async () => KEY);
    signed(new Date(2026, 10, 21, 23, 0).getTime(), '/coins', 40_000, 'settled');
    signed(NOW - 60_000, '/wallet/balance', 4_000, 'settled');
    signed(NOW - 30_000, '/coins', 1_000, 'settled');
    signed(NOW - 10_000, '/markets', 1_000, 'reserved');

    const answer = await status();

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toMatchObject({
      walletPresent: true,
      walletAddress: privateKeyToAccount(KEY).address,
      spentTodayUsd: '0.005',
      reservedTodayUsd: '0.001',
      maxPerCallUsd: 0.01,
      maxPerDayUsd: 0.5,
      stopped: null,
      sessionExpiresAt: null,
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

  it('shows a stopped route and lifts the stop on gateway:resume', async () => {
    const { authorizations, status, handlers } = setup(async () => KEY);
    authorizations.stop(GATEWAY, NOW, 'The gateway refused a signed payment.');

    const before = await status();
    const after = await handlers['gateway:resume']({});

    expect(before.ok && before.value.stopped).toEqual({
      at: NOW,
      reason: 'The gateway refused a signed payment.',
    });
    expect(after.ok && after.value.stopped).toBeNull();
  });
});

describe('gateway:refuseRecipient', () => {
  it('resumes paying the kept address when the user refuses the one the gateway asked for', async () => {
    const { handlers, recipients, events } = setup(async () => KEY);
    const kept = '0xa2AD8183209E5d2F7f0d8F995f5601a0bb5100c7';
    const asked = '0x000000000000000000000000000000000000dEaD';
    expect(recipients.admit(kept, 'GET /coins')).toBeNull();
    expect(recipients.admit(asked, 'GET /coins')?.code).toBe('payment_required');

    const wrong = await handlers['gateway:refuseRecipient']({
      address: '0x1111111111111111111111111111111111111111',
    });
    expect(!wrong.ok && wrong.error.code).toBe('invalid_input');
    const refused = await handlers['gateway:refuseRecipient']({ address: asked });

    expect(refused.ok && refused.value).toMatchObject({
      stopped: null,
      askedRecipient: null,
      recipient: kept,
    });
    // Nothing is read by itself on the way: the store of the route's status only.
    expect(events).toEqual([{ kinds: ['gateway'] }]);
  });
});

describe('gateway:ledger', () => {
  it('splits spent and reserved by day and month and links each receipt to the block explorer', async () => {
    const { handlers, signed } = setup(async () => KEY);
    signed(new Date(2026, 10, 2, 9, 0).getTime(), '/coins', 2_000, 'settled');
    signed(new Date(2026, 9, 30, 9, 0).getTime(), '/coins', 7_000, 'settled'); // last month
    signed(NOW - 60_000, '/wallet/balance', 4_000, 'settled');
    signed(NOW - 10_000, '/markets', 1_000, 'reserved');
    signed(NOW - 3_600_000, '/coins', 1_000, 'unconfirmed');

    const answer = await handlers['gateway:ledger']({});

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value).toMatchObject({
      spentTodayUsd: '0.004',
      reservedTodayUsd: '0.002',
      spentMonthUsd: '0.006',
      reservedMonthUsd: '0.002',
    });
    const receipt = answer.value.journal.find((row) => row.path === '/wallet/balance');
    expect(receipt?.explorerUrl).toBe(`https://basescan.org/tx/${TX_HASH}`);
    expect(answer.value.unsettled.map((row) => [row.path, row.outcome])).toEqual([
      ['/coins', 'unconfirmed'],
      ['/markets', 'reserved'],
    ]);
    expect(answer.value.unsettled[1]?.expiresAt).toBe(Math.floor((NOW - 10_000) / 1000 + 60) * 1000);
  });

  it('keeps an expired unanswered authorization counted for the rest of its day, like one without a receipt', async () => {
    const { handlers, signed, clock } = setup(async () => KEY);
    signed(NOW, '/markets', 1_000, 'reserved');
    signed(NOW, '/coins', 1_000, 'unconfirmed');
    clock.advance(61_000);

    const sameDay = await handlers['gateway:ledger']({});
    clock.advance(24 * 3_600_000);
    const nextDay = await handlers['gateway:ledger']({});

    expect(sameDay.ok && sameDay.value.reservedTodayUsd).toBe('0.002');
    expect(sameDay.ok && sameDay.value.unsettled.map((row) => row.path).sort()).toEqual([
      '/coins',
      '/markets',
    ]);
    expect(nextDay.ok && nextDay.value).toMatchObject({ reservedTodayUsd: '0', unsettled: [] });
  });
});

describe('gateway:generateWalletKey', () => {
  it('stores a new key in the keychain and answers with its address only', async () => {
    const { handlers, stored, events } = setup(async () => null, false);

    const answer = await handlers['gateway:generateWalletKey']({});

    expect(stored).toHaveLength(1);
    const key = stored[0] ?? '';
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(answer.ok && answer.value).toEqual({
      present: true,
      address: privateKeyToAccount(key as `0x${string}`).address,
    });
    expect(JSON.stringify(answer)).not.toContain(key.slice(2));
    expect(events).toEqual([{ kinds: ['keys', 'gateway'] }]);
  });

  it('never replaces a stored key', async () => {
    const { handlers, stored } = setup(async () => KEY, true);

    const answer = await handlers['gateway:generateWalletKey']({});

    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.message).toContain('already stored');
    expect(stored).toEqual([]);
  });
});
