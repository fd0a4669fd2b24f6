import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticAuth } from '../../../src/main/api/auth';
import { createApiClient } from '../../../src/main/api/http';
import { manageCalls } from '../../../src/main/api/manage';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { walletCalls } from '../../../src/main/api/wallet';
import { DEFAULT_API_BASE_URL } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';

// The documentation's example answers of the writes (test/fixtures/service-docs/writes) and its error bodies
// (errors/), each sent through the client's real request and parsing path: what the user is then told.

const DIR = join(import.meta.dirname, '../../fixtures/service-docs');
const read = <T>(path: string) => JSON.parse(readFileSync(join(DIR, path), 'utf8')) as T;
const WALLET = {
  id: 'w1',
  label: 'w1',
  address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  connectionId: 'ethereum',
};

/** A client whose every request is answered with `body` at `status`. */
function clientAnswering(status: number, body: unknown) {
  const clock = { now: () => 0, sleep: async () => undefined };
  return createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    baseUrl: DEFAULT_API_BASE_URL,
    auth: staticAuth('docs-test-key-12345'),
    clock,
    log: silentLogger,
    limiter: createRateLimiter({ clock, perSecond: 1000 }),
  });
}

const example = (file: string) => read<{ example: unknown }>(`writes/${file}`).example;

describe('the documented answers of the writes', () => {
  it('reads the added transaction (the page shows placeholders)', async () => {
    const call = manageCalls.addTransaction({
      portfolioId: 'p1',
      coinId: 'bitcoin',
      count: 0.1,
      currency: 'USD',
      date: 0,
    });
    const answer = await clientAnswering(200, example('add-transaction.json')).send(
      call.request,
      call.schema,
    );
    expect(answer.ok && answer.value).toEqual({ transactionType: '<string>', date: '<string>' });
  });

  it('reads the connected wallet and exchange: the new portfolio the app then opens', async () => {
    for (const file of ['connect-wallet.json', 'connect-exchange.json']) {
      const call = manageCalls.connectWallet({ connectionId: 'ethereum', address: WALLET.address });
      const answer = await clientAnswering(200, example(file)).send(call.request, call.schema);
      expect(answer.ok && answer.value).toEqual({
        portfolioId: 'a1b2c3d4e5f6...',
        connectionId: 'ethereum',
        status: 'connected',
      });
    }
  });

  it('reads the sync answer, the portfolio status and the wallet sync status', async () => {
    const sync = manageCalls.sync('p1');
    expect(
      (await clientAnswering(200, example('sync-portfolio.json')).send(sync.request, sync.schema)).ok,
    ).toBe(true);
    const status = manageCalls.status('p1');
    const synced = await clientAnswering(200, example('portfolio-status.json')).send(
      status.request,
      status.schema,
    );
    expect(synced.ok && synced.value).toEqual({ status: 'synced' });
    const walletSync = walletCalls.sync([WALLET], false);
    const syncing = await clientAnswering(200, example('wallet-transactions-sync.json')).send(
      walletSync.request,
      walletSync.schema,
    );
    expect(syncing.ok && syncing.value).toEqual({ status: 'syncing' });
  });
});

describe('the documented error bodies', () => {
  const cases: Record<string, { code: string; says: RegExp }> = {
    '400.json': { code: 'invalid_input', says: /Invalid parameter: coinId/ },
    '401.json': { code: 'unauthorized', says: /did not accept your API key/ },
    '403.json': { code: 'forbidden', says: /plan/ },
    '404.json': { code: 'not_found', says: /invalid-coin/ },
    '409.json': { code: 'not_synced', says: /not synced yet/ },
    '429-credits.json': { code: 'insufficient_credits', says: /Credits exhausted/ },
  };

  it('has a case for every documented error body', () => {
    expect(readdirSync(join(DIR, 'errors')).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))('%s tells the user what happened and what to do', async (file, want) => {
    const { status, example: body } = read<{ status: number; example: unknown }>(`errors/${file}`);
    const call = walletCalls.status(WALLET);
    const answer = await clientAnswering(status, body).send(call.request, call.schema, { retry: false });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe(want.code);
    expect(`${answer.error.message} ${answer.error.advice ?? ''}`).toMatch(want.says);
    if (status !== 429) expect(answer.error.requestId).toBe('11111111-2222-3333-4444-555555555555');
  });
});
