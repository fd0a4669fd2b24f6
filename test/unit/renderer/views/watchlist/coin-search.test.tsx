// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinSearch } from '../../../../../src/renderer/src/views/watchlist/coin-search';
import { fakeApi } from '../../helpers/fake-api';
import { bitcoin, live, meter, settings } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

// The Watchlist's search names each coin it found on its Watch button: with the coin's icon, as the table does.

afterEach(cleanup);

const solana = { ...bitcoin, id: 'solana', name: 'Solana', symbol: 'SOL', icon: iconUrl('solana') };
const sol2 = { ...bitcoin, id: 'sol2', name: 'Sol Two', symbol: 'SOL2', icon: null };

describe('the Watchlist’s coin search', () => {
  it('shows each match’s icon on its Watch button, the symbol’s disc when the answer has none', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'credits:meter': () => live(meter()),
      'credits:preview': () =>
        live({ credits: 2, usdc: null, needsConfirmation: false, explanation: 'GET /coins: 2 credits' }),
      'coins:list': () => live([solana, sol2]),
      'icons:get': iconsAnswer,
    });
    renderWith(<CoinSearch watched={[]} onAdd={() => {}} busy={false} />, fake);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a coin' }), { target: { value: 'sol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const watch = await screen.findByRole('button', { name: 'Watch Solana' });
    await waitFor(() => expect(watch.querySelector('[data-icon="image"]')).not.toBeNull());
    const other = screen.getByRole('button', { name: 'Watch Sol Two' });
    expect(other.querySelector('[data-icon="placeholder"]')?.textContent).toBe('SOL2');
    // The icon came with the search's own answer: nothing but main's image cache was asked for it.
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [iconUrl('solana')] }]);
  });
});
