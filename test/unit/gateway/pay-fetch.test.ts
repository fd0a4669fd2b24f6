import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import {
  createAuthorizationsRepo,
  type AuthorizationsRepo,
} from '../../../src/main/gateway/authorizations-repo';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import type { SpendCaps } from '../../../src/main/gateway/spend-caps';
import { KeychainUnavailableError } from '../../../src/main/secrets/secret-store';
import {
  GOOD_TERMS,
  TX_HASH,
  authorizationsDb,
  manualClock,
  scriptedGateway,
  type ChallengeTerms,
} from './helpers';

const GATEWAY = 'https://gateway.test';
const KEY = generatePrivateKey();
const ADDRESS = privateKeyToAccount(KEY).address;
const NOON = new Date(2026, 10, 22, 12, 0).getTime();

let db: Db;
let authorizations: AuthorizationsRepo;
let clock: ReturnType<typeof manualClock>;
let keyReads: number;

beforeEach(() => {
  db = authorizationsDb();
  authorizations = createAuthorizationsRepo(db);
  clock = manualClock(NOON);
  keyReads = 0;
});

function setup(
  options: {
    caps?: Partial<SpendCaps>;
    terms?: (path: string) => Partial<ChallengeTerms>;
    rejectWith?: string;
    key?: () => Promise<string | null>;
  } = {},
) {
  const gateway = scriptedGateway({ now: clock.now, terms: options.terms, rejectWith: options.rejectWith });
  const payFetch = createPayFetch({
    fetch: gateway.fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => {
      keyReads += 1;
      return options.key ? options.key() : KEY;
    },
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1, ...options.caps }),
    authorizations,
    clock,
    log: silentLogger,
  });
  const get = (path: string, init?: RequestInit) => payFetch(`${GATEWAY}${path}`, init);
  return { gateway, get };
}

/** Settled authorizations, newest first, as the ledger keeps them. */
const settled = () =>
  authorizations
    .recent(50)
    .filter((row) => row.outcome === 'settled')
    .map((row) => ({
      at: row.signedAt,
      path: row.path,
      amountAtomic: row.amountAtomic,
      transaction: row.transaction,
    }));
const spentToday = () => authorizations.committed(new Date(2026, 10, 22).getTime(), clock.now()).settled;

async function refusalOf(pending: Promise<unknown>) {
  const error = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayRefusal);
  return (error as GatewayRefusal).appError;
}

describe('paying for a read', () => {
  it('answers the 402 with a signed payment to the challenge wallet, returns the data and stores the receipt', async () => {
    const payTo = '0x2222222222222222222222222222222222222222';
    const { gateway, get } = setup({ terms: () => ({ payTo, amount: '4000' }) });

    const response = await get('/wallet/balance?address=0xabc&connectionId=ethereum');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/wallet/balance',
      query: '?address=0xabc&connectionId=ethereum',
    });
    expect(gateway.seen.map((s) => s.url)).toEqual([
      `${GATEWAY}/wallet/balance?address=0xabc&connectionId=ethereum`,
      `${GATEWAY}/wallet/balance?address=0xabc&connectionId=ethereum`,
    ]);
    expect(gateway.paid).toEqual([{ payer: ADDRESS, to: payTo, value: '4000' }]);
    // Under service.md's header name as well as x402 v2's.
    expect(gateway.seen[1]?.xPayment).toBe(gateway.seen[1]?.payment);
    expect(settled()).toEqual([
      { at: NOON, path: '/wallet/balance', amountAtomic: 4000, transaction: TX_HASH },
    ]);
  });

  it('reuses the session cookie within the hour: no second payment, no second receipt, no key read', async () => {
    const { gateway, get } = setup();
    await get('/coins?limit=5');
    clock.advance(59 * 60_000);

    const again = await get('/coins/bitcoin');

    expect(again.status).toBe(200);
    expect(gateway.paymentHeaders()).toBe(1);
    expect(gateway.seen.at(-1)?.cookie).toBe('auth_token=tok-1');
    expect(settled()).toHaveLength(1);
    expect(keyReads).toBe(1);
  });

  it('pays again once the hour is over', async () => {
    const { gateway, get } = setup();
    await get('/coins');
    clock.advance(60 * 60_000 + 1);

    await get('/coins');

    expect(gateway.paymentHeaders()).toBe(2);
    expect(spentToday()).toBe(2000);
  });

  it('pays once for two reads started together', async () => {
    const { gateway, get } = setup();

    const [a, b] = await Promise.all([get('/coins'), get('/markets')]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(gateway.paid).toHaveLength(1);
    expect(authorizations.recent(10)).toHaveLength(1);
  });
});

describe('spend caps, checked before anything is signed', () => {
  it('refuses a call whose listed price is above the per-call cap without asking the gateway', async () => {
    const { gateway, get } = setup({ caps: { maxPerCallUsd: 0.01 } });

    const error = await refusalOf(get('/wallet/defi?address=0xabc'));

    expect(error.code).toBe('spend_cap');
    expect(error.message).toContain('0.04 USDC');
    expect(error.message).toContain('per-call cap of 0.01 USDC');
    expect(gateway.seen).toHaveLength(0);
    expect(keyReads).toBe(0);
    expect(authorizations.recent(10)).toEqual([]);
  });

  it('refuses a challenge above the listed price as such, not as a cap the user could raise', async () => {
    // 0.02 asked for /coins (listed 0.001), above the per-call cap too: the library's spend control, which checks
    // that cap, objects first, yet the refusal names the over-asking, so raising the cap is never the advice.
    const { gateway, get } = setup({ caps: { maxPerCallUsd: 0.01 }, terms: () => ({ amount: '20000' }) });

    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('payment_required');
    expect(error.message).toContain('asked 0.02 USDC for GET /coins, above its listed price of 0.001 USDC');
    expect(error.message).not.toContain('per-call cap');
    expect(gateway.seen).toHaveLength(1);
    expect(gateway.paymentHeaders()).toBe(0);
    expect(keyReads).toBe(0);
    expect(authorizations.recent(10)).toEqual([]);
  });

  it('refuses a payment that would take the day over the daily cap, and counts only today', async () => {
    const earlier = (at: number, amountAtomic: number, nonce: string) => {
      authorizations.reserve(
        {
          gateway: GATEWAY,
          path: '/coins',
          nonce,
          amountAtomic,
          payTo: GOOD_TERMS.payTo,
          network: 'eip155:8453',
          validAfter: at / 1000 - 5,
          validBefore: at / 1000 + 60,
          signedAt: at,
        },
        () => null,
        0,
      );
      authorizations.answer(nonce, 'settled', at, { transaction: TX_HASH });
    };
    earlier(NOON - 24 * 3_600_000, 5_000, '0x01');
    earlier(NOON - 3_600_000, 9_000, '0x02');
    const { gateway, get } = setup({ caps: { maxPerDayUsd: 0.01 } });

    await get('/coins'); // 0.009 + 0.001 = 0.01: exactly the cap is allowed
    clock.advance(60 * 60_000 + 1);
    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('spend_cap');
    expect(error.message).toContain('daily cap of 0.01 USDC');
    expect(gateway.paymentHeaders()).toBe(1);
    expect(spentToday()).toBe(10_000);
  });

  it('refuses a challenge naming another recipient than the first payment, before the key is read', async () => {
    let payTo = GOOD_TERMS.payTo;
    const { gateway, get } = setup({ terms: () => ({ payTo }) });
    expect((await get('/coins')).status).toBe(200);
    const reads = keyReads;
    payTo = '0x2222222222222222222222222222222222222222';
    clock.advance(60 * 60_000 + 1);

    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('payment_required');
    expect(error.message).toContain(`asked to be paid at ${payTo}`);
    expect(gateway.paymentHeaders()).toBe(1);
    expect(keyReads).toBe(reads);
    expect(authorizations.recent(10)).toHaveLength(1);
  });

  it('signs exactly what the challenge asks when it is below the listed price', async () => {
    const { gateway, get } = setup({ terms: () => ({ amount: '700' }) });

    expect((await get('/coins')).status).toBe(200);

    expect(gateway.paid).toEqual([expect.objectContaining({ value: '700' })]);
    expect(spentToday()).toBe(700);
  });

  it.each([
    ['another asset', { asset: '0x9999999999999999999999999999999999999999' }],
    ['another network', { network: 'eip155:1' }],
  ])('pays only USDC on Base, never %s', async (_name, terms) => {
    const { gateway, get } = setup({ terms: () => terms });

    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('payment_required');
    expect(gateway.paymentHeaders()).toBe(0);
    expect(keyReads).toBe(0);
  });
});

describe('what the gateway route does not do', () => {
  it.each([
    ['a write', '/wallet/transactions', { method: 'PATCH' }, 'cannot PATCH /wallet/transactions'],
    ['a path the gateway does not serve', '/portfolio/list', undefined, 'does not offer GET /portfolio/list'],
    ['the credit usage', '/usage/credits', undefined, 'does not offer GET /usage/credits'],
  ])('refuses %s before sending anything', async (_name, path, init, text) => {
    const { gateway, get } = setup();

    const error = await refusalOf(get(path, init));

    expect(error.code).toBe('forbidden');
    expect(error.message).toContain(text);
    expect(error.message).toContain('API key');
    expect(gateway.seen).toHaveLength(0);
  });

  it('says so when no wallet key is stored, and sends no payment', async () => {
    const { gateway, get } = setup({ key: async () => null });

    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('No wallet key');
    expect(gateway.paymentHeaders()).toBe(0);
  });

  it('reports a locked keychain as such', async () => {
    const { get } = setup({
      key: async () => {
        throw new KeychainUnavailableError('no D-Bus');
      },
    });

    expect((await refusalOf(get('/coins'))).code).toBe('keychain_unavailable');
    // The reservation made before the key was read is dropped: nothing was signed.
    expect(authorizations.recent(10)).toEqual([]);
  });

  it('reports a payment the gateway rejected with its reason and records it as refused, not settled', async () => {
    const { get } = setup({ rejectWith: 'invalid_exact_evm_insufficient_balance' });

    const error = await refusalOf(get('/coins'));

    expect(error.code).toBe('payment_required');
    expect(error.message).toContain('invalid_exact_evm_insufficient_balance');
    expect(settled()).toEqual([]);
    expect(authorizations.recent(10).map((row) => row.outcome)).toEqual(['refused']);
  });

  it('lets a network failure through unchanged, for the HTTP layer to map', async () => {
    const payFetch = createPayFetch({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      gatewayBaseUrl: GATEWAY,
      readWalletKey: async () => KEY,
      caps: () => ({ maxPerCallUsd: 1, maxPerDayUsd: 1 }),
      authorizations,
      clock,
      log: silentLogger,
    });

    await expect(payFetch(`${GATEWAY}/coins`)).rejects.toThrow(TypeError);
  });

  it('never puts the wallet key in a message', async () => {
    const { get } = setup({ key: async () => `${KEY}zz` });

    const error = await refusalOf(get('/coins'));

    expect(error.message).toContain('store it again in Settings');
    expect(error.message).not.toContain(KEY.slice(2, 20));
  });
});
