import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TransactionDraft } from '../../../src/shared/contract/manage';
import { staticAuth } from '../../../src/main/api/auth';
import { openDatabase } from '../../../src/main/cache/db';
import { createSpendGuard } from '../../../src/main/credits/spend-guard';
import type { DomainDeps } from '../../../src/main/domains/deps';
import { portfolioWriteHandlers } from '../../../src/main/domains/manage-portfolios';
import { draftBody, reversalBody, transactionHandlers } from '../../../src/main/domains/manage-transactions';
import { createReads as createReadRunner } from '../../../src/main/reads';
import { createDataSession, type DataSession } from '../../../src/main/mode/data-session';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { fakeClock } from '../api/fake-clock';
import { json, memoryLog } from '../api/http-helpers';

// The write flow with the real client, cache and ledger over a scripted service: a write is sent once whatever
// happens to its answer; an unsure answer is settled by reading again; offline nothing is sent; exchange
// credentials reach the request body and nothing else.

const NOW = Date.UTC(2026, 10, 20, 12);
type Route = (request: Request, body: string) => Response | Promise<Response>;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function setup(route: Route) {
  const dir = mkdtempSync(join(tmpdir(), 'folio-manage-'));
  dirs.push(dir);
  const clock = fakeClock(NOW);
  const { log, lines } = memoryLog();
  const path = join(dir, 'cache.db');
  const { db } = openDatabase(path, { log, clock });
  const sent: { method: string; path: string; body: string }[] = [];
  const session: DataSession = createDataSession({
    mode: 'live',
    db,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const body = await request.clone().text();
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return route(request, body);
    },
    baseUrl: 'https://api.example.test',
    auth: staticAuth('unit-test-api-key-1234'),
    clock,
    log,
    emit: () => {},
    random: () => 0.5,
    reconcileDelayMs: 3_600_000,
  });
  const deps: DomainDeps = {
    session: () => session,
    secrets: createMemoryStore(),
    clock,
    guard: createSpendGuard({ clock, threshold: () => 1000 }),
    emit: () => {},
    log,
    baseCurrency: () => 'USD',
  };
  const runner = createReadRunner(deps);
  const handlers = { ...transactionHandlers(deps), ...portfolioWriteHandlers(deps, runner) };
  const dbText = () =>
    ['', '-wal']
      .map((suffix) => {
        try {
          return readFileSync(path + suffix).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
  return { handlers, sent, lines, session, dbText, close: () => db.close() };
}

const draft: TransactionDraft = {
  portfolioId: 'p-manual',
  kind: 'buy',
  coinId: 'solana',
  amount: 2,
  price: 150,
  currency: 'USD',
  date: NOW - 86_400_000,
};

/** The transactions list as the service answers it, holding the buy of `draft` when `recorded`. */
const listing = (recorded: boolean) =>
  json({
    data: recorded
      ? [
          {
            transactionType: 'Buy',
            date: new Date(draft.date).toISOString(),
            coinData: { identifier: 'solana', symbol: 'SOL', count: 2, totalWorth: 300 },
          },
        ]
      : [],
    meta: { page: 1, limit: 100 },
  });

const posts = (sent: { method: string }[]) => sent.filter((s) => s.method === 'POST').length;

describe('transaction bodies', () => {
  it('signs the count by kind, carries a fee in the price and says so in the note', () => {
    expect(draftBody({ ...draft, fee: 3, note: 'dip' })).toEqual({
      portfolioId: 'p-manual',
      coinId: 'solana',
      count: 2,
      price: 151.5,
      currency: 'USD',
      date: draft.date,
      notes: 'dip · fee 3 USD included in the price',
    });
    expect(draftBody({ ...draft, kind: 'sell', fee: 3 })).toMatchObject({ count: -2, price: 148.5 });
    // A transfer leaves the price to the service (the market price of its date).
    const transfer = draftBody({ ...draft, kind: 'transfer-out', price: undefined });
    expect(transfer).toMatchObject({ count: -2 });
    expect('price' in transfer).toBe(false);
  });

  it('reverses a shown transaction at its own date and price', () => {
    const shown = {
      portfolioId: 'p',
      coinId: 'bitcoin',
      count: -0.5,
      totalWorth: -20_000,
      currency: 'EUR',
      date: '2026-01-05T10:00:00.000Z',
    };
    expect(reversalBody(shown, 'reverse')).toEqual({
      portfolioId: 'p',
      coinId: 'bitcoin',
      count: 0.5,
      price: 40_000,
      currency: 'EUR',
      date: Date.parse('2026-01-05T10:00:00.000Z'),
      notes: 'Correction (reverse): reverses -0.5 bitcoin of 2026-01-05',
    });
  });
});

describe('writes are sent once', () => {
  it('a connection reset after sending: no second POST; the re-read finds it, and the user is told', async () => {
    const { handlers, sent, close } = setup((request) =>
      request.method === 'POST' ? Promise.reject(new TypeError('fetch failed')) : listing(true),
    );
    const answer = await handlers['manage:addTransaction'](draft);
    close();
    expect(answer.ok && answer.value.state).toBe('found');
    expect(answer.ok && answer.value.message).toMatch(/answer was lost.*found it done/);
    expect(posts(sent)).toBe(1);
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/portfolio/transactions' });
  });

  it('a 504 (transient for reads, retried there): a write is not retried; the re-read does not find it', async () => {
    const { handlers, sent, close } = setup((request) =>
      request.method === 'POST' ? json({ statusCode: 504, message: 'timeout' }, 504) : listing(false),
    );
    const answer = await handlers['manage:addTransaction'](draft);
    close();
    expect(answer.ok && answer.value.state).toBe('not-found');
    expect(answer.ok && answer.value.message).toMatch(/most likely did not happen: no answer came in time/);
    expect(posts(sent)).toBe(1);
  });

  it('when the re-read fails too, the outcome is unknown and still nothing is re-sent', async () => {
    const { handlers, sent, close } = setup(() => json({ statusCode: 500, message: 'boom' }, 500));
    const answer = await handlers['manage:addTransaction'](draft);
    close();
    expect(answer.ok && answer.value.state).toBe('unknown');
    expect(answer.ok && answer.value.message).toMatch(/cannot tell whether/);
    expect(posts(sent)).toBe(1);
  });

  it("the service's refusal is a sure no: said as not done, no re-read", async () => {
    const { handlers, sent, close } = setup(() =>
      json({ statusCode: 400, message: 'Cannot sell 9 solana', requestId: 'r-1' }, 400),
    );
    const answer = await handlers['manage:addTransaction'](draft);
    close();
    expect(!answer.ok && answer.error).toMatchObject({ code: 'invalid_input', requestId: 'r-1' });
    expect(!answer.ok && answer.error.message).toMatch(/^Not done: .*Cannot sell 9 solana/);
    expect(sent).toHaveLength(1);
  });

  it('offline: nothing is sent, nothing queued, and the error says it did not happen', async () => {
    let up = false;
    const { handlers, sent, session, close } = setup((request) =>
      up ? listing(false) : Promise.reject(new TypeError(`connect ECONNREFUSED for ${request.method}`)),
    );
    // A read finds the service unreachable: the client is offline from then on.
    const call = {
      method: 'GET' as const,
      path: '/portfolio/list',
      endpoint: 'GET /portfolio/list' as const,
    };
    await session.client.send(call, z.unknown());
    expect(session.client.connectivity.offline).toBe(true);
    const before = sent.length;
    const answer = await handlers['manage:addTransaction'](draft);
    const deleted = await handlers['manage:deletePortfolio']({ portfolioId: 'p-manual' });
    up = true;
    close();
    expect(!answer.ok && answer.error.code).toBe('network');
    expect(!answer.ok && answer.error.message).toMatch(/^Not sent: .*did not happen\. Nothing is queued/);
    expect(!deleted.ok && deleted.error.message).toMatch(/^Not sent/);
    expect(sent.length).toBe(before);
  });
});

describe('a write the service answers with no body', () => {
  // The documentation shows no answer for DELETE /portfolio/{id} (nor PATCH /portfolio/sync): a 204, or a 200 with
  // nothing in it, is a plain "done", not a broken answer that leaves the user unsure and costs a list read.
  it.each([204, 200])(
    'takes a %i with an empty body as done, and reads nothing to find out',
    async (status) => {
      const { handlers, sent, close } = setup(() => Promise.resolve(new Response(null, { status })));
      const deleted = await handlers['manage:deletePortfolio']({ portfolioId: 'p-manual' });
      close();
      expect(deleted).toMatchObject({ ok: true });
      expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /portfolio/p-manual']);
    },
  );

  it('still refuses a read with no body', async () => {
    const { session, close } = setup(() => Promise.resolve(new Response('', { status: 200 })));
    const read = await session.client.send(
      { method: 'GET', path: '/portfolio/list', endpoint: 'GET /portfolio/list' },
      z.unknown(),
    );
    close();
    expect(read).toMatchObject({ ok: false, error: { code: 'bad_response' } });
  });
});

describe('connecting a wallet', () => {
  it('refuses an address that cannot be on the chain before anything is sent', async () => {
    const { handlers, sent, close } = setup(() => json({ portfolioId: 'p', status: 'connected' }));
    const answer = await handlers['manage:connectWallet']({ connectionId: 'ethereum', address: '0x1234' });
    close();
    expect(!answer.ok && answer.error).toMatchObject({
      code: 'invalid_input',
      issues: [{ path: 'address' }],
    });
    expect(!answer.ok && answer.error.message).toMatch(/^Not sent: /);
    expect(sent).toEqual([]);
  });
});

describe('exchange credentials', () => {
  const SECRET = 'sEcReT-value-9f8e7d';
  const PASS = 'pass-phrase-1a2b3c';
  const support = json([
    {
      connectionId: 'kucoin',
      name: 'KuCoin',
      icon: null,
      connectionFields: [
        { name: 'API Key', key: 'apiKey' },
        { name: 'API Secret', key: 'apiSecret' },
        { name: 'API Passphrase', key: 'passphrase' },
      ],
    },
  ]);
  const input = {
    connectionId: 'kucoin',
    fields: { apiKey: 'key-abc-123', apiSecret: SECRET, passphrase: PASS },
  };

  it('go in the request body only: not the ledger, the cache file, a log line or an answer, even when the service quotes them', async () => {
    const { handlers, sent, lines, dbText, close } = setup((request, body) => {
      if (request.method === 'GET') return support.clone();
      // A service that echoes what it was sent in its error.
      return json({ statusCode: 400, message: `Invalid credentials ${body}` }, 400);
    });
    const answer = await handlers['manage:connectExchange'](input);
    const stored = dbText();
    close();
    const post = sent.find((s) => s.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      connectionId: 'kucoin',
      connectionFields: input.fields,
    });
    expect(!answer.ok && answer.error.code).toBe('invalid_input');
    for (const text of [JSON.stringify(answer), lines.join('\n'), stored]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(PASS);
      expect(text).not.toContain('key-abc-123');
    }
    // The ledger did record the call, without its credentials.
    expect(stored).toContain('POST /portfolio/exchange');
  });

  it('a missing field is refused before anything is sent, named by its label', async () => {
    const { handlers, sent, close } = setup(() => support.clone());
    const answer = await handlers['manage:connectExchange']({
      connectionId: 'kucoin',
      fields: { apiKey: 'key-abc-123', apiSecret: SECRET, passphrase: ' ' },
    });
    close();
    expect(!answer.ok && answer.error.message).toBe('Not sent: API Passphrase is required.');
    expect(sent.every((s) => s.method === 'GET')).toBe(true);
  });
});
