// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HoldingsTable } from '../../../../../src/renderer/src/views/portfolios/holdings-table';
import { fakeApi } from '../../helpers/fake-api';
import { holdings, live, meta as metaOf, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

// The holdings table's per-coin figures: the service's figures as sent, "—" where it sent none, and the share of
// the portfolio, the one figure computed here; each coin's name leads to its page.

afterEach(cleanup);

const meta = metaOf();

describe('HoldingsTable', () => {
  it('shows each coin’s share, 24h change and 24h P/L, with "—" for what the service did not send', () => {
    renderWith(<HoldingsTable rows={holdings} currency="USD" meta={meta} />, fakeApi());
    const table = screen.getByRole('table', { name: 'Holdings' });
    const row = (name: string) =>
      within(table)
        .getByRole('link', { name: new RegExp(name) })
        .closest('tr')!;
    const cells = (name: string) => [...row(name).querySelectorAll('td')].map((td) => td.textContent);
    // Bitcoin 39,004.80 and Ethereum 9,208.77 of 48,213.57; Solana is worth nothing and has no share.
    expect(cells('Bitcoin').slice(4, 7)).toEqual(['80.9%', '+1.20%', '+$462.10']);
    expect(cells('Ethereum').slice(4, 7)).toEqual(['19.1%', '-0.80%', '—']);
    expect(cells('Solana')[4]).toBe('—');
  });

  it('marks likely spam, and leaves it out of the shares once the user left it out of the totals', async () => {
    // An airdropped look-alike priced at millions would otherwise take 97.6% of the shares.
    const spam = {
      ...holdings[0]!,
      coinId: 'fake-usdc',
      symbol: 'USDC-BONUS',
      name: 'USDC Bonus',
      value: 2_000_000,
      isFake: true,
    };
    const fake = fakeApi({ 'settings:get': () => live(settings({ likelySpamInTotals: false })) });
    renderWith(<HoldingsTable rows={[...holdings, spam]} currency="USD" meta={meta} />, fake);
    const table = screen.getByRole('table', { name: 'Holdings' });
    const row = (name: string) =>
      within(table)
        .getByRole('link', { name: new RegExp(name) })
        .closest('tr')!;
    const share = (name: string) => row(name).querySelectorAll('td')[4]?.textContent;
    await waitFor(() => expect(share('Bitcoin')).toBe('80.9%'));
    expect(share('Ethereum')).toBe('19.1%');
    expect(share('USDC Bonus')).toBe('—');
    expect(within(row('USDC Bonus')).getByText('Likely spam')).toBeTruthy();
    expect(within(row('Bitcoin')).queryByText('Likely spam')).toBeNull();
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

  it('links each coin to its own page, where Back returns', () => {
    renderWith(<HoldingsTable rows={holdings} currency="USD" meta={meta} />, fakeApi());
    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(
      within(table)
        .getByRole('link', { name: /Ethereum/ })
        .getAttribute('href'),
    ).toBe('#coin/ethereum');
    expect(
      within(table)
        .getByRole('link', { name: /Bitcoin/ })
        .getAttribute('href'),
    ).toBe('#coin/bitcoin');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
