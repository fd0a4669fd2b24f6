// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PeriodTable } from '../../../../../src/renderer/src/components/returns/period-table';
import { ReturnsCard } from '../../../../../src/renderer/src/components/returns/returns-card';
import { live } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';
import { returnsService, start } from '../../helpers/returns-fixtures';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';

const service = returnsService;

afterEach(cleanup);

describe('the Returns card', () => {
  it('shows the time- and money-weighted returns with BTC, ETH and the chain behind the first', async () => {
    renderWith(<ReturnsCard />, service());
    const card = await screen.findByRole('region', { name: 'Returns' });
    await waitFor(() => expect(card.textContent).toContain('+4.50%'));
    // The money went in before the loss: the money-weighted figure is a loss where the time-weighted one gains.
    const mwr = within(card).getByText('Money-weighted return').closest('.fd-returns__figure');
    expect(mwr?.querySelector('.fd-num--down')).not.toBeNull();
    // BTC per the chart: 100 / 0.002 = 50,000 to 1,054.5 / 0.0201 = 52,462.69: +4.93 %.
    const btc = within(card).getByText('BTC').closest('.fd-returns__figure');
    expect(btc?.textContent).toContain('+4.93%');
    fireEvent.click(within(card).getByText('How the time-weighted return was computed'));
    const details = within(card).getByText('How the time-weighted return was computed').closest('details');
    if (details) {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    }
    const chain = await within(card).findByRole('table', { name: 'Chained periods' });
    const rows = within(chain).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['+10.00%', '+4.50%']);
    // Each input says how old it is.
    expect(card.textContent).toMatch(/2 daily periods, read 1 min/);
  });

  it('prices each range before a press sends its reads', async () => {
    const fake = service();
    fake.answer('credits:preview', (call) =>
      live({
        credits: call.channel === 'portfolio:plHistory' ? 25 : 10,
        usdc: null,
        explanation: 'priced',
        needsConfirmation: false,
      }),
    );
    renderWith(<ReturnsCard />, fake);
    const card = await screen.findByRole('region', { name: 'Returns' });
    // One badge for the group: the P/L history (25) and the chart (10) each range reads.
    await waitFor(() => expect(card.querySelector('.fd-cost')?.textContent ?? '').toMatch(/35 credits/));
    expect(fake.callsTo('portfolio:plHistory')).toEqual([
      { portfolioId: undefined, currency: 'USD', interval: 'daily', range: '1m' },
    ]);
  });
});

/** Portfolios' card on portfolio p1 beside Overview's card of every portfolio, as the two views hold them. */
function BothCards() {
  const { stores } = useFolio();
  useState(() => stores.portfolio.ui.setState({ selectedId: 'p1' }));
  return (
    <>
      <ReturnsCard />
      <ReturnsCard scope={{ stores: stores.overview.returns, portfolioId: undefined }} />
    </>
  );
}

describe('the Returns card on Overview', () => {
  it('shows every portfolio together, whatever Portfolios has chosen, with a range of its own', async () => {
    const fake = service();
    renderWith(<BothCards />, fake);
    const [chosen, overview] = await screen.findAllByRole('region', { name: 'Returns' });
    if (!chosen || !overview) throw new Error('two cards expected');
    await waitFor(() => expect(overview.textContent).toContain('+4.50%'));
    expect(within(overview).getByText('Money-weighted return')).toBeTruthy();
    type Whose = { portfolioId?: string; range?: string };
    const pl = () => (fake.callsTo('portfolio:plHistory') as Whose[]).map((c) => [c.portfolioId, c.range]);
    await waitFor(() =>
      expect(pl()).toEqual(
        expect.arrayContaining([
          ['p1', '1m'],
          [undefined, '1m'],
        ]),
      ),
    );
    expect((fake.callsTo('portfolio:transactions') as Whose[]).map((c) => c.portfolioId)).toEqual(
      expect.arrayContaining(['p1', undefined]),
    );
    // A range chosen on Overview reads every portfolio's 3M, and leaves Portfolios' card on 1M.
    fireEvent.click(within(overview).getByRole('radio', { name: '3M' }));
    await waitFor(() => expect(pl()).toContainEqual([undefined, '3m']));
    expect(pl()).not.toContainEqual(['p1', '3m']);
    expect(within(chosen).getByRole('radio', { name: '1M' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('the period table', () => {
  it('lays months out by year, coloured by sign with the sign in the text', async () => {
    renderWith(<PeriodTable />, service());
    const table = await screen.findByRole('table', { name: 'Returns by month and year' });
    const year = new Date(start).getUTCFullYear();
    const row = within(table)
      .getByRole('rowheader', { name: String(year) })
      .closest('tr');
    const november = row?.children[11];
    expect(november?.textContent).toMatch(/^\+4\.50%/);
    expect(november?.className).toContain('fd-period--up');
    expect(row?.children[1]?.textContent).toBe('');
  });
});
