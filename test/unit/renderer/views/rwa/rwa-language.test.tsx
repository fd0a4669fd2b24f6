// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RwaAssetRow } from '../../../../../src/shared/domain/rwa';
import { RwaView } from '../../../../../src/renderer/src/views/rwa/rwa-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, meter, settings } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The Real-world assets view in the user's language: its cards, figures, columns, filters and the count of assets
// by type, each count with its own plural; the assets' names and symbols stay as the service names them.

const gold: RwaAssetRow = {
  id: 'gold',
  name: 'Gold',
  symbol: 'XAU',
  assetType: 'commodity',
  imageUrl: null,
  tokenizedPrice: 2654.12,
  tokenizedMarketCap: 1_230_000_000,
  tokenizedVolume24h: 45_600_000,
  change1h: 0.1,
  change24h: 0.84,
  change7d: 2.2,
  change14d: null,
  change30d: 4,
  change200d: null,
  change1y: 21.5,
  tokenCount: 4,
};
const fresh = { currency: 'USD', updatedAt: '2026-11-22T09:30:00Z', isStale: false, available: true };

function responders(): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () =>
      live({ credits: 1, usdc: null, needsConfirmation: false, explanation: '1 credit' }),
    'rwa:overview': () =>
      live({
        ...fresh,
        totalMarketCap: 24_500_000_000,
        totalVolume24h: 310_000_000,
        assetCounts: { total: 3, stock: 1, commodity: 1, etf: 1 },
        tokenCount: 120,
        leaders: [gold],
        topGainers: [gold],
      }),
    'rwa:history': ({ range, metric }) =>
      live({ ...fresh, range: range ?? '30d', metric: metric ?? 'marketCap', points: [] }),
    'rwa:assets': () =>
      live({ ...fresh, items: [gold], pagination: { page: 1, limit: 25, total: 1, totalPages: 1 } }),
    'rwa:watchlist': () => live([]),
  } satisfies Responders;
}

afterEach(cleanup);

describe('the Real-world assets view in another language', () => {
  it('names its cards, figures, columns and filters in German', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <RwaView />
      </>,
      fakeApi(responders()),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Reale Vermögenswerte' })).toBeTruthy();
    const overview = await screen.findByRole('region', { name: 'Überblick' });
    expect(await within(overview).findByText('Tokenisierte Marktkapitalisierung')).toBeTruthy();
    expect(within(overview).getByText('3 (1 Aktie, 1 Rohstoff, 1 ETF)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tokenisierte Assets' });
    expect(within(table).getByRole('columnheader', { name: /Marktkapitalisierung/ })).toBeTruthy();
    expect(within(table).getByText('Rohstoff')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Gold beobachten' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(within(sort).getByRole('option', { name: 'Volumen (24 Std.)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Reihenfolge' }).textContent).toContain('Absteigend');
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
  });

  it('counts one asset of each type in the singular, in English', async () => {
    renderWith(<RwaView />, fakeApi(responders()));
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(within(overview).getByText('3 (1 stock, 1 commodity, 1 ETF)')).toBeTruthy());
  });
});
