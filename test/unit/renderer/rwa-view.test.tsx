// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RwaAssetRow, RwaTokensResponse } from '../../../src/shared/domain/rwa';
import { RwaView } from '../../../src/renderer/src/views/rwa/rwa-view';
import { fakeApi, type Responders } from './helpers/fake-api';
import { live, meter, settings } from './helpers/fixtures';
import { pageText, renderWith } from './helpers/render';

vi.mock('lightweight-charts', () => import('./helpers/lightweight-charts-mock'));

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
const pagination = { page: 1, limit: 25, total: 1, totalPages: 1 };
const tokens: RwaTokensResponse = {
  ...fresh,
  items: [
    {
      id: 'paxg',
      name: 'PAX Gold',
      symbol: 'PAXG',
      issuer: { id: 'paxos', name: 'Paxos' },
      imageUrl: null,
      coinId: null,
      coinSlug: null,
      networks: [
        { platformId: 'eth', contractAddress: '0x1', name: 'Ethereum', imageUrl: null, explorerUrl: null },
      ],
      price: 2651.9,
      marketCap: 512_000_000,
      volume24h: 12_000_000,
      change24h: 0.8,
      marketDataProvider: null,
    },
  ],
  pagination,
  filters: {
    issuers: [
      { id: 'paxos', name: 'Paxos' },
      { id: 'tether', name: 'Tether' },
    ],
    networks: ['Ethereum', 'Solana'],
  },
};

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () =>
      live({ credits: 1, usdc: null, needsConfirmation: false, explanation: '1 credit' }),
    'rwa:overview': () =>
      live({
        ...fresh,
        isStale: true,
        totalMarketCap: 24_500_000_000,
        totalVolume24h: 310_000_000,
        assetCounts: { total: 40, stock: 30, commodity: 6, etf: 4 },
        tokenCount: 120,
        leaders: [gold],
        topGainers: [gold],
      }),
    'rwa:history': ({ range, metric }) =>
      live({ ...fresh, range: range ?? '30d', metric: metric ?? 'marketCap', points: [] }),
    'rwa:assets': () => live({ ...fresh, items: [gold], pagination }),
    'rwa:watchlist': () => live([]),
    'rwa:watch': ({ rwaId, watched }) => live(watched ? [rwaId] : []),
    'rwa:asset': () =>
      live({
        id: 'gold',
        name: 'Gold',
        symbol: 'XAU',
        assetType: 'commodity',
        currency: 'USD',
        updatedAt: fresh.updatedAt,
        isStale: false,
        price: {
          available: true,
          tokenizedPrice: 2654.12,
          tokenizedMarketCap: 1_230_000_000,
          tokenizedVolume24h: 45_600_000,
          change24h: 0.84,
        },
        metadata: {
          available: true,
          description: 'Tokenized gold.',
          imageUrl: null,
          website: null,
          issuers: [{ id: 'paxos', name: 'Paxos' }],
        },
        markets: { available: true, count: 12 },
        history: { available: true, availableFrom: '2020-01-01' },
      }),
    'rwa:tokens': () => live(tokens),
    'rwa:markets': () =>
      live({ ...fresh, items: [], pagination, filters: { tokens: [], issuers: [], exchanges: [] } }),
    'rwa:assetHistory': ({ rwaId }) =>
      live({
        ...fresh,
        rwaId,
        range: '1m',
        metric: 'price',
        resolution: '1d',
        availableFrom: null,
        points: [],
      }),
    ...over,
  };
}

afterEach(cleanup);

describe('RwaView', () => {
  it('shows the overview with when the source published it and its stale mark', async () => {
    renderWith(<RwaView />, fakeApi(responders()));
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await within(overview).findByText('$24.50B');
    expect(within(overview).getByText(/Published Nov 22, 2026/)).toBeTruthy();
    expect(within(overview).getByText('Stale at the source')).toBeTruthy();
    expect(within(overview).getByText(/40 \(30 stocks, 6 commodities, 4 ETFs\)/)).toBeTruthy();
  });

  it('extends a range that ends before another range did to the newest point, and names the gap', async () => {
    const day = 86_400_000;
    const end = Date.UTC(2026, 10, 22, 9);
    const daily = (days: number, last: number) =>
      Array.from({ length: days }, (_, i) => ({
        t: last - (days - 1 - i) * day,
        value: 100 + i,
        breakdown: { stock: 50, commodity: 40, etf: 10 + i },
      }));
    renderWith(
      <RwaView />,
      fakeApi(
        responders({
          'rwa:history': ({ range, metric }) =>
            live({
              ...fresh,
              range: range ?? '30d',
              metric: metric ?? 'marketCap',
              // "All" ends five days before "1M" does, as the service was seen to do.
              points: range === 'all' ? daily(60, end - 5 * day) : daily(30, end),
            }),
        }),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Tokenized market history' });
    await within(card).findByRole('figure', { name: /, 1M$/ });
    expect(within(card).queryByRole('note')).toBeNull();
    fireEvent.click(within(card).getByRole('radio', { name: 'All' }));
    await within(card).findByRole('figure', { name: /, All$/ });
    const note = await within(card).findByRole('note');
    expect(note.textContent).toMatch(/ends on Nov 17, 2026.*newest value another range gave \(Nov 22, 2026/);
  });

  it('sends every asset filter and sort the user picks', async () => {
    const fake = fakeApi(responders());
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    await within(card).findByRole('table', { name: 'Tokenized assets' });
    fireEvent.change(within(card).getByLabelText('Type'), { target: { value: 'commodity' } });
    await waitFor(() =>
      expect(fake.callsTo('rwa:assets').at(-1)).toMatchObject({ assetType: 'commodity', page: 1 }),
    );
    fireEvent.change(within(card).getByLabelText('Sort by'), { target: { value: 'change7d' } });
    fireEvent.change(within(card).getByLabelText('Order'), { target: { value: 'asc' } });
    fireEvent.change(within(card).getByRole('searchbox'), { target: { value: 'gold' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fake.callsTo('rwa:assets').at(-1)).toEqual({
        currency: 'USD',
        assetType: 'commodity',
        sortBy: 'change7d',
        sortDirection: 'asc',
        search: 'gold',
        page: 1,
        limit: 25,
      }),
    );
  });

  it('watches an asset and lists it in the watchlist', async () => {
    const fake = fakeApi(responders());
    renderWith(<RwaView />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Watch Gold' }));
    await waitFor(() => expect(fake.callsTo('rwa:watch')).toEqual([{ rwaId: 'gold', watched: true }]));
    const list = screen.getByRole('region', { name: 'Watchlist' });
    expect(await within(list).findByRole('button', { name: 'Gold' })).toBeTruthy();
    expect(list.textContent).toContain(
      'The Watchlist view shows these assets’ prices and 24h changes, and when each was fetched, beside your watched coins.',
    );
    expect(screen.getByRole('button', { name: 'Watch Gold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens an asset with its tokens, filterable by the issuers and networks the service lists', async () => {
    const fake = fakeApi(responders());
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    fireEvent.click(await within(card).findByRole('button', { name: /^Gold/ }));
    const details = await screen.findByRole('region', { name: 'Asset details' });
    await within(details).findByText('$2,654.12');
    const tokenCard = screen.getByRole('region', { name: 'Tokens' });
    await within(tokenCard).findByText('PAX Gold (PAXG)');
    expect(within(tokenCard).getByRole('option', { name: 'Tether' })).toBeTruthy();
    fireEvent.change(within(tokenCard).getByLabelText('Network'), { target: { value: 'Solana' } });
    await waitFor(() =>
      expect(fake.callsTo('rwa:tokens').at(-1)).toEqual({
        rwaId: 'gold',
        currency: 'USD',
        sortBy: 'marketCap',
        sortDirection: 'desc',
        network: 'Solana',
        page: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '← All assets' }));
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeTruthy();
  });

  it('calls the week and the month by one label in the market’s and in an asset’s history', async () => {
    renderWith(<RwaView />, fakeApi(responders()));
    const ranges = (card: HTMLElement) =>
      within(within(card).getByRole('radiogroup', { name: 'Range' }))
        .getAllByRole('radio')
        .map((r) => r.textContent);
    const market = ranges(await screen.findByRole('region', { name: 'Tokenized market history' }));
    const assets = await screen.findByRole('region', { name: 'Tokenized assets' });
    fireEvent.click(await within(assets).findByRole('button', { name: /^Gold/ }));
    const asset = ranges(await screen.findByRole('region', { name: 'Asset history' }));
    expect(market).toEqual(['24h', '1W', '1M', '1Y', 'All']);
    for (const label of market) expect(asset).toContain(label);
  });

  it('masks RWA prices and caps in privacy mode', async () => {
    const { container } = renderWith(
      <RwaView />,
      fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) })),
    );
    await screen.findByRole('table', { name: 'Tokenized assets' });
    await waitFor(() => expect(pageText(container)).toContain('$•••'));
    for (const digits of ['2,654', '24,500', '1,230', '45,600', '21.5', '0.84'])
      expect(pageText(container)).not.toContain(digits);
  });
});
