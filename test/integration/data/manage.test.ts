import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShownTransaction, TransactionDraft } from '../../../src/shared/contract/manage';
import type { Logger } from '../../../src/main/lib/effects';
import { START, startHarness, type Harness } from './harness';

// The manage room against the sandbox over HTTP: writes change what the reads show, each write is sent exactly once
// (an unsure answer is read again, never re-sent), a write offline is never sent, and exchange credentials reach the
// service and nothing else.

const DAY = 24 * 60 * 60 * 1000;
const lines: string[] = [];
const recording: Logger = {
  info: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
  warn: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
  error: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
};

let h: Harness;
let manual = '';
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-premium-key', log: recording });
  const list = await h.handlers['portfolio:list']({ refresh: true });
  manual = (list.ok && list.value.find((p) => p.portfolioType === 'manual')?.portfolioId) || '';
});
afterAll(async () => h.close());
beforeEach(async () => {
  await fetch(`${h.sandboxUrl}/__sandbox/reset`, { method: 'POST' });
});

const draft = (over: Partial<TransactionDraft> = {}): TransactionDraft => ({
  portfolioId: manual,
  kind: 'buy',
  coinId: 'solana',
  amount: 3,
  price: 100,
  currency: 'USD',
  date: START - 2 * DAY,
  ...over,
});

const value = async () => {
  const read = await h.handlers['portfolio:value']({ portfolioId: manual, currency: 'USD', refresh: true });
  if (!read.ok) throw new Error(read.error.message);
  return read.value.totalValue ?? NaN;
};
const solana = async () => {
  const read = await h.handlers['portfolio:coins']({ portfolioId: manual, currency: 'USD', refresh: true });
  if (!read.ok) throw new Error(read.error.message);
  return read.value.find((row) => row.coinId === 'solana')?.count ?? 0;
};
const posts = () => h.requests.filter((r) => r.method !== 'GET');
/** The newest solana row of the manual portfolio, as the list shows it: what an edit or a delete reverses. */
const shownSolana = async (): Promise<ShownTransaction> => {
  const read = await h.handlers['portfolio:transactions']({
    portfolioId: manual,
    currency: 'USD',
    refresh: true,
  });
  if (!read.ok) throw new Error(read.error.message);
  const row = read.value.find((tx) => tx.coinId === 'solana' && tx.note === null);
  if (!row || row.count === null || row.totalWorth === null || row.coinId === null) throw new Error('no row');
  return {
    portfolioId: manual,
    coinId: row.coinId,
    count: row.count,
    totalWorth: row.totalWorth,
    currency: 'USD',
    date: row.date,
  };
};

describe('transactions of a manual portfolio', () => {
  it('adds, edits and deletes a buy; holdings follow each step and end where they began', async () => {
    const start = await solana();
    const startValue = await value();

    const added = await h.handlers['manage:addTransaction'](draft());
    expect(added.ok && added.value).toMatchObject({ state: 'done', portfolioId: manual, credits: 4 });
    expect(await solana()).toBeCloseTo(start + 3, 8);
    expect(await value()).toBeGreaterThan(startValue);

    const shown = await shownSolana();
    expect(shown.count).toBeCloseTo(3, 8);
    const edited = await h.handlers['manage:editTransaction']({
      original: shown,
      draft: draft({ amount: 5 }),
    });
    expect(edited.ok && edited.value).toMatchObject({ state: 'done', credits: 8 });
    expect(await solana()).toBeCloseTo(start + 5, 8);

    const latest = await shownSolana();
    expect(latest.count).toBeCloseTo(5, 8);
    const deleted = await h.handlers['manage:deleteTransaction']({ original: latest });
    expect(deleted.ok && deleted.value.state).toBe('done');
    expect(await solana()).toBeCloseTo(start, 8);
    expect(await value()).toBeCloseTo(startValue, 2);
    expect(h.events.some((e) => e.name === 'data:changed')).toBe(true);
  });

  it('carries a fee in the price and says so in the note', async () => {
    const before = posts().length;
    const added = await h.handlers['manage:addTransaction'](
      draft({ amount: 2, price: 100, fee: 4, note: 'dip' }),
    );
    expect(added.ok).toBe(true);
    expect(posts().length).toBe(before + 1);
    const read = await h.handlers['portfolio:transactions']({
      portfolioId: manual,
      currency: 'USD',
      refresh: true,
    });
    const row = read.ok ? read.value.find((tx) => tx.note?.startsWith('dip')) : undefined;
    expect(row?.note).toBe('dip · fee 4 USD included in the price');
    // 2 coins at 100 plus a fee of 4: the cost is 204.
    expect(row?.totalWorth).toBeCloseTo(204, 6);
  });

  it('refuses a sale of more than the portfolio holds: sent once, nothing changed, said as not done', async () => {
    const start = await solana();
    const before = posts().length;
    const sold = await h.handlers['manage:addTransaction'](draft({ kind: 'sell', amount: 1e9 }));
    expect(!sold.ok && sold.error).toMatchObject({ code: 'invalid_input' });
    expect(!sold.ok && sold.error.message).toMatch(/^Not done:/);
    expect(posts().length).toBe(before + 1);
    expect(await solana()).toBeCloseTo(start, 8);
  });

  it('a ticker typed for a coin id: the 404 names the coin and what to do, not the portfolio or the address', async () => {
    const added = await h.handlers['manage:addTransaction'](draft({ coinId: 'SOL' }));
    expect(!added.ok && added.error).toMatchObject({
      code: 'not_found',
      advice:
        "No coin 'SOL' on the service: coins are named by their id, e.g. solana. Find it by name with the form’s coin search.",
    });
    const message = !added.ok ? added.error.message : '';
    expect(message).toMatch(/^Not done: the buy of 3 SOL was refused\. The service found no coin 'SOL'\./);
    expect(message).not.toMatch(/portfolio|service address/i);
  });

  it('an answer lost after the service recorded it: not re-sent, read again, found', async () => {
    const start = await solana();
    await h.fault({ path: '/v1/portfolio/transaction', body: 'drop-after' });
    const before = posts().length;
    const added = await h.handlers['manage:addTransaction'](draft({ amount: 7 }));
    expect(added.ok && added.value.state).toBe('found');
    expect(added.ok && added.value.message).toMatch(/read the portfolio again and found it done/);
    // The dropped POST never completed (the harness logs completed requests); none was sent after it.
    expect(posts().length).toBe(before);
    expect(h.requests.at(-1)?.url).toMatch(/^\/v1\/portfolio\/transactions\?.*coinId=solana/);
    expect(await solana()).toBeCloseTo(start + 7, 8);
  });

  it('a request lost before the service saw it: not re-sent, read again, not found', async () => {
    const start = await solana();
    await h.fault({ path: '/v1/portfolio/transaction', status: 503 });
    const before = posts().length;
    const added = await h.handlers['manage:addTransaction'](draft({ amount: 7 }));
    expect(added.ok && added.value.state).toBe('not-found');
    expect(added.ok && added.value.message).toMatch(/most likely did not happen/);
    expect(posts().length).toBe(before + 1);
    expect(await solana()).toBeCloseTo(start, 8);
  });
});

describe('connecting, syncing and deleting portfolios', () => {
  it('lists the exchanges with their credential fields, from the service', async () => {
    const list = await h.handlers['manage:exchanges']({ refresh: true });
    expect(list.ok && list.value.find((e) => e.connectionId === 'kucoin')?.fields.map((f) => f.key)).toEqual([
      'apiKey',
      'apiSecret',
      'passphrase',
    ]);
  });

  it('connects an exchange; its credentials reach the service only, not the cache, the ledger, a log or an answer', async () => {
    const secret = 'EXCHANGE-SECRET-zq81hf';
    const passphrase = 'PASS-PHRASE-77ab1x';
    const connected = await h.handlers['manage:connectExchange']({
      connectionId: 'kucoin',
      fields: { apiKey: 'EXCHANGE-KEY-4kd9s', apiSecret: secret, passphrase },
      name: 'My KuCoin',
    });
    expect(connected.ok && connected.value.state).toBe('done');
    const id = connected.ok ? connected.value.portfolioId : null;
    const list = await h.handlers['portfolio:list']({ refresh: true });
    expect(list.ok && list.value.find((p) => p.portfolioId === id)?.portfolioName).toBe('My KuCoin');

    const stored = ['', '-wal'].map((suffix) => {
      try {
        return readFileSync(h.dbPath + suffix).toString('latin1');
      } catch {
        return '';
      }
    });
    for (const text of [...stored, JSON.stringify(connected), lines.join('\n')]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(passphrase);
      expect(text).not.toContain('EXCHANGE-KEY-4kd9s');
    }
  });

  it('refuses an exchange form with a missing field before sending, naming the field and no value', async () => {
    const before = posts().length;
    const refused = await h.handlers['manage:connectExchange']({
      connectionId: 'kucoin',
      fields: { apiKey: 'k-123456', apiSecret: 's-123456' },
    });
    expect(!refused.ok && refused.error.message).toBe('Not sent: API Passphrase is required.');
    expect(posts().length).toBe(before);
  });

  it('connects a wallet, syncs it until synced, then deletes it', async () => {
    const connected = await h.handlers['manage:connectWallet']({
      connectionId: 'ethereum',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(connected.ok && connected.value.state).toBe('done');
    const id = (connected.ok && connected.value.portfolioId) || '';

    const sync = await h.handlers['manage:sync']({ portfolioId: id });
    expect(sync.ok && sync.value.status).toBe('syncing');
    await h.advance(6000);
    const status = await h.handlers['manage:syncStatus']({ portfolioId: id });
    expect(status.ok && status.value.status).toBe('synced');

    const manualSync = await h.handlers['manage:sync']({ portfolioId: manual });
    expect(!manualSync.ok && manualSync.error.message).toMatch(/Manual portfolios cannot be synced/);

    const deleted = await h.handlers['manage:deletePortfolio']({ portfolioId: id });
    expect(deleted.ok && deleted.value).toMatchObject({ state: 'done', credits: 10 });
    const list = await h.handlers['portfolio:list']({ refresh: true });
    expect(list.ok && list.value.some((p) => p.portfolioId === id)).toBe(false);
  });

  it('a delete whose answer is lost is read again and found done, never sent twice', async () => {
    const connected = await h.handlers['manage:connectWallet']({
      connectionId: 'ethereum',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    const id = (connected.ok && connected.value.portfolioId) || '';
    await h.fault({ path: '/v1/portfolio/*', body: 'drop-after' });
    const before = posts().length;
    const deleted = await h.handlers['manage:deletePortfolio']({ portfolioId: id });
    expect(deleted.ok && deleted.value.state).toBe('found');
    // The dropped DELETE never completed; a second one would have been logged (and answered 404).
    expect(posts().length).toBe(before);
  });
});

// Last: the client stays offline until its probe reaches the service again.
describe('offline', () => {
  it('offline, a write is not sent and not queued: the user is told it did not happen', async () => {
    // A dropped read marks the service unreachable, as any refused connection does.
    await h.fault({ path: '/v1/portfolio/value', body: 'drop' });
    await h.handlers['portfolio:value']({ portfolioId: manual, currency: 'USD', refresh: true });
    const before = h.requests.length;
    const added = await h.handlers['manage:addTransaction'](draft());
    expect(!added.ok && added.error.code).toBe('network');
    expect(!added.ok && added.error.message).toMatch(/^Not sent: .*did not happen.*Nothing is queued/);
    expect(h.requests.length).toBe(before);
  });
});
