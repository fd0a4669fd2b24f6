// The app in gateway mode pays the same reads through its real pay path whichever x402 version the gateway speaks:
// the sandbox's default (version 2: challenge in PAYMENT-REQUIRED, payment in PAYMENT-SIGNATURE) and
// `--x402-version 1` (the service's page: challenge in the 402 body, payment in X-PAYMENT, receipt in
// X-PAYMENT-RESPONSE naming `base`). Both sandboxes verify every signature for real; the caps hold in both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

const KEY = generatePrivateKey();

let server: RunningSandbox | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What each request to the gateway carried. */
interface Sent {
  path: string;
  paymentSignature: boolean;
  xPayment: boolean;
}

async function start(version: 1 | 2) {
  // The app signs on the real clock, so the sandbox's clock starts at real time.
  server = await serveSandbox(createSandbox({ seed: 5, now: Date.now(), x402Version: version }), 0);
  dir = mkdtempSync(join(tmpdir(), 'folio-gateway-versions-'));
  const sent: Sent[] = [];
  const observed: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      path: new URL(request.url).pathname,
      paymentSignature: request.headers.has('payment-signature'),
      xPayment: request.headers.has('x-payment'),
    });
    return fetch(request);
  };
  const base = server.url;
  const folder = dir;
  /** An app on the same data folder (ledger, settings): a new one starts without the gateway session. */
  const open = async (): Promise<App> => {
    const app = await createApp({
      fetch: observed,
      secrets: createMemoryStore(),
      dataDir: folder,
      log: silentLogger,
      apiBaseUrl: `${base}/nowhere`,
      gatewayBaseUrl: `${base}/gateway`,
    });
    expect((await app.handlers['settings:setWalletKey']({ privateKey: KEY })).ok).toBe(true);
    return app;
  };
  return { sent, open };
}

describe.each([
  [2, 'PAYMENT-SIGNATURE'],
  [1, 'X-PAYMENT'],
] as const)('a gateway speaking x402 version %i', (version, header) => {
  it(`is paid for the same reads within the caps (payment in ${header})`, async () => {
    const { sent, open } = await start(version);
    const paid = () => sent.filter((s) => s.paymentSignature || s.xPayment);

    let app = await open();
    try {
      const caps = {
        accessRoute: 'gateway',
        gatewayMaxPerCallUsd: 0.005,
        gatewayMaxPerDayUsd: 0.0015,
      } as const;
      expect((await app.handlers['settings:update'](caps)).ok).toBe(true);
      const bitcoin = await app.handlers['coins:get']({ coinId: 'bitcoin' });
      expect(bitcoin.ok && bitcoin.value.id).toBe('bitcoin');
      expect(paid()).toHaveLength(1);
      // Each version in its own header: a v1 gateway reads only X-PAYMENT.
      expect(paid()[0]).toMatchObject({ paymentSignature: version === 2, xPayment: true });

      const status = await app.handlers['gateway:status']({});
      expect(status.ok && status.value).toMatchObject({
        walletAddress: privateKeyToAccount(KEY).address,
        spentTodayUsd: '0.001',
      });
      expect(status.ok && status.value.receipts[0]).toMatchObject({
        path: '/coins/bitcoin',
        amountUsd: '0.001',
        network: 'eip155:8453',
        transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
    } finally {
      await app.close();
    }

    // A new start has no session: the next read must be paid, and the daily cap (0.0015) leaves no room for it.
    app = await open();
    try {
      const refused = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(!refused.ok && refused.error.code).toBe('spend_cap');
      expect(paid()).toHaveLength(1);
      expect(sent.filter((s) => s.path === '/gateway/coins/ethereum')).toEqual([]);

      expect((await app.handlers['settings:update']({ gatewayMaxPerDayUsd: 0.01 })).ok).toBe(true);
      const ethereum = await app.handlers['coins:get']({ coinId: 'ethereum' });
      expect(ethereum.ok && ethereum.value.id).toBe('ethereum');
      expect(paid()).toHaveLength(2);
      const status = await app.handlers['gateway:status']({});
      expect(status.ok && status.value.spentTodayUsd).toBe('0.002');
      expect(status.ok && status.value.receipts.map((r) => r.path)).toEqual([
        '/coins/ethereum',
        '/coins/bitcoin',
      ]);
      expect(
        status.ok && status.value.receipts.every((r) => /^0x[0-9a-f]{64}$/.test(r.transaction ?? '')),
      ).toBe(true);
    } finally {
      await app.close();
    }
  }, 30_000);
});
