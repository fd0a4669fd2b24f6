import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShownTransaction, TransactionDraft } from '../../../src/shared/contract/manage';
import { staticAuth } from '../../../src/main/api/auth';
import { openDatabase } from '../../../src/main/cache/db';
import { createSpendGuard } from '../../../src/main/credits/spend-guard';
import { transactionHandlers } from '../../../src/main/domains/manage-transactions';
import { createDataSession } from '../../../src/main/mode/data-session';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { fakeClock } from '../api/fake-clock';
import { memoryLog } from '../api/http-helpers';

// A delete or an edit sends a correcting transaction built from the transaction the page shows. That one comes
// from the page, so its correction must pass the limits a new transaction's draft does, before anything is sent.

const NOW = Date.UTC(2026, 10, 20, 12);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'folio-reversal-'));
  dirs.push(dir);
  const clock = fakeClock(NOW);
  const { log } = memoryLog();
  const { db } = openDatabase(join(dir, 'cache.db'), { log, clock });
  const sent: { method: string; body: string }[] = [];
  const session = createDataSession({
    mode: 'live',
    db,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, body: await request.clone().text() });
      // The documented answer of POST /portfolio/transaction (add-portfolio-transaction).
      const answer = { transactionType: 'Sell', date: '2026-11-19T12:00:00.000Z' };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    baseUrl: 'https://api.example.test',
    auth: staticAuth('unit-test-api-key-1234'),
    clock,
    log,
    emit: () => {},
    random: () => 0.5,
    reconcileDelayMs: 3_600_000,
  });
  const handlers = transactionHandlers({
    session: () => session,
    secrets: createMemoryStore(),
    clock,
    guard: createSpendGuard({ clock, threshold: () => 1000 }),
    emit: () => {},
    log,
    baseCurrency: () => 'USD',
  });
  return { handlers, sent, close: () => db.close() };
}

const shown: ShownTransaction = {
  portfolioId: 'p-manual',
  coinId: 'solana',
  count: 2,
  totalWorth: 300,
  currency: 'USD',
  date: '2026-11-19T12:00:00.000Z',
};
const draft: TransactionDraft = {
  portfolioId: 'p-manual',
  kind: 'buy',
  coinId: 'solana',
  amount: 1,
  price: 150,
  currency: 'USD',
  date: NOW - 3_600_000,
};

const beyond: [string, Partial<ShownTransaction>, string][] = [
  ['a count of 1e308', { count: 1e308, totalWorth: 1e308 }, 'original.count'],
  ['a count past the draft bound', { count: -2e15, totalWorth: -2e15 }, 'original.count'],
  ['a price per coin past the draft bound', { count: 1, totalWorth: 1e300 }, 'original.totalWorth'],
  ['a date in 2030', { date: '2030-01-01T00:00:00.000Z' }, 'original.date'],
  ['a date before Bitcoin', { date: '2001-01-01T00:00:00.000Z' }, 'original.date'],
];

describe('a correcting transaction keeps the limits of a new one', () => {
  it.each(beyond)('a delete of %s is refused and sends nothing', async (_what, change, path) => {
    const { handlers, sent, close } = setup();
    const answer = await handlers['manage:deleteTransaction']({ original: { ...shown, ...change } });
    close();
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid_input');
    expect(answer.error.issues?.map((issue) => issue.path)).toContain(path);
    expect(answer.error.message).toMatch(
      /^Not sent: this transaction cannot be reversed.*Nothing was changed/,
    );
    expect(sent).toEqual([]);
  });

  it.each(beyond)('an edit of %s is refused and sends neither entry', async (_what, change, path) => {
    const { handlers, sent, close } = setup();
    const answer = await handlers['manage:editTransaction']({ original: { ...shown, ...change }, draft });
    close();
    expect(!answer.ok && answer.error.issues?.map((issue) => issue.path)).toContain(path);
    expect(sent).toEqual([]);
  });

  it('a transaction within the limits is still reversed, once', async () => {
    const { handlers, sent, close } = setup();
    const answer = await handlers['manage:deleteTransaction']({ original: shown });
    close();
    expect(answer.ok && answer.value.state).toBe('done');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({ coinId: 'solana', count: -2, price: 150 });
  });
});
