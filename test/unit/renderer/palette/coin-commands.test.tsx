// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../src/renderer/src/palette/command-palette';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../helpers/fake-api';
import { bitcoin, holdings, live, meta, settings } from '../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../helpers/icons';
import { renderWith } from '../helpers/render';

// The palette's coin rows show each coin's icon beside its name: a watched coin's from the prices the views have
// read, a held coin's from its holding; none of them is a read of its own.

afterEach(cleanup);

/** The watched coins' prices and a portfolio's coins, read by the views before the palette opens. */
function ReadCoins() {
  const { stores } = useFolio();
  useEffect(() => {
    void stores.watchlist.prices.load({ coinIds: ['bitcoin', 'cardano'], currency: 'USD', limit: 2 });
    const eth = { ...holdings[1]!, icon: iconUrl('ethereum') };
    stores.portfolio.coins.put([eth], meta());
  }, [stores]);
  return null;
}

describe('the palette’s coins', () => {
  it('show each coin’s icon beside its name, the symbol’s disc where no icon is known', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:list': () => live([]),
      'wallet:list': () => live([]),
      'rwa:watchlist': () => live([]),
      'watchlist:coins': () =>
        live([
          { coinId: 'bitcoin', symbol: null, name: null, addedAt: 0 },
          { coinId: 'cardano', symbol: 'ADA', name: 'Cardano', addedAt: 1 },
        ]),
      'coins:list': () => live([{ ...bitcoin, icon: iconUrl('bitcoin') }]),
      'credits:preview': () => live({ credits: 0, usdc: null, needsConfirmation: false, explanation: '' }),
      'icons:get': iconsAnswer,
    });
    renderWith(
      <>
        <ReadCoins />
        <CommandPalette views={[{ id: 'watchlist', label: 'Watchlist' }]} />
      </>,
      fake,
    );
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    const option = (name: RegExp) => screen.getByRole('option', { name });
    await screen.findByText('Bitcoin (BTC)');
    await waitFor(() => expect(option(/Bitcoin/).querySelector('[data-icon="image"]')).not.toBeNull());
    await waitFor(() => expect(option(/Ethereum/).querySelector('[data-icon="image"]')).not.toBeNull());
    expect(option(/Cardano/).querySelector('[data-icon="placeholder"]')?.textContent).toBe('ADA');
    // Views and actions name no coin: no icon there.
    expect(option(/Watchlist/).querySelector('.fd-coin-icon')).toBeNull();
    const asked = fake.callsTo('icons:get').flatMap((c) => (c as { urls: string[] }).urls);
    expect(asked.sort()).toEqual([iconUrl('bitcoin'), iconUrl('ethereum')]);
  });
});
