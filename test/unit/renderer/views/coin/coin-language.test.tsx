// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import { CoinView } from '../../../../../src/renderer/src/views/coin/coin-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { bitcoin, chartPoints, holdings, live, screenResponders } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The coin page in the user's language: its cards, figures' terms, table and actions in German and French; the
// coin's name and ticker stay as the service names them.

const buy: PortfolioTransaction = {
  id: 't1',
  type: 'Buy',
  date: '2026-11-05T10:00:00.000Z',
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: 0.3,
  totalWorth: 12000,
  profitLoss: 1234.5,
  note: null,
  addresses: [],
};

function responders(): Responders {
  return {
    ...screenResponders(3),
    'coins:get': ({ coinId }) => live({ ...bitcoin, id: coinId }),
    'coins:chart': ({ coinId, range }) => live({ coinId, range, points: chartPoints }),
    'portfolio:coins': () => live(holdings),
    'portfolio:transactions': () => live([buy]),
    'watchlist:coins': () => live([]),
  } satisfies Responders;
}

beforeEach(() => {
  location.hash = '#coin/bitcoin';
});
afterEach(() => {
  cleanup();
  location.hash = '';
});

describe('the coin page in another language', () => {
  it('names its cards, figures, columns and actions in German', async () => {
    renderIn('de', <CoinView coinId="bitcoin" />, fakeApi(responders()));
    const holding = await screen.findByRole('region', { name: 'Ihr Bestand' });
    expect(await within(holding).findByText('Durchschnittlicher Einstandspreis')).toBeTruthy();
    expect(within(holding).getByText('Realisierter G/V')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Transaktionen' });
    const table = await within(card).findByRole('table', { name: 'Transaktionen dieses Coins' });
    expect(within(table).getByText('Kauf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Beobachten' }).getAttribute('title')).toBe(
      'Bitcoin zur Beobachtungsliste hinzufügen',
    );
    expect(screen.getByRole('button', { name: 'Kerzen öffnen' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Anzeigen in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Bitcoin');
  });

  it('says in French that the coin is not held', async () => {
    renderIn('fr', <CoinView coinId="dogecoin" />, fakeApi(responders()));
    expect(await screen.findByText(/^Vous ne détenez pas de .+ dans vos portefeuilles\.$/)).toBeTruthy();
  });
});
