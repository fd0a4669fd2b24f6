// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchedCoinsQuery } from '../../../../../src/shared/contract/watchlist';
import type { Coin } from '../../../../../src/shared/domain/market';
import type { RwaAssetDetail } from '../../../../../src/shared/domain/rwa';
import { FolioProvider } from '../../../../../src/renderer/src/stores/folio-context';
import { WATCH_UNDO_MS } from '../../../../../src/renderer/src/views/watchlist/delayed-removal';
import { WatchlistView } from '../../../../../src/renderer/src/views/watchlist/watchlist-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { clock, failed, live, meter, NOW, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';
import { tipSaying } from '../../helpers/cost-tip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bitcoin: Coin = {
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  icon: null,
  rank: 1,
  price: 81234.5,
  priceChange1h: 0.1,
  priceChange1d: -1.25,
  priceChange1w: 3,
  marketCap: null,
  volume: null,
};
const solana: Coin = { ...bitcoin, id: 'solana', name: 'Solana', symbol: 'SOL', rank: 5, price: 131.2 };
const gold: RwaAssetDetail = {
  id: 'gold',
  name: 'Gold',
  symbol: 'XAU',
  assetType: 'commodity',
  currency: 'EUR',
  updatedAt: null,
  isStale: false,
  price: {
    available: true,
    tokenizedPrice: 2301.5,
    tokenizedMarketCap: null,
    tokenizedVolume24h: null,
    change24h: 0.5,
  },
  metadata: { available: false, description: null, imageUrl: null, website: null, issuers: [] },
  markets: { available: false, count: 0 },
  history: { available: false, availableFrom: null },
};
const watched = [
  { coinId: 'bitcoin', symbol: null, name: null, addedAt: 0 },
  { coinId: 'cardano', symbol: 'ADA', name: 'Cardano', addedAt: 1 },
];

const responders = (over: Responders = {}): Responders => ({
  'settings:get': () => live(settings({ baseCurrency: 'EUR' })),
  'credits:meter': () => live(meter()),
  'credits:preview': () =>
    live({ credits: 2, usdc: null, needsConfirmation: false, explanation: 'GET /coins: 2 credits' }),
  'watchlist:coins': () => live(watched),
  // Two hours old, past its freshness: the cache's answer, marked stale.
  'coins:list': (input) =>
    input.name
      ? live([solana])
      : live([bitcoin], { source: 'cache', fetchedAt: NOW - 2 * 3_600_000, stale: true, credits: 0 }),
  'rwa:watchlist': () => live(['gold']),
  'rwa:asset': () => live(gold, { fetchedAt: NOW - 5 * 60_000 }),
  ...over,
});

const row = (table: HTMLElement, name: RegExp) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }) !== null);

describe('the Watchlist view', () => {
  it('prices the watched coins with the request the tray shares, in the currency and locale of the user', async () => {
    const fake = fakeApi(responders());
    renderWith(<WatchlistView />, fake, 'de-DE');
    const table = await screen.findByRole('table', { name: 'Watched coins' });
    await waitFor(() => expect(row(table, /Bitcoin/)?.textContent).toContain('81.234,50'));
    const btc = row(table, /Bitcoin/) as HTMLElement;
    expect(btc.textContent).toContain('€');
    expect(btc.textContent).toContain('-1,25');
    // Two hours old and past its freshness: the age says so, and so does the badge.
    expect(within(btc).getByText(/2 hr\. ago/)).toBeTruthy();
    expect(within(btc).getByText('Stale')).toBeTruthy();
    // A watched coin the answer did not price is listed, without a made-up price.
    expect(row(table, /Cardano/)?.textContent).toContain('No price yet');
    expect(fake.callsTo('coins:list')).toEqual([watchedCoinsQuery(['bitcoin', 'cardano'], 'EUR')]);

    const assets = screen.getByRole('table', { name: 'Watched real-world assets' });
    const xau = row(assets, /Gold/) as HTMLElement;
    expect(xau.textContent).toContain('2.301,50');
    expect(within(xau).getByText(/5 min\. ago/)).toBeTruthy();
    expect(within(xau).queryByText('Stale')).toBeNull();
  });

  it('searches only when asked, and adds the coin found with its name and symbol', async () => {
    const fake = fakeApi(
      responders({
        'watchlist:addCoin': (input) =>
          live([...watched, { coinId: input.coinId, symbol: 'SOL', name: 'Solana', addedAt: NOW }]),
      }),
    );
    renderWith(<WatchlistView />, fake);
    await screen.findByRole('table', { name: 'Watched coins' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a coin' }), { target: { value: 'sol' } });
    // Typing asks for the price of the search, never the search itself.
    expect(fake.callsTo('coins:list').filter((input) => (input as { name?: string }).name)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const watch = await screen.findByRole('button', { name: 'Watch Solana' });
    watch.focus();
    fireEvent.click(watch);
    await screen.findByText('Solana added to the watchlist.');
    // The button pressed is disabled now: the keyboard is back in the search field, not on the page's body.
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Find a coin' }));
    // Its search result is greyed now, and says why.
    const result = await screen.findByRole('button', { name: 'Solana is watched' });
    expect((result as HTMLButtonElement).disabled).toBe(true);
    expect(result.parentElement?.textContent).toContain('on your watchlist');
    expect(fake.callsTo('watchlist:addCoin')).toEqual([{ coinId: 'solana', symbol: 'SOL', name: 'Solana' }]);
    expect(fake.callsTo('coins:list')).toContainEqual({ name: 'sol', currency: 'EUR', limit: 10 });
    await waitFor(() =>
      expect(fake.callsTo('coins:list')).toContainEqual(
        watchedCoinsQuery(['bitcoin', 'cardano', 'solana'], 'EUR'),
      ),
    );
  });

  it('prices each Watch button before the click as the prices read that adding the coin makes', async () => {
    // Main's preview: the watched coins' prices read with Solana added is 2 credits; a search of "sol" is cached.
    const withSolana = watchedCoinsQuery(['bitcoin', 'cardano', 'solana'], 'EUR');
    const fake = fakeApi(
      responders({
        'credits:preview': ({ input }) =>
          live(
            JSON.stringify(input) === JSON.stringify(withSolana)
              ? { credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits for GET /coins' }
              : { credits: 0, usdc: null, needsConfirmation: false, explanation: 'cached' },
          ),
        'watchlist:addCoin': (input) =>
          live([...watched, { coinId: input.coinId, symbol: 'SOL', name: 'Solana', addedAt: NOW }]),
      }),
    );
    renderWith(<WatchlistView />, fake);
    await screen.findByRole('table', { name: 'Watched coins' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a coin' }), { target: { value: 'sol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const watch = await screen.findByRole('button', { name: 'Watch Solana' });
    // One badge for the Watch buttons; the sentence and each coin's price are in its tooltip.
    const results = screen.getByRole('search', { name: 'Find a coin to watch' }).parentElement as HTMLElement;
    const tip = await tipSaying(results, 'Watching a coin reads its price: 2 credits a coin');
    expect(tip.textContent).toContain('Solana: 2 credits');
    expect(within(results).getAllByText('2 credits')).toHaveLength(1);
    expect(watch.getAttribute('title')).toBeNull();
    fireEvent.click(watch);
    // The read priced is the read made.
    await waitFor(() => expect(fake.callsTo('coins:list')).toContainEqual(withSolana));
    // Watched now: nothing left to price.
    await screen.findByRole('button', { name: 'Solana is watched' });
    expect(
      within(results)
        .queryAllByRole('tooltip')
        .filter((t) => t.textContent?.startsWith('Watching a coin')),
    ).toEqual([]);
  });

  it('shows the price of a search before anything is typed, and the searched name’s own price after', async () => {
    // Main's preview: "sol" was searched and is cached; any other name is a 2-credit read of the coins list.
    const fake = fakeApi(
      responders({
        'credits:preview': ({ input }) =>
          live(
            (input as { name?: string }).name === 'sol'
              ? { credits: 0, usdc: null, needsConfirmation: false, explanation: 'cached (updated just now)' }
              : { credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits for GET /coins' },
          ),
      }),
    );
    renderWith(<WatchlistView />, fake);
    const search = await screen.findByRole('search', { name: 'Find a coin to watch' });
    expect(await within(search).findByText('2 credits')).toBeTruthy();
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Find a coin' }), {
      target: { value: 'sol' },
    });
    expect(await within(search).findByText('0 credits')).toBeTruthy();
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Find a coin' }), {
      target: { value: 'solana' },
    });
    expect(await within(search).findByText('2 credits')).toBeTruthy();
  });

  it('calls removing a coin and removing an asset by one word, naming the entry', async () => {
    renderWith(<WatchlistView />, fakeApi(responders()));
    const coins = await screen.findByRole('table', { name: 'Watched coins' });
    const assets = screen.getByRole('table', { name: 'Watched real-world assets' });
    expect(within(coins).getByRole('button', { name: 'Remove Bitcoin' }).textContent).toBe('Remove');
    expect(within(assets).getByRole('button', { name: 'Remove Gold' }).textContent).toBe('Remove');
  });

  it('counts the matches of the name in the search box only, also after leaving the view', async () => {
    const fake = fakeApi(responders());
    const view = renderWith(<WatchlistView />, fake);
    await screen.findByRole('table', { name: 'Watched coins' });
    const box = () => screen.getByRole('searchbox', { name: 'Find a coin' });
    fireEvent.change(box(), { target: { value: 'sol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 coin named like “sol”');
    fireEvent.change(box(), { target: { value: '' } });
    expect(screen.queryByText(/named like/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch Solana' })).toBeNull();

    // Another view, then back: the box holds the name its matches answer.
    fireEvent.change(box(), { target: { value: 'sol' } });
    const inProvider = (ui: ReactElement) => (
      <FolioProvider api={fake.api} now={clock} locale="en-US">
        {ui}
      </FolioProvider>
    );
    act(() => view.rerender(inProvider(<p>Another view</p>)));
    act(() => view.rerender(inProvider(<WatchlistView />)));
    expect((box() as HTMLInputElement).value).toBe('sol');
    expect(screen.getByText('1 coin named like “sol”')).toBeTruthy();
  });

  it('says why a coin could not be added, and keeps the list as it was', async () => {
    const message = 'The coin watchlist holds at most 50 coins: remove one first.';
    const fake = fakeApi(
      responders({ 'watchlist:addCoin': () => ({ ok: false, error: { code: 'invalid_input', message } }) }),
    );
    renderWith(<WatchlistView />, fake);
    await screen.findByRole('table', { name: 'Watched coins' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a coin' }), { target: { value: 'sol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Watch Solana' }));
    expect(await screen.findByText(new RegExp(message))).toBeTruthy();
    const coins = screen.getByRole('table', { name: 'Watched coins' });
    expect(within(coins).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  });

  it('removes a coin after a few seconds, until then Undo puts it back where it was', async () => {
    const fake = fakeApi(
      responders({
        'watchlist:removeCoin': () =>
          live([{ coinId: 'cardano', symbol: 'ADA', name: 'Cardano', addedAt: 1 }]),
      }),
    );
    renderWith(<WatchlistView />, fake);
    const table = await screen.findByRole('table', { name: 'Watched coins' });
    await waitFor(() => expect(row(table, /Bitcoin/)).toBeTruthy());
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Bitcoin' }));
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Bitcoin removed from the watchlist.Undo'),
    ).toBe(true);
    expect(names()).toEqual([expect.stringMatching(/Cardano/)]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    // Back in its place, first, and nothing was sent.
    expect(names()).toEqual([expect.stringMatching(/Bitcoin/), expect.stringMatching(/Cardano/)]);
    expect(screen.getByText('Bitcoin is back on the watchlist.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATCH_UNDO_MS);
    });
    expect(fake.callsTo('watchlist:removeCoin')).toEqual([]);

    // Removed again and left alone: the removal is saved once its Undo has expired.
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Bitcoin' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATCH_UNDO_MS);
    });
    expect(fake.callsTo('watchlist:removeCoin')).toEqual([{ coinId: 'bitcoin' }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(names()).toEqual([expect.stringMatching(/Cardano/)]);
  });

  it('saves a waiting removal of an asset at once when the view is left', async () => {
    const fake = fakeApi(responders({ 'rwa:watch': () => live([]) }));
    const view = renderWith(<WatchlistView />, fake);
    const assets = await screen.findByRole('table', { name: 'Watched real-world assets' });
    fireEvent.click(within(assets).getByRole('button', { name: 'Remove Gold' }));
    expect(
      screen.getByText('No assets watched yet: press ☆ beside an asset in the', { exact: false }),
    ).toBeTruthy();
    expect(fake.callsTo('rwa:watch')).toEqual([]);
    view.unmount();
    expect(fake.callsTo('rwa:watch')).toEqual([{ rwaId: 'gold', watched: false }]);
  });
});

describe('Retry on a Watchlist card', () => {
  it('asks again for coin prices held after going unanswered, and does not read the assets again', async () => {
    let held = true;
    const fake = fakeApi(
      responders({
        'coins:list': () =>
          held ? failed({ code: 'held', message: 'Not sent again by itself.' }) : live([bitcoin]),
      }),
    );
    renderWith(<WatchlistView />, fake);
    const card = (await screen.findByRole('heading', { name: 'Coins' })).closest('section') as HTMLElement;
    await within(card).findByText(/Press Retry to ask again now/);
    await screen.findByRole('table', { name: 'Watched real-world assets' });
    const assetReads = fake.callsTo('rwa:asset').length;
    held = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fake.callsTo('coins:list').at(-1)).toMatchObject({ refresh: true }));
    await within(card).findByRole('table', { name: 'Watched coins' });
    expect(fake.callsTo('rwa:asset')).toHaveLength(assetReads);
  });
});
