// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioTransaction } from '../../../src/shared/domain/portfolio';
import { TransactionsTable } from '../../../src/renderer/src/views/portfolios/transactions-table';
import { fakeApi } from './helpers/fake-api';
import { live, meta, settings } from './helpers/fixtures';
import { renderWith } from './helpers/render';

afterEach(cleanup);

const tx = (id: string, type: string, count: number, totalWorth: number): PortfolioTransaction => ({
  id,
  type,
  date: `2026-11-0${id}T10:00:00.000Z`,
  coinId: 'ripple',
  symbol: 'XRP',
  count,
  totalWorth,
  profitLoss: null,
  note: null,
  addresses: [],
});

// As the service sends them: what leaves the portfolio has a negative count and a negative worth.
const rows = [tx('1', 'Buy', 1000, 500), tx('2', 'Sell', -1880.222, -3453.99), tx('3', 'Buy', 10, 20)];

function show() {
  const fake = fakeApi({ 'settings:get': () => live(settings()) });
  renderWith(<TransactionsTable rows={rows} currency="USD" meta={meta()} />, fake);
  return screen.getByRole('table', { name: 'Transactions' });
}

describe('the portfolio transactions table', () => {
  it('counts the transactions loaded, and how many of them the filter keeps', () => {
    show();
    expect(screen.getByText('3 transactions loaded. There are no more on the service.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Sell' } });
    expect(
      screen.getByText('1 of the 3 transactions loaded match the filter. There are no more on the service.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nothing like it' } });
    expect(
      within(screen.getByRole('table')).getByText('No transaction loaded so far matches the filter.'),
    ).toBeTruthy();
  });
});
