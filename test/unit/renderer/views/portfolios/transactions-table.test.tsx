// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import { TransactionsTable } from '../../../../../src/renderer/src/views/portfolios/transactions-table';
import { fakeApi } from '../../helpers/fake-api';
import { live, meta, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

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

function show(shown: readonly PortfolioTransaction[] = rows) {
  const fake = fakeApi({ 'settings:get': () => live(settings()) });
  renderWith(<TransactionsTable rows={shown} currency="USD" meta={meta()} />, fake);
  return screen.getByRole('table', { name: 'Transactions' });
}

describe('the portfolio transactions table', () => {
  it('names each coin with the icon the holdings carry, and a symbol disc for a coin no longer held', () => {
    const fake = fakeApi({ 'settings:get': () => live(settings()) });
    const sold = { ...tx('4', 'Sell', -2, -40), coinId: 'dogecoin', symbol: 'DOGE' };
    const icons = new Map([['ripple', 'https://static.coinstats.app/coins/ripple.png']]);
    renderWith(<TransactionsTable rows={[...rows, sold]} currency="USD" meta={meta()} icons={icons} />, fake);
    const table = screen.getByRole('table', { name: 'Transactions' });
    // One icon a row, in the coin's cell: ripple's from the holdings, DOGE (sold out) on its symbol's disc.
    expect(table.querySelectorAll('tbody tr').length).toBe(4);
    expect(table.querySelectorAll('tbody .fd-coin-icon').length).toBe(4);
    const discs = [...table.querySelectorAll('tbody [data-icon="placeholder"]')].map((d) => d.textContent);
    expect(discs.filter((letters) => letters === 'DOGE')).toHaveLength(1);
  });

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

  it("shows a sale's value as what it brought in, and sorts by size: the amount's sign says which way it went", () => {
    const table = show();
    const sale = within(table).getByText('Sell').closest('tr');
    expect(sale?.textContent).toContain('-1,880.222');
    expect(sale?.textContent).toContain('$3,453.99');
    expect(sale?.textContent).not.toContain('-$3,453.99');
    fireEvent.click(within(table).getByRole('button', { name: 'Value then' }));
    const values = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[4]?.textContent);
    expect(values()).toEqual(['$3,453.99', '$500.00', '$20.00']);
    fireEvent.click(within(table).getByRole('button', { name: 'Value then' }));
    expect(values()).toEqual(['$20.00', '$500.00', '$3,453.99']);
  });

  it('marks a correction and the entry it reverses, and shows their P/L as no gain or loss', () => {
    const btc = { coinId: 'bitcoin', symbol: 'BTC', date: '2026-11-05T10:00:00.000Z' };
    const table = show([
      { ...tx('1', 'Buy', 0.5, 70), ...btc, profitLoss: 43_977.5 },
      {
        ...tx('2', 'Sell', -0.5, -70),
        ...btc,
        profitLoss: -43_978.73,
        note: 'Correction (reverse): reverses 0.5 bitcoin of 2026-11-05',
      },
      { ...tx('3', 'Sell', -10, -20), profitLoss: -5.5 },
    ]);
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    const correction = row('Correction');
    expect(correction.textContent).toContain('Sell');
    expect(within(correction).getByText('Correction').title).toBe(
      'Correction (reverse): reverses 0.5 bitcoin of 2026-11-05',
    );
    // The service's figure stays, untoned, with why it is no loss.
    expect(correction.textContent).toContain('-$43,978.73offsets a reversed entry');
    expect(within(correction).getByText('-$43,978.73').className).not.toContain('fd-num--down');
    const original = row('Reversed');
    expect(original.textContent).toContain('+$43,977.50offset by its correction');
    expect(within(original).getByText('Reversed').title).toBe('Reversed by a correcting entry');
    // An ordinary sale's loss is still red, and heads the sort by P/L; the offsetting pair sorts last.
    const sale = row('-$5.50');
    expect(within(sale).getByText('-$5.50').className).toContain('fd-num--down');
    expect(sale.textContent).not.toContain('Correction');
    fireEvent.click(within(table).getByRole('button', { name: 'P/L' }));
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        // The coin's symbol as read aloud: its icon's disc letters are hidden from screen readers.
        .map((r) => r.querySelectorAll('td')[2]?.querySelector('[translate="no"]')?.lastChild?.textContent);
    expect(ids()).toEqual(['XRP', 'BTC', 'BTC']);
    fireEvent.click(within(table).getByRole('button', { name: 'P/L' }));
    expect(ids()).toEqual(['XRP', 'BTC', 'BTC']);
  });
});
