import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { PortfolioSummary } from '../../../src/shared/domain/portfolio';
import type { WalletTransaction } from '../../../src/shared/domain/wallet';
import type { Envelope } from '../../../src/shared/envelope';
import { docsAnswer } from '../../support/service-docs';

// Reads no documentation page shows an answer for (portfolio list, P/L history, candles, transaction types, RWA),
// and the documentation's own placeholder examples: a small difference costs one row or one part of a row, never
// the view, and a 404 of such a read while the service answers at that address is said as "not offered here".

const WALLET = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
const PLACEHOLDER = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../fixtures/service-docs/placeholders/wallet-transactions.json'),
    'utf8',
  ),
) as { example: unknown };

const opened: { app: App; dir: string }[] = [];
afterEach(async () => {
  for (const { app, dir } of opened.splice(0)) {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The app against the documented examples, with `extra` answering the paths it names. */
async function appWith(extra: Record<string, unknown> = {}) {
  const docs = docsAnswer();
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path in extra) {
      return new Response(JSON.stringify(extra[path]), { headers: { 'content-type': 'application/json' } });
    }
    return docs.fetch(request);
  };
  const dir = mkdtempSync(join(tmpdir(), 'folio-undocumented-'));
  let now = Date.UTC(2026, 10, 24);
  const app = await createApp({
    fetch,
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
  opened.push({ app, dir });
  const call = <T>(channel: string, input: unknown = {}) =>
    dispatch(app.handlers, channel, input, silentLogger) as Promise<Envelope<T>>;
  await call('settings:setApiKey', { apiKey: 'docs-test-key-12345' });
  return { call, arrivals: docs.arrivals };
}

describe('the portfolio list, which no page documents', () => {
  it('shows the portfolios it can read and counts the one it cannot', async () => {
    const { call } = await appWith({
      '/portfolio/list': {
        result: [
          { portfolioId: 'p1', portfolioName: 'Savings', portfolioType: 'manual' },
          { portfolioId: 'p2', portfolioName: 42, portfolioType: 'wallet' },
          { portfolioId: 'p3', portfolioName: 'Ledger', portfolioType: 'exchange', extra: { any: 1 } },
        ],
      },
    });
    const list = await call<PortfolioSummary[]>('portfolio:list');
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.map((p) => p.portfolioName)).toEqual(['Savings', 'Ledger']);
    expect(list.meta.skipped?.count).toBe(1);
    expect(list.meta.skipped?.issues[0]?.path).toMatch(/^1\.portfolioName/);
  });

  it('lets a missing or unexpected type through as "other", and a new type as itself', async () => {
    const { call } = await appWith({
      '/portfolio/list': [
        { portfolioId: 'p1', portfolioName: 'No type' },
        { portfolioId: 'p2', portfolioName: 'Number type', portfolioType: 7 },
        { portfolioId: 'p3', portfolioName: 'New type', portfolioType: 'defi-vault' },
      ],
    });
    const list = await call<PortfolioSummary[]>('portfolio:list');
    expect(list.ok && list.value.map((p) => p.portfolioType)).toEqual(['other', 'other', 'defi-vault']);
    expect(list.ok && list.meta.skipped).toBeUndefined();
  });

  it('says the service does not offer the list here when /usage/credits answers at the same address', async () => {
    const { call, arrivals } = await appWith();
    const list = await call<PortfolioSummary[]>('portfolio:list');
    expect(list.ok).toBe(false);
    if (list.ok) return;
    expect(list.error.code).toBe('not_found');
    expect(list.error.message).toContain('does not offer GET /portfolio/list at this address');
    expect(list.error.message).not.toMatch(/Check the service address/);
    expect(arrivals.some((a) => a.url.endsWith('/usage/credits') && a.status === 200)).toBe(true);
  });
});

describe("the documentation's placeholder example of wallet transactions", () => {
  it('shows the transaction with its unreadable sub-items left out and counted', async () => {
    const { call } = await appWith({ '/wallet/transactions': PLACEHOLDER.example });
    const added = await call<{ id: string }>('wallet:add', { address: WALLET, connectionId: 'ethereum' });
    const id = added.ok ? added.value.id : '';
    const page = await call<{ items: WalletTransaction[] }>('wallet:transactions', { walletIds: [id] });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.value.items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        date: '2023-11-07T05:31:56Z',
        count: 123,
        legs: [],
        unreadLegs: 1,
        fee: { symbol: '<string>', count: 123, worthThen: 123 },
      }),
    ]);
  });
});
