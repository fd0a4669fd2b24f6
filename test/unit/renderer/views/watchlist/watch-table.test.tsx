// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchRow } from '../../../../../src/renderer/src/stores/watch-rows';
import { WatchTable } from '../../../../../src/renderer/src/views/watchlist/watch-table';
import { fakeApi } from '../../helpers/fake-api';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

const row = (over: Partial<WatchRow>): WatchRow => ({
  kind: 'coin',
  id: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
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
