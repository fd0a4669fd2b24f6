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
  type ChallengeTerms,
} from './helpers';

// The two money defects of issue 12: what the app SIGNS is reserved against the caps before it is signed (not
// only what a gateway confirms), and no authorization outlives a short bound.

const GATEWAY = 'https://gateway.test';
const KEY = generatePrivateKey();
const NOON = new Date(2026, 10, 22, 12, 0).getTime();

let authorizations: AuthorizationsRepo;
let clock: ReturnType<typeof manualClock>;

beforeEach(() => {
  authorizations = createAuthorizationsRepo(authorizationsDb());
  clock = manualClock(NOON);
});

function setup(options: { noReceipt?: boolean; rejectWith?: string; terms?: Partial<ChallengeTerms> }) {
  const gateway = scriptedGateway({
    now: clock.now,
    noReceipt: options.noReceipt,
    rejectWith: options.rejectWith,
    terms: () => ({ amount: '50000', ...options.terms }), // 0.05 USDC a call: 20 calls reach a 1 USDC cap
  });
  const payFetch = createPayFetch({
    fetch: gateway.fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => KEY,
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1 }),
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
    expect(signatures.reduce((sum, a) => sum + Number(a.value), 0)).toBe(1_000_000);
    expect(results.slice(0, 20)).toEqual(Array(20).fill(200));
    for (const refusal of results.slice(20)) {
      expect(refusal).toMatchObject({
        code: 'spend_cap',
        message: expect.stringContaining('daily cap of 1 USDC'),
      });
    }
    const ledger = ledgerOf(authorizations, clock.now(), 100);
    expect(ledger).toMatchObject({ spentTodayUsd: '0', reservedTodayUsd: '1' });
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
    expect(ledger).toMatchObject({ spentTodayUsd: '0', reservedTodayUsd: '0.05' });
    expect(ledger.unsettled.map((row) => row.outcome)).toEqual(['refused']);
    expect(authorizations.stopped(GATEWAY)?.reason).toContain('resume paying in Settings');
  });

  it('releases a refused reservation once its validBefore has passed, and pays again after a resume', async () => {
    const { outcome } = setup({ rejectWith: 'invalid_exact_evm_insufficient_balance' });
    await outcome('/coins');
    expect(ledgerOf(authorizations, clock.now(), 10).reservedTodayUsd).toBe('0.05');

    clock.advance(61_000);
    authorizations.resume(GATEWAY);

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
        amountAtomic: 50_000,
        payTo: '0x2222222222222222222222222222222222222222',
        validAfter: Number(signed?.validAfter),
        validBefore: Number(signed?.validBefore),
        signedAt: NOON,
        outcome: 'unconfirmed',
      }),
    ]);
  });
});

describe('the lifetime of a signed authorization', () => {
  it('signs for the time the challenge asks within the bound, valid from a few seconds ago', async () => {
    const { gateway, outcome } = setup({ terms: { maxTimeoutSeconds: 300 } });

    expect(await outcome('/coins')).toBe(200);

    const [signed] = signedAuthorizations(gateway);
    expect(Number(signed?.validBefore)).toBe(NOON / 1000 + 300);
    expect(Number(signed?.validAfter)).toBe(NOON / 1000 - 5);
  });

  it.each([301, 86_400, 1e9, 2 ** 53 - 1, 0, -5, 1.5])(
    'refuses a challenge with maxTimeoutSeconds %s unsigned, and says why',
    async (maxTimeoutSeconds) => {
      const { gateway, outcome } = setup({ terms: { maxTimeoutSeconds } });

      const refusal = await outcome('/coins');

      expect(refusal).toMatchObject({
        code: 'payment_required',
        message: expect.stringContaining('signed nothing'),
      });
      if (maxTimeoutSeconds > 300) {
        expect((refusal as { message: string }).message).toContain('at most 5 minutes');
      }
      expect(gateway.paymentHeaders()).toBe(0);
      expect(authorizations.recent(5)).toEqual([]);
    },
  );
});
