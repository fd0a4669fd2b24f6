import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../src/shared/envelope';
import type { PortfolioTransaction } from '../../../../src/shared/domain/portfolio';
import { createReturnsStores, returnsQueries } from '../../../../src/renderer/src/stores/returns';
import { fakeApi } from '../helpers/fake-api';

const meta = (fetchedAt: number) => ({
  source: 'cache' as const,
  fetchedAt,
  stale: false,
  credits: 0,
  demo: false,
});
const rows = (page: number, n: number): PortfolioTransaction[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${page}-${i}`,
    type: 'Buy',
    date: '2024-01-01T00:00:00Z',
    coinId: 'bitcoin',
    symbol: 'BTC',
    count: 1,
    totalWorth: 1,
    profitLoss: null,
    note: null,
    addresses: [],
  }));

describe('the returns stores', () => {
  it('read the transactions page by page on request, the first as the view reads it, until a short page', async () => {
    const sizes = [100, 100, 30];
    const fake = fakeApi({
      'portfolio:transactions': (input) =>
        ok(rows(input.page ?? 1, sizes[(input.page ?? 1) - 1] ?? 0), meta(1000 - (input.page ?? 1))),
    });
    const stores = createReturnsStores(fake.api);
    const scope = { portfolioId: 'main', currency: 'USD' };
    await stores.transactions.load(scope);
    // The first page is the Portfolios view's own read (no page field), so the cache answers it for free.
    expect(fake.callsTo('portfolio:transactions')).toEqual([
      { portfolioId: 'main', currency: 'USD', limit: 100 },
    ]);
    expect(stores.transactions.getState().value).toMatchObject({ pages: 1, complete: false });
    await stores.transactions.next();
    await stores.transactions.next();
    const state = stores.transactions.getState();
    expect(state.value?.rows).toHaveLength(230);
    expect(state.value).toMatchObject({ pages: 3, complete: true });
    // The pages are as old as the oldest of them.
    expect(state.meta?.fetchedAt).toBe(997);
    await stores.transactions.next();
    expect(fake.callsTo('portfolio:transactions')).toHaveLength(3);
  });

  it('keep what was read when a further page fails, with the error beside it', async () => {
    const fake = fakeApi({
      'portfolio:transactions': (input) =>
        input.page === 2
          ? fail({ code: 'network', message: 'The service is out of reach.' })
          : ok(rows(1, 100), meta(5)),
    });
    const stores = createReturnsStores(fake.api);
    await stores.transactions.load({ portfolioId: undefined, currency: 'EUR' });
    await stores.transactions.next();
    const state = stores.transactions.getState();
    expect(state.value?.rows).toHaveLength(100);
    expect(state.error?.message).toMatch(/out of reach/);
  });

  it('ask the year to date of the last year’s daily history, as the P/L card asks its ranges', () => {
    const q = returnsQueries('ytd', { portfolioId: undefined, currency: 'USD' });
    expect(q.pl).toEqual({ portfolioId: undefined, currency: 'USD', interval: 'daily', range: '1y' });
    expect(q.chart).toEqual({ portfolioId: undefined, range: '1y' });
  });
});
