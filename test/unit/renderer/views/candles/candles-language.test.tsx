// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandlesView } from '../../../../../src/renderer/src/views/candles/candles-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, screenResponders } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));
afterEach(cleanup);

// The Candles view in the user's language: its form, its choices, what to fix and the pair list's count, whose
// plural follows the number ("1 pair", "1 Paar").

function responders(): Responders {
  return {
    ...screenResponders(3),
    'tickers:markets': (q) =>
      live({
        exchange: q.exchange,
        page: 1,
        hasNextPage: false,
        total: 1,
        pairs: [
          {
            exchange: q.exchange,
            pair: 'BTC/USDT',
            base: 'BTC',
            quote: 'USDT',
            pairPrice: 1,
            volumeUsd: 5e8,
          },
        ],
      }),
  } satisfies Responders;
}

describe('the Candles view in another language', () => {
  it('names its form and choices in German, says what to fix, and counts one pair in the singular', async () => {
    renderIn('de', <CandlesView />, fakeApi(responders()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kerzen' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Zeitspanne' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rollierender Zeitraum' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Letzte Woche' })).toBeTruthy();

    const pair = screen.getByRole('combobox', { name: 'Paar' });
    fireEvent.focus(pair);
    expect(await screen.findByText(/^1 Paar auf Binance \(gelesen /)).toBeTruthy();

    fireEvent.change(pair, { target: { value: 'ETH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kerzen anzeigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Geben Sie ein Paar als BASIS/KURS ein, etwa BTC/USDT.',
    );
  });

  it('counts one pair in the singular in English', async () => {
    renderWith(<CandlesView />, fakeApi(responders()));
    fireEvent.focus(screen.getByRole('combobox', { name: 'Pair' }));
    await waitFor(() => expect(screen.getByText(/^1 pair on Binance \(read /)).toBeTruthy());
  });
});
