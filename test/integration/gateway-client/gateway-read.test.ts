// The gateway route against the sandbox's x402 gateway over real HTTP: the whole app in gateway mode (wallet key
// in the keychain stand-in, access route "gateway"), and the paying fetch on its own for what the app hides.
// The sandbox verifies every payment for real (EIP-712 signature, exact amount, recipient, time window, nonce).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

const KEY = generatePrivateKey();

let server: RunningSandbox;
let dir: string;
/** Every request that left for the sandbox, and whether it carried a payment. */
let sent: { url: string; paid: boolean; cookie: boolean }[];
const observed: FetchLike = async (input, init) => {
  const request = new Request(input, init);
  const paid = request.headers.has('payment-signature') || request.headers.has('x-payment');
  sent.push({ url: request.url, paid, cookie: request.headers.has('cookie') });
  return fetch(request);
};
const payments = () => sent.filter((s) => s.paid).length;

beforeEach(async () => {
  // The payment library signs with the real clock, so the sandbox's clock starts at real time.
  server = await serveSandbox(createSandbox({ seed: 5, now: Date.now() }), 0);
  dir = mkdtempSync(join(tmpdir(), 'folio-gateway-'));
  sent = [];
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function gatewayApp(
  caps: { gatewayMaxPerCallUsd?: number; gatewayMaxPerDayUsd?: number } = {},
  via: FetchLike = observed,
): Promise<App> {
  const app = await createApp({
    fetch: via,
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    apiBaseUrl: `${server.url}/nowhere`,
    gatewayBaseUrl: `${server.url}/gateway`,
  });
  expect((await app.handlers['settings:setWalletKey']({ privateKey: KEY })).ok).toBe(true);
  expect((await app.handlers['settings:update']({ accessRoute: 'gateway', ...caps })).ok).toBe(true);
  return app;
}

describe('the app in gateway mode', () => {
  it('pays for a read, shows the data, keeps the receipt, and reads free within the session', async () => {
    const app = await gatewayApp();
    try {
      expect(await app.handlers['app:status']({})).toMatchObject({ ok: true, value: { mode: 'gateway' } });

      const bitcoin = await app.handlers['coins:get']({ coinId: 'bitcoin' });
      expect(bitcoin.ok && bitcoin.value.id).toBe('bitcoin');
      expect(bitcoin.ok && bitcoin.meta.credits).toBe(0);
      expect(payments()).toBe(1);
      expect(sent.every((s) => s.url.startsWith(`${server.url}/gateway/`))).toBe(true);

      const status = await app.handlers['gateway:status']({});
      expect(status.ok).toBe(true);
      if (!status.ok) return;
      expect(status.value).toMatchObject({
        walletPresent: true,
        walletAddress: privateKeyToAccount(KEY).address,
        spentTodayUsd: '0.001',
      });
      expect(status.value.receipts).toHaveLength(1);
      expect(status.value.receipts[0]).toMatchObject({
        path: '/coins/bitcoin',
        amountUsd: '0.001',
        network: 'eip155:8453',
      });
      expect(status.value.receipts[0]?.transaction).toMatch(/^0x[0-9a-f]{64}$/);

      const ethereum = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(ethereum.ok && ethereum.value.id).toBe('ethereum');
      expect(payments()).toBe(1);
      expect(sent.at(-1)).toMatchObject({ paid: false, cookie: true });
      const after = await app.handlers['gateway:status']({});
      expect(after.ok && after.value.receipts).toHaveLength(1);

      // USDC is not credits: the journal counts none, and /usage/credits (not on the gateway) is never asked.
      await app.handlers['credits:reconcile']({});
      const journal = await app.handlers['credits:journal']({});
      expect(journal.ok && journal.value.length).toBeGreaterThanOrEqual(2);
      expect(journal.ok && journal.value.every((entry) => entry.credits === 0)).toBe(true);
      expect(sent.some((s) => s.url.includes('/usage/credits'))).toBe(false);
      const meter = await app.handlers['credits:meter']({});
      expect(meter.ok && meter.value.usedCredits).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('previews a call by its USDC price first, and says when the gateway does not offer it', async () => {
    const app = await gatewayApp();
    try {
      const coin = await app.handlers['credits:preview']({
        channel: 'coins:get',
        input: { coinId: 'bitcoin' },
      });
      expect(coin.ok && coin.value.usdc).toBe('0.001');
      expect(coin.ok && coin.value.explanation).toMatch(/^0\.001 USDC/);
      const rwa = await app.handlers['credits:preview']({ channel: 'rwa:overview', input: {} });
      expect(rwa.ok && rwa.value.usdc).toBeNull();
      expect(rwa.ok && rwa.value.explanation).toMatch(/^Not offered by the pay-per-request gateway.*API key/);
      expect(sent).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses a read above the per-call cap without paying', async () => {
    const app = await gatewayApp({ gatewayMaxPerCallUsd: 0.0005 });
    try {
      const answer = await app.handlers['coins:get']({ coinId: 'bitcoin' });

      expect(!answer.ok && answer.error.code).toBe('spend_cap');
      expect(!answer.ok && answer.error.message).toMatch(/0\.001/);
      expect(sent).toEqual([]);
      const status = await app.handlers['gateway:status']({});
      expect(status.ok && status.value).toMatchObject({ spentTodayUsd: '0', receipts: [] });
    } finally {
      await app.close();
    }
  });
});

describe('a wallet the service has not synced, while paying per request', () => {
  it('pays for the "not synced" answer once, then neither sends nor prices the read again', async () => {
    const app = await gatewayApp();
    try {
      const added = await app.handlers['wallet:add']({
        address: '0x1111111111111111111111111111111111111111',
        connectionId: 'ethereum',
      });
      if (!added.ok) throw new Error(added.error.message);
      const read = { walletIds: [added.value.id], limit: 100 };
      const preview = async () =>
        app.handlers['credits:preview']({
          channel: 'wallet:transactions',
          input: { ...read, refresh: true },
        });
      expect((await preview()).ok && (await preview())).toMatchObject({ value: { usdc: '0.003' } });

      const first = await app.handlers['wallet:transactions'](read);
      expect(!first.ok && first.error).toMatchObject({ code: 'not_synced' });
      expect(!first.ok && first.error.message).toContain('Paying per request cannot sync a wallet');
      expect(payments()).toBe(1);
      const requests = sent.length;

      // Refresh, twice: nothing goes to the gateway, nothing is signed or reserved, and the price says so.
      for (let i = 0; i < 2; i += 1) {
        const again = await app.handlers['wallet:transactions']({ ...read, refresh: true });
        expect(!again.ok && again.error.code).toBe('not_synced');
        expect(!again.ok && again.error.message).toContain('switch the access route to your API key');
      }
      expect(sent.length).toBe(requests);
      expect(payments()).toBe(1);
      const status = await app.handlers['gateway:status']({});
      expect(status.ok && status.value.reservedTodayUsd).toBe('0.003');
      const priced = await preview();
      expect(priced.ok && priced.value).toMatchObject({ credits: 0, usdc: null });
      expect(priced.ok && priced.value.unavailable).toBeUndefined();

      // Another wallet's read is not held back by this one's answer.
      const other = await app.handlers['wallet:add']({
        address: '0x2222222222222222222222222222222222222222',
        connectionId: 'ethereum',
      });
      if (!other.ok) throw new Error(other.error.message);
      const otherPrice = await app.handlers['credits:preview']({
        channel: 'wallet:transactions',
        input: { walletIds: [other.value.id], limit: 100 },
      });
      expect(otherPrice.ok && otherPrice.value.usdc).toBe('0.003');
    } finally {
      await app.close();
    }
  });
});

describe('whom the app pays', () => {
  /** What a gateway answer changed on the way names: another recipient in its 402 (header and body). */
  const STRANGER = '0x00000000000000000000000000000000000BAD01';
  let hijack = false;
  /** The recipient of every payment signed, read from the payment header the app sent. */
  const signedTo: string[] = [];
  const rewriting: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const header = request.headers.get('payment-signature');
    if (header !== null) {
      const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
        payload: { authorization: { to: string } };
      };
      signedTo.push(payload.payload.authorization.to);
    }
    const response = await observed(request);
    const required = response.headers.get('payment-required');
    if (!hijack || response.status !== 402 || required === null) return response;
    const swap = (text: string) => text.replace(/"payTo":"0x[0-9a-fA-F]{40}"/g, `"payTo":"${STRANGER}"`);
    const headers = new Headers(response.headers);
    headers.set(
      'payment-required',
      Buffer.from(swap(Buffer.from(required, 'base64').toString('utf8'))).toString('base64'),
    );
    return new Response(swap(await response.text()), { status: 402, headers });
  };
  beforeEach(() => {
    hijack = false;
    signedTo.length = 0;
  });

  it('pays only where its first payment went: another recipient is refused unsigned until the user accepts it', async () => {
    let app = await gatewayApp({}, rewriting);
    try {
      expect((await app.handlers['coins:get']({ coinId: 'bitcoin' })).ok).toBe(true);
      const first = await app.handlers['gateway:status']({});
      const sandboxRecipient = first.ok ? first.value.recipient : null;
      expect(sandboxRecipient).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(signedTo.map((to) => to.toLowerCase())).toEqual([sandboxRecipient?.toLowerCase()]);
    } finally {
      await app.close();
    }

    // Another start (no gateway session left), and the gateway now names a stranger.
    app = await gatewayApp({}, rewriting);
    try {
      hijack = true;
      const refused = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(!refused.ok && refused.error.code).toBe('payment_required');
      expect(!refused.ok && refused.error.message).toContain(`asked to be paid at ${STRANGER}`);
      expect(!refused.ok && refused.error.message).toContain('signed nothing');
      expect(payments()).toBe(1);
      const stopped = await app.handlers['gateway:status']({});
      expect(stopped.ok && stopped.value.stopped?.reason).toContain(STRANGER);
      expect(stopped.ok && stopped.value.askedRecipient).toBe(STRANGER);
      const kept = stopped.ok ? stopped.value.recipient : null;
      expect(kept?.toLowerCase()).toBe(signedTo[0]?.toLowerCase());

      // Only the address the gateway asked for can be accepted.
      const other = await app.handlers['gateway:acceptRecipient']({
        address: '0x1111111111111111111111111111111111111111',
      });
      expect(!other.ok && other.error.code).toBe('invalid_input');
      expect((await app.handlers['coins:get']({ coinId: 'ethereum' })).ok).toBe(false);
      expect(payments()).toBe(1);

      const accepted = await app.handlers['gateway:acceptRecipient']({ address: STRANGER });
      expect(accepted.ok && accepted.value).toMatchObject({
        recipient: STRANGER,
        askedRecipient: null,
        stopped: null,
      });
      // From now on the accepted address is the one signed to (the sandbox, expecting its own, then refuses it).
      await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(signedTo.at(-1)?.toLowerCase()).toBe(STRANGER.toLowerCase());
    } finally {
      await app.close();
    }
  });
});

describe('refusing a new recipient', () => {
  const STRANGER = '0x000000000000000000000000000000000000dEaD';
  let hijack = false;
  const signedTo: string[] = [];
  /** Rewrites the recipient of every 402 while `hijack` is on, and notes whom each payment was signed to. */
  const rewriting: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const header = request.headers.get('payment-signature');
    if (header !== null) {
      const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
        payload: { authorization: { to: string } };
      };
      signedTo.push(payload.payload.authorization.to.toLowerCase());
    }
    const response = await observed(request);
    const required = response.headers.get('payment-required');
    if (!hijack || response.status !== 402 || required === null) return response;
    const swap = (text: string) => text.replace(/"payTo":"0x[0-9a-fA-F]{40}"/g, `"payTo":"${STRANGER}"`);
    const headers = new Headers(response.headers);
    headers.set(
      'payment-required',
      Buffer.from(swap(Buffer.from(required, 'base64').toString('utf8'))).toString('base64'),
    );
    return new Response(swap(await response.text()), { status: 402, headers });
  };
  const dropSessions = async () =>
    expect((await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
  beforeEach(() => {
    hijack = false;
    signedTo.length = 0;
  });

  it('resumes paying the known address only, and stops again when the gateway asks for the refused one', async () => {
    const app = await gatewayApp({}, rewriting);
    try {
      expect((await app.handlers['coins:get']({ coinId: 'bitcoin' })).ok).toBe(true);
      const first = await app.handlers['gateway:status']({});
      const known = first.ok ? first.value.recipient : null;
      expect(known).toMatch(/^0x[0-9a-fA-F]{40}$/);

      await dropSessions();
      hijack = true;
      expect((await app.handlers['coins:get']({ coinId: 'ethereum' })).ok).toBe(false);
      // The gateway asks for the known address again: the route stays stopped until the user decides.
      hijack = false;
      const still = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(!still.ok && still.error.message).toContain('asked to be paid at');
      expect(payments()).toBe(1);

      const kept = await app.handlers['gateway:refuseRecipient']({ address: STRANGER });
      expect(kept.ok && kept.value).toMatchObject({ stopped: null, askedRecipient: null, recipient: known });
      const paid = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(paid.ok && paid.value.id).toBe('ethereum');
      expect(payments()).toBe(2);
      expect(signedTo).toEqual([known?.toLowerCase(), known?.toLowerCase()]);

      // The refused address asked for again: refused unsigned, the route stops again.
      await dropSessions();
      hijack = true;
      const again = await app.handlers['coins:get']({ coinId: 'solana' });
      expect(!again.ok && again.error.message).toContain(`asked to be paid at ${STRANGER}`);
      expect(payments()).toBe(2);
      const stopped = await app.handlers['gateway:status']({});
      expect(stopped.ok && stopped.value.askedRecipient).toBe(STRANGER);
    } finally {
      await app.close();
    }
  });

  it('after accepting an address never paid, a later stop does not say payments went there', async () => {
    const app = await gatewayApp({}, rewriting);
    try {
      expect((await app.handlers['coins:get']({ coinId: 'bitcoin' })).ok).toBe(true);
      await dropSessions();
      hijack = true;
      await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect((await app.handlers['gateway:acceptRecipient']({ address: STRANGER })).ok).toBe(true);
      // The gateway goes back to its own address before anything is paid to the accepted one.
      hijack = false;
      const refused = await app.handlers['coins:get']({ coinId: 'ethereum' });

      expect(!refused.ok && refused.error.message).not.toContain('your payments so far went to');
      expect(!refused.ok && refused.error.message).toContain(
        `Folio Desk pays only ${STRANGER} (no payment has gone there yet)`,
      );
      expect(payments()).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('the paying fetch over HTTP', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: { now: Date.now } }).db;
  });
  afterEach(() => db.close());

  const payFetch = (caps = { maxPerCallUsd: 0.05, maxPerDayUsd: 1 }) =>
    createPayFetch({
      fetch: observed,
      gatewayBaseUrl: `${server.url}/gateway`,
      readWalletKey: async () => KEY,
      caps: () => caps,
      authorizations: createAuthorizationsRepo(db),
      clock: { now: Date.now },
      log: silentLogger,
    });
  const refusal = async (pending: Promise<Response>) => {
    const error = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GatewayRefusal);
    return (error as GatewayRefusal).appError;
  };

  it("stores the sandbox's settlement receipt: the wallet path, the price and its transaction hash", async () => {
    const get = payFetch();

    const response = await get(`${server.url}/gateway/wallet/blockchains`);

    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    const [row, ...others] = createAuthorizationsRepo(db).recent(5);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      path: '/wallet/blockchains',
      amountAtomic: 1_000,
      network: 'eip155:8453',
      outcome: 'settled',
    });
    expect(row?.transaction).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('pays again when the gateway drops the session, until the daily cap stops it', async () => {
    const get = payFetch({ maxPerCallUsd: 0.05, maxPerDayUsd: 0.002 });
    // The sandbox forgets every session on reset: the kept cookie then meets a 402.
    const dropSessions = async () =>
      expect((await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);

    expect((await get(`${server.url}/gateway/coins`)).status).toBe(200);
    await dropSessions();
    expect((await get(`${server.url}/gateway/coins`)).status).toBe(200);
    expect(payments()).toBe(2);
    await dropSessions();
    const error = await refusal(get(`${server.url}/gateway/coins`));

    expect(error.code).toBe('spend_cap');
    expect(error.message).toContain('daily cap of 0.002 USDC');
    expect(payments()).toBe(2);
    expect(createAuthorizationsRepo(db).committed(0, Date.now())).toEqual({ settled: 2_000, reserved: 0 });
  });

  it('refuses a path the gateway does not serve, and a write, without sending them', async () => {
    const get = payFetch();

    expect((await refusal(get(`${server.url}/gateway/portfolio/list`))).code).toBe('forbidden');
    expect((await refusal(get(`${server.url}/gateway/wallet/transactions`, { method: 'PATCH' }))).code).toBe(
      'forbidden',
    );
    expect(sent).toEqual([]);
  });
});
