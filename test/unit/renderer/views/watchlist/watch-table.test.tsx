// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coin } from '../../../../../src/shared/domain/market';
import { coinRows, type WatchRow } from '../../../../../src/renderer/src/stores/watch-rows';
import { WatchTable } from '../../../../../src/renderer/src/views/watchlist/watch-table';
import { fakeApi } from '../../helpers/fake-api';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

const row = (over: Partial<WatchRow>): WatchRow => ({
  kind: 'coin',
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  icon: null,
  currency: 'USD',
  price: null,
  change24h: null,
  meta: null,
  error: null,
  ...over,
});

describe('a watchlist row without a price', () => {
  it('says a refused key in a few words (the app-wide notice says the rest), any other reason as it is', () => {
    const refused = {
      code: 'unauthorized' as const,
      status: 401,
      message: 'The service did not accept the API key (401). Check your API key in Settings.',
    };
    const rows = [
      row({ error: refused }),
      row({
        id: 'ethereum',
        name: 'Ethereum',
        error: { code: 'unavailable', message: 'Service unavailable (503).' },
      }),
      row({ id: 'cardano', name: 'Cardano' }),
    ];
    renderWith(<WatchTable caption="Watched coins" rows={rows} onRemove={() => {}} />, fakeApi());
    expect(screen.getByText('No price: the API key was refused')).toBeTruthy();
    expect(screen.queryByText(/did not accept the API key/)).toBeNull();
    expect(screen.getByText('No price: Service unavailable (503).')).toBeTruthy();
    expect(screen.getByText('No price yet')).toBeTruthy();
  });
});

describe('a watchlist row’s coin', () => {
  it('shows the coin’s icon beside its name, the address main fetches from the prices answer', async () => {
    const fake = fakeApi({ 'icons:get': iconsAnswer });
    const rows = [
      row({ icon: iconUrl('bitcoin') }),
      row({ id: 'cardano', name: 'Cardano', symbol: 'ADA', icon: null }),
    ];
    renderWith(<WatchTable caption="Watched coins" rows={rows} onRemove={() => {}} />, fake);
    const cell = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) });
    await waitFor(() => expect(cell('Bitcoin').querySelector('[data-icon="image"]')).not.toBeNull());
    // No address: the disc with the coin's symbol, so every row lines up the same.
    expect(cell('Cardano').querySelector('[data-icon="placeholder"]')?.textContent).toBe('ADA');
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [iconUrl('bitcoin')] }]);
  });

  it('gives a real-world asset no coin icon', () => {
    renderWith(
      <WatchTable
        caption="Watched assets"
        rows={[row({ kind: 'rwa', id: 'gold', name: 'Gold' })]}
        onRemove={() => {}}
      />,
      fakeApi(),
    );
    expect(screen.getByRole('rowheader', { name: /Gold/ }).querySelector('.fd-coin-icon')).toBeNull();
  });
});

describe('coinRows', () => {
  it('carries each coin’s icon address from the prices answer, none for a coin it did not price', () => {
    const btc = { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', icon: iconUrl('bitcoin') } as Coin;
    const watched = [
      { coinId: 'bitcoin', symbol: null, name: null, addedAt: 0 },
      { coinId: 'cardano', symbol: 'ADA', name: 'Cardano', addedAt: 1 },
    ];
    const rows = coinRows(watched, { value: [btc], meta: null, currency: 'USD' });
    expect(rows.map((r) => r.icon)).toEqual([iconUrl('bitcoin'), null]);
  });
});
