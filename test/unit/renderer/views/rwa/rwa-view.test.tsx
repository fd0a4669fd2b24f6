// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RwaTokensResponse } from '../../../../../src/shared/domain/rwa';
import { RwaView } from '../../../../../src/renderer/src/views/rwa/rwa-view';
import { fakeApi, type FakeApi, type Responders } from '../../helpers/fake-api';
import { live, offlineState, settings } from '../../helpers/fixtures';
import { pageText, renderWith } from '../../helpers/render';
import { gold, rwaFresh, rwaResponders } from '../../helpers/rwa-fixtures';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

const fresh = rwaFresh;
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
  return rwaResponders(
    { isStale: true, assetCounts: { total: 40, stock: 30, commodity: 6, etf: 4 } },
    {
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
    },
  );
}

afterEach(cleanup);

/**
 * The service's prices of the RWA reads (the reference's cost table): the market history 3, the list 2, an asset 1,
 * its history 3, its tokens 2 and its markets 3. What the view shows is cached (0): the market history's month of
 * market cap, the first page of the list as it opens.
 */
const CREDITS: Record<string, number> = {
  'rwa:overview': 2,
  'rwa:history': 3,
  'rwa:assets': 2,
  'rwa:asset': 1,
  'rwa:assetHistory': 3,
  'rwa:tokens': 2,
  'rwa:markets': 3,
  'rwa:watchlist': 0,
};
const shownHistory = { currency: 'USD', range: '30d', metric: 'marketCap' };
const shownList = {
  currency: 'USD',
  assetType: 'all',
  sortBy: 'tokenizedMarketCap',
  sortDirection: 'desc',
  page: 1,
  limit: 25,
};
const priced: Responders['credits:preview'] = ({ channel, input }) => {
  const cached =
    (channel === 'rwa:history' && JSON.stringify(input) === JSON.stringify(shownHistory)) ||
    (channel === 'rwa:assets' && JSON.stringify(input) === JSON.stringify(shownList));
  const credits = cached ? 0 : (CREDITS[channel] ?? 0);
  return live({ credits, usdc: null, needsConfirmation: false, explanation: `${channel} ${credits}` });
};
/** The calls the view sent on these channels since `from`. */
const sentSince = (fake: FakeApi, from: number, channels: readonly string[]) =>
  fake.calls.slice(from).filter((c) => channels.includes(c.channel));
/** Whether `call` was priced before it was sent: the same channel and input. */
const wasPriced = (fake: FakeApi, call: { channel: string; input: unknown }) =>
  fake
    .callsTo('credits:preview')
    .some((p) => JSON.stringify(p) === JSON.stringify({ channel: call.channel, input: call.input }));

/**
 * The tooltip of a cost badge in `el` that starts with `text`: a group's sentence and each choice's price live
 * there, not under the controls nor in the buttons' hover text.
 */
const tipSaying = (el: HTMLElement, text: string) =>
  waitFor(() => {
    const tip = within(el)
      .getAllByRole('tooltip')
      .find((t) => t.textContent?.startsWith(text));
    if (!tip) throw new Error(`no cost tooltip starting "${text}"`);
    return tip;
  });

describe('RWA prices before the click', () => {
  it('prices each range and metric of the market history, in its tooltip and for the group', async () => {
    const fake = fakeApi(responders({ 'credits:preview': priced }));
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized market history' });
    // The query on screen is cached; every other range and metric is a read of /rwa/history.
    const rangeTip = await tipSaying(card, '3 credits a range; 1M cached: 0 credits');
    await tipSaying(card, '3 credits a metric; Market cap cached: 0 credits');
    // Each choice's own figure is in the group's one tooltip, not in a hover text per button.
    expect(rangeTip.textContent).toContain('1M: 0 credits: cached');
    const ranges = within(card).getByRole('radiogroup', { name: 'Range' });
    expect(within(ranges).getByRole('radio', { name: '1Y' }).getAttribute('title')).toBeNull();
    const metrics = within(card).getByRole('radiogroup', { name: 'Show' });
    expect(within(metrics).getByRole('radio', { name: 'Volume' }).getAttribute('title')).toBeNull();
    // One compact badge per group: the price in a few words.
    expect(within(card).getAllByText('3 credits')).toHaveLength(2);
    // No badge prices only the query already on screen.
    expect(within(card).queryByText('0 credits')).toBeNull();

    // The press reads exactly what its tooltip priced.
    const from = fake.calls.length;
    fireEvent.click(within(metrics).getByRole('radio', { name: 'Volume' }));
    await waitFor(() => expect(sentSince(fake, from, ['rwa:history'])).toHaveLength(1));
    const [sent] = sentSince(fake, from, ['rwa:history']);
    expect(sent?.input).toEqual({ currency: 'USD', range: '30d', metric: 'volume' });
    expect(sent && wasPriced(fake, sent)).toBe(true);
  });

  it('the arrow keys move the range mark at once and read only the range they rest on', async () => {
    const fake = fakeApi(responders({ 'credits:preview': priced }));
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized market history' });
    await tipSaying(card, '3 credits a range; 1M cached: 0 credits');
    const ranges = within(card).getByRole('radiogroup', { name: 'Range' });
    const before = fake.callsTo('rwa:history').length;
    fireEvent.keyDown(ranges, { key: 'ArrowRight' });
    fireEvent.keyDown(ranges, { key: 'ArrowRight' });
    // The mark is on All at once; 1Y, passed over, is never read, and All only once the keys rest.
    expect(within(ranges).getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
    expect(fake.callsTo('rwa:history')).toHaveLength(before);
    await waitFor(() => expect(fake.callsTo('rwa:history')).toHaveLength(before + 1), { timeout: 2000 });
    expect(fake.callsTo('rwa:history').at(-1)).toEqual({
      currency: 'USD',
      range: 'all',
      metric: 'marketCap',
    });
  });

  it('prices opening an asset on its row, and opening it reads exactly the priced reads (9 credits)', async () => {
    const fake = fakeApi(responders({ 'credits:preview': priced }));
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    const row = await within(card).findByRole('button', { name: /^Gold/ });
    await tipSaying(
      card,
      'Opening an asset reads its details, history, tokens and markets: 9 credits an asset',
    );
    expect(row.getAttribute('title')).toBeNull();
    const detail = ['rwa:asset', 'rwa:assetHistory', 'rwa:tokens', 'rwa:markets'];
    const from = fake.calls.length;
    fireEvent.click(row);
    await screen.findByRole('region', { name: 'Asset details' });
    await waitFor(() => expect(sentSince(fake, from, detail)).toHaveLength(4));
    const sent = sentSince(fake, from, detail);
    for (const call of sent) expect(wasPriced(fake, call)).toBe(true);
    expect(sent.reduce((sum, c) => sum + (CREDITS[c.channel] ?? 0), 0)).toBe(9);
  });

  it('prices a change of type, sort or order: a new read of the list', async () => {
    const fake = fakeApi(responders({ 'credits:preview': priced }));
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    await tipSaying(card, 'Changing the type, sort or order reads the list again: 2 credits a change');
    const from = fake.calls.length;
    fireEvent.change(within(card).getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() => expect(sentSince(fake, from, ['rwa:assets'])).toHaveLength(1));
    const [sent] = sentSince(fake, from, ['rwa:assets']);
    expect(sent && wasPriced(fake, sent)).toBe(true);
  });

  it('offline, an asset row and the groups say nothing is sent, with the price online in the hover text', async () => {
    const fake = fakeApi(
      responders({ 'credits:preview': priced, 'connectivity:status': () => live(offlineState) }),
    );
    renderWith(<RwaView />, fake);
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    const row = await within(card).findByRole('button', { name: /^Gold/ });
    const assetTip = await tipSaying(card, 'Opening an asset reads its details');
    expect(assetTip.textContent).toContain('offline — nothing is sent');
    expect(row.getAttribute('title')).toBeNull();
    const history = screen.getByRole('region', { name: 'Tokenized market history' });
    const rangeTip = await tipSaying(history, '3 credits a range; 1M cached: 0 credits');
    expect(rangeTip.textContent).toContain('offline — nothing is sent while the service is out of reach');
    expect(within(history).getAllByText('offline').length).toBeGreaterThan(0);
  });
});

describe('RWA prices a search, another page and another choice of a list before the click', () => {
  /** Three pages of assets, two of tokens and of markets: each answer says which page it is. */
  const paged = (input: unknown, totalPages: number) => ({
    page: (input as { page?: number }).page ?? 1,
    limit: 25,
    total: totalPages * 25,
    totalPages,
  });
  // What the views show as they open is cached: the first page of the list, of Gold's tokens and of its markets.
  const shownTokens = { rwaId: 'gold', currency: 'USD', sortBy: 'marketCap', sortDirection: 'desc' };
  const shownMarkets = { rwaId: 'gold', currency: 'USD', sortBy: 'volume', sortDirection: 'desc' };
  const listPriced: Responders['credits:preview'] = (call) => {
    const same = (shown: object) => JSON.stringify(call.input) === JSON.stringify(shown);
    if (
      (call.channel === 'rwa:tokens' && same(shownTokens)) ||
      (call.channel === 'rwa:markets' && same(shownMarkets))
    ) {
      return live({ credits: 0, usdc: null, needsConfirmation: false, explanation: 'cached' });
    }
    return priced(call);
  };
  const setup = () => {
    const fake = fakeApi(
      responders({
        'credits:preview': listPriced,
        'rwa:assets': (input) => live({ ...fresh, items: [gold], pagination: paged(input, 3) }),
        'rwa:tokens': (input) => live({ ...tokens, pagination: paged(input, 2) }),
        'rwa:markets': (input) =>
          live({
            ...fresh,
            items: [],
            pagination: paged(input, 2),
            filters: {
              tokens: [{ id: 'paxg', name: 'PAX Gold' }],
              issuers: [{ id: 'paxos', name: 'Paxos' }],
              exchanges: [{ id: 'kraken', name: 'Kraken' }],
            },
          }),
      }),
    );
    renderWith(<RwaView />, fake);
    return fake;
  };
  /** The last call on `channel` since `from`, once sent, and whether it was priced before. */
  const sentAfter = async (fake: FakeApi, from: number, channel: string) => {
    await waitFor(() => expect(sentSince(fake, from, [channel])).toHaveLength(1));
    const [sent] = sentSince(fake, from, [channel]);
    expect(sent && wasPriced(fake, sent)).toBe(true);
    return sent?.input;
  };

  it('the Assets card: the text typed in Search, and the next page, each in its tooltip', async () => {
    const fake = setup();
    const card = await screen.findByRole('region', { name: 'Tokenized assets' });
    const pages = await within(card).findByRole('navigation', { name: 'Pages' });
    const next = within(pages).getByRole('button', { name: 'Next page' });
    await tipSaying(pages, 'Another page reads the list again: 2 credits a page');
    expect(next.getAttribute('title')).toBeNull();
    // Nothing typed, Search reads the list on screen again: cached. A name typed is a new read.
    const search = within(card).getByRole('search');
    const button = within(search).getByRole('button', { name: 'Search' });
    await within(search).findByText('cached');
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: ' gold ' } });
    await within(search).findByText('2 credits');
    await tipSaying(search, 'Searching reads the list again: 2 credits a search');
    expect(button.getAttribute('title')).toBeNull();

    let from = fake.calls.length;
    fireEvent.click(button);
    expect(await sentAfter(fake, from, 'rwa:assets')).toMatchObject({ search: 'gold', page: 1 });
    from = fake.calls.length;
    await tipSaying(pages, 'Another page reads the list again: 2 credits a page');
    fireEvent.click(within(card).getByRole('button', { name: 'Next page' }));
    expect(await sentAfter(fake, from, 'rwa:assets')).toMatchObject({ search: 'gold', page: 2 });
  });

  it('the Tokens and Markets cards: each other choice of a select and another page, not the list on screen', async () => {
    const fake = setup();
    const assets = await screen.findByRole('region', { name: 'Tokenized assets' });
    fireEvent.click(await within(assets).findByRole('button', { name: /^Gold/ }));
    const tokenCard = await screen.findByRole('region', { name: 'Tokens' });
    await tipSaying(
      tokenCard,
      'Changing the issuer, network, sort or order reads the list again: 2 credits a change',
    );
    // No badge prices only the tokens on screen (cached): every choice says what it reads.
    expect(within(tokenCard).queryByText('0 credits')).toBeNull();
    expect(within(tokenCard).getByRole('option', { name: 'Tether' }).getAttribute('title')).toBeNull();
    const tokenPages = within(tokenCard).getByRole('navigation', { name: 'Pages' });
    await tipSaying(tokenPages, 'Another page reads the list again: 2 credits a page');
    let from = fake.calls.length;
    fireEvent.change(within(tokenCard).getByLabelText('Issuer'), { target: { value: 'tether' } });
    expect(await sentAfter(fake, from, 'rwa:tokens')).toMatchObject({ issuer: 'tether', page: 1 });

    const marketCard = screen.getByRole('region', { name: 'Markets' });
    await tipSaying(
      marketCard,
      'Changing the token, issuer, exchange, sort or order reads the list again: 3 credits a change',
    );
    expect(within(marketCard).getByRole('option', { name: 'Kraken' }).getAttribute('title')).toBeNull();
    const marketPages = within(marketCard).getByRole('navigation', { name: 'Pages' });
    const next = within(marketPages).getByRole('button', { name: 'Next page' });
    await tipSaying(marketPages, 'Another page reads the list again: 3 credits a page');
    from = fake.calls.length;
    fireEvent.click(next);
    expect(await sentAfter(fake, from, 'rwa:markets')).toEqual({ ...shownMarkets, page: 2 });
  });

  it('offline, another page says nothing is sent, with its price online in the hover text', async () => {
    const fake = fakeApi(
      responders({
        'credits:preview': listPriced,
        'connectivity:status': () => live(offlineState),
        'rwa:assets': (input) => live({ ...fresh, items: [gold], pagination: paged(input, 3) }),
      }),
    );
    renderWith(<RwaView />, fake);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await within(pages).findByText('offline');
    const tip = await tipSaying(pages, 'Another page reads the list again: 2 credits a page');
    expect(tip.textContent).toContain('offline — nothing is sent while the service is out of reach');
    expect(within(pages).getByRole('button', { name: 'Next page' }).getAttribute('title')).toBeNull();
  });
});

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
