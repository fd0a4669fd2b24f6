// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HoldingsTable } from '../../../../../src/renderer/src/views/portfolios/holdings-table';
import { fakeApi } from '../../helpers/fake-api';
import { holdings, meta as metaOf } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

// The holdings table's per-coin figures and detail: the service's figures as sent, "—" where it sent none, and
// the share of the portfolio, the one figure computed here.

afterEach(cleanup);

const meta = metaOf();

function figuresOf(dialog: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...dialog.querySelectorAll('.fd-holding-detail__row')].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

describe('HoldingsTable', () => {
  it('shows each coin’s share, 24h change and 24h P/L, with "—" for what the service did not send', () => {
    renderWith(<HoldingsTable rows={holdings} currency="USD" meta={meta} />, fakeApi());
    const table = screen.getByRole('table', { name: 'Holdings' });
    const row = (name: string) =>
      within(table)
        .getByRole('button', { name: new RegExp(name) })
        .closest('tr')!;
    const cells = (name: string) => [...row(name).querySelectorAll('td')].map((td) => td.textContent);
    // Bitcoin 39,004.80 and Ethereum 9,208.77 of 48,213.57; Solana is worth nothing and has no share.
    expect(cells('Bitcoin').slice(4, 7)).toEqual(['80.9%', '+1.20%', '+$462.10']);
    expect(cells('Ethereum').slice(4, 7)).toEqual(['19.1%', '-0.80%', '—']);
    expect(cells('Solana')[4]).toBe('—');
  });

  it('marks a coin without an icon by its whole symbol, so Tether and USD Coin differ', () => {
    const coin = (symbol: string, name: string) => ({
      ...holdings[0]!,
      coinId: name,
      symbol,
      name,
      icon: null,
    });
    const rows = [coin('USDT', 'Tether'), coin('USDC', 'USD Coin'), coin('MATIC', 'Polygon')];
    renderWith(<HoldingsTable rows={rows} currency="USD" meta={meta} />, fakeApi());
    const table = screen.getByRole('table', { name: 'Holdings' });
    const letters = [...table.querySelectorAll('[data-icon="placeholder"]')].map((p) => p.textContent);
    // A longer symbol is cut to three letters; it is written in full beside the disc.
    expect(letters).toEqual(['USDT', 'USDC', 'MAT']);
  });

  it('opens a coin’s detail from its button with every figure, "—" where none was sent', () => {
    renderWith(<HoldingsTable rows={holdings} currency="USD" meta={meta} />, fakeApi());
    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(figuresOf(dialog)).toEqual({
      Amount: '2.5',
      Price: '$3,683.51',
      Value: '$9,208.77',
      'Share of portfolio': '19.1%',
      'Average buy price': '—',
      'Average sell price': '—',
      'Price change 1h': '—',
      'Price change 24h': '-0.80%',
      'Price change 7d': '—',
      'P/L 24h': '— —',
      'Unrealized P/L': '—',
      'Realized P/L': '—',
      'All-time P/L': '— —',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
  });
});
