import { generatePrivateKey } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createAuthorizationsRepo,
  type AuthorizationsRepo,
} from '../../../src/main/gateway/authorizations-repo';
import { ledgerOf } from '../../../src/main/gateway/ledger';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { silentLogger } from '../../../src/main/lib/effects';
import {
  authorizationsDb,
  manualClock,
  scriptedGateway,
  signedAuthorizations,
  TX_HASH,
  type ChallengeTerms,
} from './helpers';

// Two money rules: what the app SIGNS is reserved against the caps before it is signed (not
// only what a gateway confirms), and no authorization outlives a short bound.

const GATEWAY = 'https://gateway.test';
const KEY = generatePrivateKey();
const NOON = new Date(2026, 10, 22, 12, 0).getTime();
const OTHER = '0x000000000000000000000000000000000000dEaD';

let authorizations: AuthorizationsRepo;
let clock: ReturnType<typeof manualClock>;

beforeEach(() => {
  authorizations = createAuthorizationsRepo(authorizationsDb());
  clock = manualClock(NOON);
});

function setup(options: {
  noReceipt?: boolean;
  rejectWith?: string;
  terms?: Partial<ChallengeTerms>;
  failPaid?: number | 'drop';
  receiptFor?: (payer: string) => Record<string, unknown>;
}) {
  const gateway = scriptedGateway({
    now: clock.now,
    noReceipt: options.noReceipt,
    rejectWith: options.rejectWith,
    failPaid: options.failPaid,
    receiptFor: options.receiptFor,
    terms: () => ({ amount: '1000', ...options.terms }), // 0.001 USDC a call, the listed price of /coins
  });
  const payFetch = createPayFetch({
    fetch: gateway.fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => KEY,
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 0.02 }), // 20 calls at 0.001 reach the cap
    authorizations,
    clock,
    log: silentLogger,
  });
  const outcome = (path: string) =>
    payFetch(`${GATEWAY}${path}`).then(
      (response) => response.status,
      (error: unknown) => (error instanceof GatewayRefusal ? error.appError : error),
    );
  return { gateway, outcome };
}

describe('a gateway that never confirms settlement', () => {
  it('answering 200 without a receipt gets at most the daily cap of signatures, shown as reserved', async () => {
    const { gateway, outcome } = setup({ noReceipt: true });

    const results = [];
    for (let call = 0; call < 40; call += 1) {
      results.push(await outcome('/coins'));
      clock.advance(1_000);
    }

    const signatures = signedAuthorizations(gateway);
    expect(signatures).toHaveLength(20);
    expect(signatures.reduce((sum, a) => sum + Number(a.value), 0)).toBe(20_000);
    expect(results.slice(0, 20)).toEqual(Array(20).fill(200));
    for (const refusal of results.slice(20)) {
      expect(refusal).toMatchObject({
        code: 'spend_cap',
        message: expect.stringContaining('daily cap of 0.02 USDC'),
      });
    }
    const ledger = ledgerOf(authorizations, clock.now(), 100);
    expect(ledger).toMatchObject({ spentTodayUsd: '0', reservedTodayUsd: '0.02' });
    expect(ledger.unsettled).toHaveLength(20);
    // The data came, so the money may be gone: even after the authorizations expire the day stays counted.
    clock.advance(10 * 60_000);
    expect(await outcome('/coins')).toMatchObject({ code: 'spend_cap' });
    expect(signedAuthorizations(gateway)).toHaveLength(20);
  });

  it('answering the paid retry with 402 stops the route after one signature and says so', async () => {
    const { gateway, outcome } = setup({
      rejectWith: 'invalid_exact_evm_payload_authorization_valid_before',
    });

    const first = await outcome('/coins');
    const later = [];
    for (let call = 0; call < 10; call += 1) later.push(await outcome('/markets'));

    expect(signedAuthorizations(gateway)).toHaveLength(1);
    expect(first).toMatchObject({
      code: 'payment_required',
      message: expect.stringContaining('stopped paying'),
    });
    expect(String((first as { message: string }).message)).toContain(
      'invalid_exact_evm_payload_authorization_valid_before',
    );
    // Stopped calls are refused before anything is sent.
    expect(gateway.seen).toHaveLength(2);
    for (const refusal of later) expect(refusal).toMatchObject({ code: 'payment_required' });
    const ledger = ledgerOf(authorizations, clock.now(), 100);
    expect(ledger).toMatchObject({ spentTodayUsd: '0', reservedTodayUsd: '0.001' });
    expect(ledger.unsettled.map((row) => row.outcome)).toEqual(['refused']);
    expect(authorizations.stopped(GATEWAY)?.reason).toContain('resume paying in Settings');
  });

  it('keeps a refused authorization counted for the rest of its day (it may have been collected), not the next', async () => {
    const { outcome } = setup({ rejectWith: 'invalid_exact_evm_insufficient_balance' });
    await outcome('/coins');
    expect(ledgerOf(authorizations, clock.now(), 10).reservedTodayUsd).toBe('0.001');

    clock.advance(61_000); // expired: no gateway can collect it any more, but it may have been collected
    authorizations.resume(GATEWAY);
    expect(ledgerOf(authorizations, clock.now(), 10).reservedTodayUsd).toBe('0.001');

    clock.advance(12 * 3_600_000); // the next day
    expect(ledgerOf(authorizations, clock.now(), 10)).toMatchObject({ reservedTodayUsd: '0', unsettled: [] });
  });

  it('records every signed authorization: nonce, amount, recipient, validity, path, time and outcome', async () => {
    const { gateway, outcome } = setup({
      noReceipt: true,
      terms: { payTo: '0x2222222222222222222222222222222222222222' },
    });

    await outcome('/coins/bitcoin');

    const [signed] = signedAuthorizations(gateway);
    expect(authorizations.recent(5)).toEqual([
      expect.objectContaining({
        gateway: GATEWAY,
        path: '/coins/bitcoin',
        nonce: signed?.nonce,
        amountAtomic: 1_000,
        payTo: '0x2222222222222222222222222222222222222222',
        validAfter: Number(signed?.validAfter),
        validBefore: Number(signed?.validBefore),
        signedAt: NOON,
        outcome: 'unconfirmed',
      }),
    ]);
  });
});

describe('a gateway that answers a paid request with an error or a doubtful receipt', () => {
  it.each([500, 503, 429, 'drop'] as const)(
    'answered %s after signing: the read ends (nothing retries into a new signature) and it counts all day',
    async (failPaid) => {
      const { gateway, outcome } = setup({ failPaid });

      const results = [];
      for (let call = 0; call < 40; call += 1) {
        results.push(await outcome('/coins'));
        clock.advance(10 * 60_000); // each authorization has expired before the next call
      }

      // The daily cap (0.02 USDC at 0.001 a call) bounds what was signed, though no payment was confirmed.
      expect(signedAuthorizations(gateway)).toHaveLength(20);
      expect(results[0]).toMatchObject({
        code: 'payment_required',
        message: expect.stringContaining('does not sign again for this read'),
      });
      for (const refusal of results.slice(20)) expect(refusal).toMatchObject({ code: 'spend_cap' });
      expect(ledgerOf(authorizations, clock.now(), 100)).toMatchObject({
        spentTodayUsd: '0',
        reservedTodayUsd: '0.02',
      });
    },
  );

  it('answered 409 after signing: says "not synced" (what the wallet room remembers), counted, not a payment error', async () => {
    const { gateway, outcome } = setup({ failPaid: 409 });

    const result = await outcome('/wallet/transactions?address=0xabc&connectionId=ethereum');

    expect(result).toMatchObject({ code: 'not_synced', status: 409 });
    expect((result as { message: string }).message).toContain('Paying per request cannot sync a wallet');
    expect(signedAuthorizations(gateway)).toHaveLength(1);
    expect(ledgerOf(authorizations, clock.now(), 100)).toMatchObject({ reservedTodayUsd: '0.001' });
  });

  it('signs no more than the listed price the user was shown, though the caps would allow it', async () => {
    const { gateway, outcome } = setup({ terms: { amount: '2000' } });

    const refusal = await outcome('/coins');

    expect(refusal).toMatchObject({
      code: 'payment_required',
      message: expect.stringContaining('above its listed price of 0.001 USDC'),
    });
    expect(gateway.paymentHeaders()).toBe(0);
    expect(authorizations.recent(5)).toEqual([]);
  });

  it.each([
    [
      'another network',
      (payer: string) => ({ success: true, transaction: TX_HASH, network: 'eip155:1', payer }),
    ],
    ['another payer', () => ({ success: true, transaction: TX_HASH, network: 'eip155:8453', payer: OTHER })],
    [
      'no transaction hash',
      (payer: string) => ({ success: true, transaction: 'paid', network: 'eip155:8453', payer }),
    ],
  ])('records a "success" receipt naming %s as unconfirmed, never as spent', async (_name, receiptFor) => {
    const { outcome } = setup({ receiptFor });

    expect(await outcome('/coins')).toBe(200);

    expect(authorizations.recent(1)).toEqual([expect.objectContaining({ outcome: 'unconfirmed' })]);
    expect(ledgerOf(authorizations, clock.now(), 10)).toMatchObject({
      spentTodayUsd: '0',
      reservedTodayUsd: '0.001',
    });
  });

  it('records a matching receipt as spent', async () => {
    const { outcome } = setup({});

    expect(await outcome('/coins')).toBe(200);

    expect(authorizations.recent(1)).toEqual([
      expect.objectContaining({ outcome: 'settled', transaction: TX_HASH }),
    ]);
    expect(ledgerOf(authorizations, clock.now(), 10)).toMatchObject({ spentTodayUsd: '0.001' });
  });
});

describe('the lifetime of a signed authorization', () => {
  it('signs for the time the challenge asks within the bound, valid from a minute ago (clocks differ)', async () => {
    const { gateway, outcome } = setup({ terms: { maxTimeoutSeconds: 120 } });

    expect(await outcome('/coins')).toBe(200);

    const [signed] = signedAuthorizations(gateway);
    expect(Number(signed?.validBefore)).toBe(NOON / 1000 + 120);
    expect(Number(signed?.validAfter)).toBe(NOON / 1000 - 60);
  });

  it.each([301, 86_400, 1e9, 2 ** 53 - 1])(
    'signs a challenge asking maxTimeoutSeconds %s for 5 minutes only',
    async (maxTimeoutSeconds) => {
      const { gateway, outcome } = setup({ terms: { maxTimeoutSeconds } });

      expect(await outcome('/coins')).toBe(200);

      const [signed] = signedAuthorizations(gateway);
      expect(Number(signed?.validBefore)).toBe(NOON / 1000 + 300);
      expect(authorizations.recent(5)).toEqual([expect.objectContaining({ validBefore: NOON / 1000 + 300 })]);
    },
  );

  it.each([0, -5, 1.5])(
    'refuses a challenge with maxTimeoutSeconds %s unsigned, and says why',
    async (maxTimeoutSeconds) => {
      const { gateway, outcome } = setup({ terms: { maxTimeoutSeconds } });

      const refusal = await outcome('/coins');

      expect(refusal).toMatchObject({
        code: 'payment_required',
        message: expect.stringContaining('signed nothing'),
      });
      expect(gateway.paymentHeaders()).toBe(0);
      expect(authorizations.recent(5)).toEqual([]);
    },
  );
});
