import { describe, expect, it } from 'vitest';
import { csvFileName } from '../../../../src/shared/csv';
import { exportSets } from '../../../../src/renderer/src/stores/export-sets';
import { createStores } from '../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../helpers/fake-api';
import { holdings, live, portfolios } from '../helpers/fixtures';

// An export says whose data it holds: two holdings files saved the same day, one of each portfolio, must differ.

describe('export sets', () => {
  it('name the portfolio the holdings answer for, by the name the picker shows', async () => {
    const [first] = portfolios;
    if (!first) throw new Error('fixture');
    const fake = fakeApi({
      'portfolio:list': () => live(portfolios),
      'portfolio:coins': () => live(holdings),
    });
    const stores = createStores(fake.api);
    await stores.portfolio.list.load({});
    await stores.portfolio.coins.load({ portfolioId: first.portfolioId, currency: 'USD' });
    const set = exportSets(stores).find((s) => s.id === 'holdings');
    expect(set?.of).toBe(first.portfolioName);

    await stores.portfolio.coins.load({ currency: 'USD' });
    const all = exportSets(stores).find((s) => s.id === 'holdings');
    expect(all?.of).toBe('All portfolios');
    expect(csvFileName(`Holdings ${all?.of ?? ''}`, Date.UTC(2026, 10, 25))).toBe(
      'folio-desk-holdings-all-portfolios-2026-11-25.csv',
    );
  });

  it('write a sell as the table shows it: the amount negative, its value then without a sign', async () => {
    const sell = {
      id: 't1',
      type: 'Sell',
      date: '2026-11-20T10:00:00Z',
      coinId: 'chainlink',
      symbol: 'LINK',
      count: -19.3139,
      totalWorth: -278.12,
      profitLoss: -5.25,
      note: null,
      addresses: [],
    };
    const fake = fakeApi({ 'portfolio:transactions': () => live([sell]) });
    const stores = createStores(fake.api);
    await stores.portfolio.transactions.load({ currency: 'EUR', limit: 100 });
    const set = exportSets(stores).find((s) => s.id === 'transactions');
    const cell = (header: string) => set?.columns.find((c) => c.header === header)?.get(sell);
    expect(cell('Amount')).toBe(-19.3139);
    expect(cell('Value then (EUR)')).toBe(278.12);
    expect(cell('P/L (EUR)')).toBe(-5.25);
  });

  it('write each note, and mark a correction and the entry it reverses as the table does', async () => {
    const tx = (id: string, count: number, note: string | null) => ({
      id,
      type: count > 0 ? 'Buy' : 'Sell',
      date: '2026-11-05T12:00:00.000Z',
      coinId: 'bitcoin',
      symbol: 'BTC',
      count,
      totalWorth: count * 44_000,
      profitLoss: null,
      note,
      addresses: [],
    });
    const rows = [
      tx('fix', -0.5, 'Correction (reverse): reverses 0.5 bitcoin of 2026-11-05'),
      tx('buy', 0.5, 'e2e buy · fee 12 USD included in the price'),
      tx('other', 1, null),
    ];
    const fake = fakeApi({ 'portfolio:transactions': () => live(rows) });
    const stores = createStores(fake.api);
    await stores.portfolio.transactions.load({ currency: 'USD', limit: 100 });
    const set = exportSets(stores).find((s) => s.id === 'transactions');
    const column = (header: string) => rows.map((r) => set?.columns.find((c) => c.header === header)?.get(r));
    expect(column('Note')).toEqual([
      'Correction (reverse): reverses 0.5 bitcoin of 2026-11-05',
      'e2e buy · fee 12 USD included in the price',
      null,
    ]);
    expect(column('Correction')).toEqual(['Correction', 'Reversed (by a correction)', null]);
  });
});
