// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioTransaction } from '../../../../../../src/shared/domain/portfolio';
import { ManualTransactions } from '../../../../../../src/renderer/src/views/portfolios/manage/manual-transactions';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../../../helpers/fake-api';
import { live, settings } from '../../../helpers/fixtures';
import { renderWith } from '../../../helpers/render';

afterEach(cleanup);

const buy: PortfolioTransaction = {
  id: 't1',
  type: 'Buy',
  date: '2026-11-05T12:00:00.000Z',
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: 1.5,
  totalWorth: 60_000,
  profitLoss: null,
  note: null,
  addresses: [],
};

/** The manual portfolio's rows as its card shows them, once its transactions are read. */
function Rows() {
  const { stores } = useFolio();
  useEffect(() => void stores.portfolio.transactions.load({ portfolioId: 'p1', currency: 'USD' }), [stores]);
  return <ManualTransactions portfolioId="p1" portfolioName="Main" />;
}

describe('the rows of a manual portfolio to edit', () => {
  it('reaches every loaded row: the count is the true total, and older rows come a page at a time', async () => {
    // 45 buys, one a day, the newest first as the service lists them.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      ...buy,
      id: `t${i}`,
      count: i + 1,
      date: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
    }));
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:transactions': () => live(rows),
    });
    renderWith(<Rows />, fake);
    expect(await screen.findByText('Edit transactions (45)')).toBeTruthy();
    const oldest = 'Edit Buy 45 BTC on Oct 7, 2026';
    expect(screen.queryByRole('button', { name: oldest })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more (20 of 45 shown)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more (40 of 45 shown)' }));
    expect(screen.getByRole('button', { name: oldest })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
  });
});

describe('reversing a manual transaction', () => {
  it("says the correcting entry takes the original's date and price, not today's", async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:transactions': () => live([buy]),
      'credits:preview': () =>
        live({ credits: 4, usdc: null, needsConfirmation: false, explanation: '4 credits' }),
    });
    renderWith(<Rows />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse Buy 1.5 BTC on Nov 5, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse transaction' });
    expect(dialog.textContent).toContain(
      'Folio Desk records a correcting entry of the opposite amount, dated Nov 5, 2026 at this transaction’s price (not today’s), so holdings and value come back as they were.',
    );
    expect(dialog.textContent).not.toContain('its own date');
  });

  it('marks a row already reversed and offers neither Edit nor Reverse on it again, nor on the correction', async () => {
    const correction: PortfolioTransaction = {
      ...buy,
      id: 't2',
      type: 'Sell',
      count: -1.5,
      note: 'Correction (reverse): reverses 1.5 bitcoin of 2026-11-05',
    };
    const other: PortfolioTransaction = { ...buy, id: 't3', count: 0.25, date: '2026-11-06T12:00:00.000Z' };
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:transactions': () => live([correction, other, buy]),
    });
    renderWith(<Rows />, fake);
    // Folded: the summary says how many rows it holds.
    const summary = await screen.findByText('Edit transactions (3)');
    expect(summary.closest('details')?.open).toBe(false);
    const reversed = screen.getByText('Buy 1.5 BTC on Nov 5, 2026').closest('li');
    expect(reversed?.textContent).toContain('Reversed by a correcting entry');
    expect(reversed?.querySelectorAll('button')).toHaveLength(0);
    const entry = screen.getByText('Sell 1.5 BTC on Nov 5, 2026').closest('li');
    expect(entry?.textContent).toContain('Correcting entry');
    expect(entry?.querySelectorAll('button')).toHaveLength(0);
    // A row nothing reverses keeps both.
    expect(screen.getByRole('button', { name: 'Reverse Buy 0.25 BTC on Nov 6, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Buy 0.25 BTC on Nov 6, 2026' })).toBeTruthy();
  });
});
