// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coin } from '../../../../../src/shared/domain/market';
import { WatchlistView } from '../../../../../src/renderer/src/views/watchlist/watchlist-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, screenResponders } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

// The Watchlist view in the user's language: its cards, table, search and what a change did, in German and
// Arabic (with the Arabic plural of the matches); the coins' names and tickers stay as the service names them.

afterEach(cleanup);

const coin = (id: string, name: string, symbol: string): Coin => ({
  id,
  name,
  symbol,
  icon: null,
  rank: 1,
  price: 100,
  priceChange1h: 0,
  priceChange1d: 1,
  priceChange1w: 2,
  marketCap: null,
  volume: null,
});
const bitcoin = coin('bitcoin', 'Bitcoin', 'BTC');

const responders = (): Responders => ({
  ...screenResponders(2),
  'watchlist:coins': () => live([{ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', addedAt: 0 }]),
  'coins:list': (input) =>
    input.name
      ? live([coin('solana', 'Solana', 'SOL'), coin('solana-x', 'Solana X', 'SOLX')])
      : live([bitcoin]),
  'rwa:watchlist': () => live([]),
  'watchlist:removeCoin': () => live([]),
});

const view = (language: 'de' | 'ar') => (
  <>
    <InLanguage language={language} />
    <WatchlistView />
  </>
);

describe('the Watchlist view in another language', () => {
  it('names its cards, columns and buttons in German, and says a removal in German', async () => {
    renderWith(view('de'), fakeApi(responders()));
    const table = await screen.findByRole('table', { name: 'Beobachtete Coins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Kurs', '24 Std.', 'Aktualisiert', 'Aktionen']);
    // As a screen reader names the row: the icon's disc beside the name is decorative.
    expect(within(table).getByRole('rowheader', { name: 'Bitcoin BTC' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reale Vermögenswerte' })).toBeTruthy();
    expect(screen.getByText(/^Noch keine Vermögenswerte beobachtet/).querySelector('a')?.textContent).toBe(
      'RWA',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Bitcoin entfernen' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Bitcoin von der Beobachtungsliste entfernt.Rückgängig',
    );
  });

  it('counts the matches of a search with the Arabic plural', async () => {
    renderWith(view('ar'), fakeApi(responders()));
    const box = await screen.findByRole('searchbox', { name: 'ابحث عن عملة' });
    fireEvent.change(box, { target: { value: 'Solana' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect((await screen.findByText(/باسم مثل/)).textContent).toBe('عملتان باسم مثل «Solana»');
  });
});
