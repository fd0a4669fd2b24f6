// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../src/renderer/src/palette/command-palette';
import { useStore } from 'zustand';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../src/renderer/src/stores/resource';
import { isPaletteShortcut, rankCommands, type Command } from '../../../../src/renderer/src/lib/palette';
import { fakeApi } from '../helpers/fake-api';
import { live, offlineState, portfolios, settings } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';
import { tipSaying } from '../helpers/cost-tip';

afterEach(cleanup);
beforeEach(() => {
  location.hash = '';
});

const command = (label: string, over: Partial<Command> = {}): Command => ({
  id: label,
  group: 'Action',
  label,
  run: () => undefined,
  ...over,
});

describe('ranking what was typed', () => {
  const commands = [
    command('Go to Portfolios', { group: 'View' }),
    command('Refresh portfolio from the service', { keywords: ['reload'] }),
    command('Turn privacy mode on', { keywords: ['hide', 'amounts'] }),
    command('Wallet Savings (Ethereum)', { group: 'Wallet' }),
  ];
  const labels = (query: string) => rankCommands(commands, query).map((c) => c.label);

  it('finds a command by the starts of its words, in any order', () => {
    expect(labels('ref port')[0]).toBe('Refresh portfolio from the service');
    expect(labels('port ref')[0]).toBe('Refresh portfolio from the service');
  });

  it('answers to keywords as well as the label', () => {
    expect(labels('hide')).toEqual(['Turn privacy mode on']);
    expect(labels('reload')).toEqual(['Refresh portfolio from the service']);
  });

  it('shows nothing for text no command has, and everything (views first) for no text', () => {
    expect(labels('zebra')).toEqual([]);
    expect(labels('')[0]).toBe('Go to Portfolios');
    expect(labels('')).toHaveLength(4);
  });

  it('opens on Ctrl+K or Cmd+K, not with Shift or Alt', () => {
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }),
    ).toBe(true);
    expect(
      isPaletteShortcut({ key: 'K', ctrlKey: false, metaKey: true, shiftKey: false, altKey: false }),
    ).toBe(true);
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }),
    ).toBe(false);
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }),
    ).toBe(false);
  });
});

/** Reads the list of networks, as the Wallets view does when it opens. */
function ReadNetworks() {
  const { stores } = useFolio();
  useEffect(() => void stores.wallet.blockchains.load(NO_QUERY), [stores]);
  return null;
}

/** A portfolio opened in the Portfolios view before the palette is used. */
function SelectPortfolio({ id }: { id: string }) {
  const { stores } = useFolio();
  useEffect(() => stores.portfolio.ui.setState({ selectedId: id }), [stores, id]);
  return null;
}

/** The Portfolios view has read the list (the palette itself does not: the list is a paid read). */
function ReadPortfolios() {
  const { stores } = useFolio();
  useEffect(() => void stores.portfolio.list.load(NO_QUERY), [stores]);
  return null;
}

describe('the palette, from the keyboard alone', () => {
  const views = [
    { id: 'portfolios', label: 'Portfolios' },
    { id: 'wallets', label: 'Wallets' },
    { id: 'rwa', label: 'RWA' },
    { id: 'settings', label: 'Settings' },
  ];
  const setup = (extra: { networksRead?: boolean; portfoliosRead?: boolean; selected?: string } = {}) => {
    const fake = fakeApi({
      'wallet:blockchains': () =>
        live([{ connectionId: 'ethereum', name: 'Ethereum', chain: 'ethereum', icon: null }]),
      'settings:get': () => live(settings()),
      'portfolio:list': () =>
        live([
          ...portfolios,
          {
            portfolioId: 'p2',
            portfolioName: 'MetaMask',
            portfolioType: 'wallet',
            shared: false,
            hasPasscode: false,
          },
        ]),
      'wallet:list': () =>
        live([
          {
            id: 'w1',
            address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
            connectionId: 'ethereum',
            label: 'Savings',
          },
        ]),
      'rwa:watchlist': () => live(['gold-x']),
      // Each read priced on its own: the action's badge is their sum.
      'credits:preview': ({ channel }) => {
        const credits = channel === 'portfolio:plHistory' ? 25 : 10;
        return live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` });
      },
    });
    renderWith(
      <>
        {extra.networksRead && <ReadNetworks />}
        {extra.portfoliosRead && <ReadPortfolios />}
        {extra.selected && <SelectPortfolio id={extra.selected} />}
        <CommandPalette views={views} />
      </>,
      fake,
    );
    return fake;
  };
  const open = async () => {
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    return screen.getByRole('combobox', { name: /Type a command/ });
  };

  it('goes to a followed wallet typed by name, and closes', async () => {
    setup();
    const input = await open();
    // The networks were never read (the palette does not spend on them): no network id stands in for a name.
    // Its kind is the row's group, said once: "Wallet  Savings", not "Wallet  Wallet Savings".
    await screen.findByText('Savings');
    fireEvent.change(input, { target: { value: 'savings' } });
    expect(screen.getByRole('status').textContent).toBe('1 match');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(location.hash).toBe('#wallets');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("names the wallet's network as the Wallets view does once the networks are read", async () => {
    setup({ networksRead: true });
    await open();
    await screen.findByText('Savings (Ethereum)');
    expect(screen.queryByText(/\(ethereum\)/)).toBeNull();
  });

  it('moves through the matches with the arrow keys and marks the active one for screen readers', async () => {
    setup();
    const input = await open();
    fireEvent.change(input, { target: { value: 'go to' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Views whose opening reads are declared carry their price beside the label.
    expect(options.map((o) => o.querySelector('.fd-palette-label')?.textContent)).toEqual([
      'Go to Portfolios',
      'Go to Wallets',
      'Go to RWA',
      'Go to Settings',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    expect(options[3]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(location.hash).toBe('#settings');
  });

  it('shows the price of an action that asks the service before it runs', async () => {
    const fake = setup();
    const input = await open();
    fireEvent.change(input, { target: { value: 'refresh' } });
    const option = screen.getByRole('option', { name: /Refresh portfolio/ });
    // list, value, chart, coins, transactions at 10 and the P/L history at 25.
    await within(option).findByText('75 credits');
    expect(fake.callsTo('credits:preview').length).toBeGreaterThan(0);
    expect(fake.callsTo('portfolio:value')).toEqual([]);
  });

  it("prices 'Add transaction' as its whole click: the write and the portfolio read again after it", async () => {
    const fake = setup({ portfoliosRead: true, selected: 'p1' });
    const input = await open();
    fireEvent.change(input, { target: { value: 'add transaction' } });
    const option = screen.getByRole('option', { name: /Add transaction/ });
    // The write at 10, then value, chart, coins, transactions at 10 and the P/L history at 25 (not the list).
    await within(option).findByText('75 credits');
    const priced = fake.callsTo('credits:preview').map((c) => (c as { channel: string }).channel);
    expect(priced).toContain('manage:addTransaction');
    expect(priced).toContain('portfolio:plHistory');
  });

  it('prices opening the portfolio a dialog is about, when another one is open: the click reads it first', async () => {
    const fake = setup({ portfoliosRead: true });
    const input = await open();
    fireEvent.change(input, { target: { value: 'sync portfolio' } });
    // From All portfolios the sync is of MetaMask: its five figures (65) are read as it opens, then the sync (10)
    // and the five status reads it may poll (50), and once synced the list (10) and the figures (65) again, as
    // Refresh reads them: the whole click, not the sync's part alone.
    await within(screen.getByRole('option', { name: /Sync portfolio/ })).findByText('200 credits');
    const opened = fake
      .callsTo('credits:preview')
      .map((c) => c as { channel: string; input: { portfolioId?: string } })
      .filter((c) => c.channel === 'portfolio:value' && c.input.portfolioId === 'p2');
    expect(opened.length).toBeGreaterThan(0);
    fireEvent.change(input, { target: { value: 'add transaction' } });
    // Main opened (65), the write (10) and Main read again after it (65).
    await within(screen.getByRole('option', { name: /Add transaction/ })).findByText('140 credits');
  });

  it('prices the sync and the reading after it, and no opening, when the portfolio it syncs is the one open', async () => {
    setup({ portfoliosRead: true, selected: 'p2' });
    const input = await open();
    fireEvent.change(input, { target: { value: 'sync portfolio' } });
    // The sync (10), the five status reads it may poll (50), the list (10) and the figures (65).
    await within(screen.getByRole('option', { name: /Sync portfolio/ })).findByText('135 credits');
  });

  it('prices going to a view by the reads its opening sends, like its link; a local view has no price', async () => {
    const fake = setup();
    const input = await open();
    fireEvent.change(input, { target: { value: 'go to rwa' } });
    // The overview, the history, the first page of assets and the watched assets, at 10 each.
    await within(screen.getByRole('option', { name: /Go to RWA/ })).findByText('40 credits');
    const priced = fake.callsTo('credits:preview').map((c) => (c as { channel: string }).channel);
    expect(priced).toEqual(
      expect.arrayContaining(['rwa:overview', 'rwa:history', 'rwa:assets', 'rwa:watchlist']),
    );
    expect(fake.callsTo('rwa:overview')).toEqual([]);
    fireEvent.change(input, { target: { value: 'go to settings' } });
    const settingsOption = screen.getByRole('option', { name: /Go to Settings/ });
    expect(within(settingsOption).queryByText(/credit/)).toBeNull();
  });

  it('prices going to Wallets by the first followed wallet’s reads and the lookups never read, sending none', async () => {
    const fake = setup();
    const input = await open();
    fireEvent.change(input, { target: { value: 'go to wallets' } });
    // The networks, the transaction types, and Savings' balance and transactions, at 10 each.
    await within(screen.getByRole('option', { name: /Go to Wallets/ })).findByText('40 credits');
    const priced = fake.callsTo('credits:preview') as { channel: string; input: unknown }[];
    expect(priced).toContainEqual({ channel: 'wallet:balance', input: { walletId: 'w1', currency: 'USD' } });
    expect(fake.callsTo('wallet:balance')).toEqual([]);
  });

  it('says when nothing matches', async () => {
    setup();
    const input = await open();
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(screen.getByRole('status').textContent).toBe('No matches');
    expect(screen.getByText('Nothing matches “zebra”.')).toBeTruthy();
  });
});

/** Reads the watched coins' prices and the watched assets' details, as the Watchlist view does when it opens. */
function ReadWatchlist() {
  const { stores } = useFolio();
  useEffect(() => {
    void stores.watchlist.prices.load({ coinIds: ['bitcoin'], currency: 'USD', limit: 1 });
    void stores.watchlist.assets.load({ rwaIds: ['gold'], currency: 'USD' });
  }, [stores]);
  return null;
}

describe('the palette names watched coins and assets', () => {
  const setup = (read: boolean) => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:list': () => live([]),
      'wallet:list': () => live([]),
      // The tray's starting coin has no name stored; a coin found by search has one.
      'watchlist:coins': () =>
        live([
          { coinId: 'bitcoin', symbol: null, name: null, addedAt: 0 },
          { coinId: 'solana', symbol: 'sol', name: 'Solana', addedAt: 1 },
        ]),
      'rwa:watchlist': () => live(['gold', 'silver']),
      'coins:list': () =>
        live([
          {
            id: 'bitcoin',
            name: 'Bitcoin',
            symbol: 'BTC',
            icon: null,
            rank: 1,
            price: 1,
            priceChange1h: null,
            priceChange1d: null,
            priceChange1w: null,
            marketCap: null,
            volume: null,
          },
        ]),
      'rwa:asset': () =>
        live({
          id: 'gold',
          name: 'Gold',
          symbol: 'XAU',
          assetType: 'commodity',
          currency: 'USD',
          updatedAt: null,
          isStale: false,
          price: {
            available: false,
            tokenizedPrice: null,
            tokenizedMarketCap: null,
            tokenizedVolume24h: null,
            change24h: null,
          },
          metadata: { available: false, description: null, imageUrl: null, website: null, issuers: [] },
          markets: { available: false, count: 0 },
          history: { available: false, availableFrom: null },
        }),
      'credits:preview': () => live({ credits: 0, usdc: null, needsConfirmation: false, explanation: '' }),
    });
    renderWith(
      <>
        {read && <ReadWatchlist />}
        <CommandPalette views={[{ id: 'watchlist', label: 'Watchlist' }]} />
      </>,
      fake,
    );
    return fake;
  };
  const open = async () => {
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
  };

  it('by the names the views have read, never the id beside a name', async () => {
    setup(true);
    await open();
    expect(await screen.findByText('Bitcoin (BTC)')).toBeTruthy();
    expect(screen.getByText('Solana (SOL)')).toBeTruthy();
    expect(await screen.findByText('Gold (XAU)')).toBeTruthy();
    expect(screen.queryByText('bitcoin')).toBeNull();
    expect(screen.queryByText('gold')).toBeNull();
    // No name known for it anywhere: its id, rather than nothing.
    expect(screen.getByText('silver')).toBeTruthy();
    // The kind is said once, by the row's group: "Asset  Gold (XAU)", never "Asset  Asset Gold (XAU)".
    const gold = screen.getByRole('option', { name: /Gold \(XAU\)/ });
    expect(gold.querySelector('.fd-palette-group')?.textContent).toBe('Asset');
    expect(gold.textContent).not.toMatch(/Asset\s*Asset/);
    const bitcoin = screen.getByRole('option', { name: /Bitcoin \(BTC\)/ });
    expect(bitcoin.textContent).not.toMatch(/Coin\s*Coin/);
  });

  it('by the id only while no view has read the name, spending nothing to learn it', async () => {
    const fake = setup(false);
    await open();
    expect(await screen.findByText('bitcoin')).toBeTruthy();
    expect(screen.getByText('Solana (SOL)')).toBeTruthy();
    expect(fake.callsTo('coins:list')).toEqual([]);
    expect(fake.callsTo('rwa:asset')).toEqual([]);
  });
});

/** The view on screen (the shell sets it) and the asset open in the RWA view, before the palette is used. */
function OnScreen({ view, asset = null }: { view: string; asset?: string | null }) {
  const { stores } = useFolio();
  useEffect(() => {
    stores.onScreen.setState({ view });
    stores.rwa.ui.setState({ selectedId: asset });
  }, [stores, view, asset]);
  return null;
}

describe('the palette prices what picking a watched asset or coin reads', () => {
  // The service's prices of the reads picking them makes (the reference's cost table); the local lists are free.
  const CREDITS: Record<string, number> = {
    'rwa:overview': 2,
    'rwa:history': 3,
    'rwa:assets': 2,
    'rwa:asset': 1,
    'rwa:assetHistory': 3,
    'rwa:tokens': 2,
    'rwa:markets': 3,
    'coins:list': 2,
    'coins:get': 1,
    'coins:chart': 3,
    'portfolio:coins': 8,
    'portfolio:transactions': 4,
  };
  const setup = (view: string, asset: string | null = null) => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:list': () => live([]),
      'wallet:list': () => live([]),
      'watchlist:coins': () => live([{ coinId: 'bitcoin', symbol: 'btc', name: 'Bitcoin', addedAt: 0 }]),
      'rwa:watchlist': () => live(['gold']),
      'credits:preview': ({ channel }) => {
        const credits = CREDITS[channel] ?? 0;
        return live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits}` });
      },
    });
    renderWith(
      <>
        <OnScreen view={view} asset={asset} />
        <CommandPalette
          views={[
            { id: 'rwa', label: 'RWA' },
            { id: 'watchlist', label: 'Watchlist' },
            { id: 'candles', label: 'Candles' },
          ]}
        />
      </>,
      fake,
    );
    return fake;
  };
  const open = async (typed: string) => {
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: typed } });
  };
  const option = (name: RegExp) => screen.getByRole('option', { name });
  const previewed = (fake: ReturnType<typeof fakeApi>, channel: string) =>
    fake
      .callsTo('credits:preview')
      .map((c) => c as { channel: string; input: unknown })
      .filter((c) => c.channel === channel)
      .map((c) => c.input);

  it('from another view, an asset is the RWA view opening on it: the view’s reads and the asset’s, sending none', async () => {
    const fake = setup('portfolios');
    await open('gold');
    // The overview 2, the market history 3, the list 2, and the asset: details 1, history 3, tokens 2, markets 3.
    await within(option(/gold/)).findByText('16 credits');
    expect(previewed(fake, 'rwa:assetHistory')).toContainEqual({
      rwaId: 'gold',
      currency: 'USD',
      range: '1m',
      metric: 'price',
    });
    expect(fake.callsTo('rwa:asset')).toEqual([]);
  });

  it('on the RWA view, an asset is its own reads (9 credits); the asset already open is free', async () => {
    setup('rwa');
    await open('gold');
    await within(option(/gold/)).findByText('9 credits');
    cleanup();
    setup('rwa', 'gold');
    await open('gold');
    await within(option(/gold/)).findByText('free: nothing is sent');
  });

  it('a watched coin opens its page, priced as the reads it sends; on that page already, nothing is sent', async () => {
    location.hash = '#rwa';
    const fake = setup('rwa');
    await open('bitcoin');
    // The coin 1, its chart 3, the holdings of every portfolio 8 and its transactions 4.
    await within(option(/Bitcoin \(BTC\)/)).findByText('16 credits');
    expect(previewed(fake, 'portfolio:transactions')).toContainEqual({
      coinId: 'bitcoin',
      currency: 'USD',
      limit: 100,
    });
    fireEvent.click(option(/Bitcoin \(BTC\)/));
    expect(location.hash).toBe('#coin/bitcoin');
    cleanup();
    setup('coin');
    await open('bitcoin');
    await within(option(/Bitcoin \(BTC\)/)).findByText('free: nothing is sent');
    location.hash = '';
  });

  it('says going to Candles sends nothing in the words of its navigation link, not "0 credits"', async () => {
    setup('rwa');
    await open('go to candles');
    const candles = option(/Go to Candles/);
    await within(candles).findByText('free: nothing is sent');
    expect(candles.textContent).not.toContain('0 credits');
    // In the one look of a price: a "free" badge, the words in its tooltip, not a line of prose.
    const badge = candles.querySelector('.fd-cost');
    expect(badge?.classList.contains('fd-tip')).toBe(true);
    expect(badge?.firstChild?.textContent).toBe('free');
    expect(within(candles).getByRole('tooltip').textContent).toBe('free: nothing is sent');
  });
});

/** The view on screen, and the portfolio and wallet open in their views, before the palette is used. */
function Opened(props: { view: string; portfolio?: string; wallet?: string | null; types?: string[] }) {
  const { stores } = useFolio();
  const types = props.types?.join(',') ?? '';
  useEffect(() => {
    stores.onScreen.setState({ view: props.view });
    stores.portfolio.ui.setState({ selectedId: props.portfolio });
    stores.wallet.ui.setState({ selectedId: props.wallet ?? null, types: types ? types.split(',') : [] });
  }, [stores, props.view, props.portfolio, props.wallet, types]);
  // What the Wallets view would show: the wallet open and its type filter.
  const ui = useStore(stores.wallet.ui, (s) => `${s.selectedId ?? ''}:${s.types.join(',')}`);
  return <output data-testid="wallet-ui">{ui}</output>;
}

describe('the palette prices what picking a portfolio or a wallet reads', () => {
  // The reads' prices; Main's figures (p1) are cached and fresh, so they cost nothing.
  const CREDITS: Record<string, number> = {
    'portfolio:list': 2,
    'portfolio:value': 2,
    'portfolio:chart': 3,
    'portfolio:plHistory': 5,
    'portfolio:coins': 2,
    'portfolio:transactions': 4,
    'wallet:blockchains': 1,
    'wallet:transactionTypes': 1,
    'wallet:balance': 3,
    'wallet:transactions': 5,
  };
  const wallet = (id: string, label: string) => ({
    id,
    address: `0x742d35Cc6634C0532925a3b844Bc454e4438f44${id.slice(-1)}`,
    connectionId: 'ethereum',
    label,
  });
  const setup = (opened: Parameters<typeof Opened>[0], offline = false) => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'portfolio:list': () =>
        live([
          ...portfolios,
          {
            portfolioId: 'p2',
            portfolioName: 'MetaMask',
            portfolioType: 'wallet',
            shared: false,
            hasPasscode: false,
          },
        ]),
      'wallet:list': () => live([wallet('w1', 'Savings'), wallet('w2', 'Spending')]),
      ...(offline ? { 'connectivity:status': () => live(offlineState) } : {}),
      'credits:preview': ({ channel, input }) => {
        const cached = (input as { portfolioId?: string }).portfolioId === 'p1';
        const credits = cached ? 0 : (CREDITS[channel] ?? 0);
        return live({ credits, usdc: null, needsConfirmation: false, explanation: `${channel} ${credits}` });
      },
    });
    renderWith(
      <>
        <ReadPortfolios />
        <Opened {...opened} />
        <CommandPalette views={[{ id: 'rwa', label: 'RWA' }]} />
      </>,
      fake,
    );
    return fake;
  };
  const open = async (typed: string) => {
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: typed } });
  };
  const option = (name: RegExp) => screen.getByRole('option', { name });
  const previewed = (fake: ReturnType<typeof fakeApi>, channel: string) =>
    fake
      .callsTo('credits:preview')
      .map((c) => c as { channel: string; input: unknown })
      .filter((c) => c.channel === channel)
      .map((c) => c.input);

  it('from another view, a portfolio is the Portfolios view opening on it: the list and its figures, sending none', async () => {
    const fake = setup({ view: 'rwa', portfolio: 'p1' });
    await open('metamask');
    // The list 2, and MetaMask's value 2, chart 3, P/L 5, holdings 2 and transactions 4.
    await within(option(/MetaMask/)).findByText('18 credits');
    expect(previewed(fake, 'portfolio:value')).toContainEqual({ portfolioId: 'p2', currency: 'USD' });
    expect(fake.callsTo('portfolio:value')).toEqual([]);
    // Main, open when the view was left, is cached: only the list is read.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'main' } });
    await within(option(/Main/)).findByText('2 credits');
  });

  it('on Portfolios, a portfolio is what choosing it there reads; one cached says so; the one open is free', async () => {
    setup({ view: 'portfolios', portfolio: 'p1' });
    await open('portfolio');
    // Its five figures, not the list: 16 credits.
    await within(option(/MetaMask/)).findByText('16 credits');
    await within(option(/^Portfolio\s*Main/)).findByText('free: nothing is sent');
    await within(option(/All portfolios/)).findByText('16 credits');
    cleanup();
    setup({ view: 'portfolios', portfolio: 'p2' });
    await open('main');
    await within(option(/^Portfolio\s*Main/)).findByText('cached');
  });

  it('from another view, a wallet is the Wallets view opening on it: the lookups never read, its balance and transactions', async () => {
    const fake = setup({ view: 'rwa', wallet: 'w1' });
    await open('spending');
    // The networks 1 and the types 1, never read, and Spending's balance 3 and transactions 5.
    await within(option(/Spending/)).findByText('10 credits');
    expect(previewed(fake, 'wallet:transactions')).toContainEqual({
      walletIds: ['w2'],
      currency: 'USD',
      limit: 100,
    });
    expect(fake.callsTo('wallet:balance')).toEqual([]);
  });

  it('on Wallets, another wallet is its balance and transactions; the one open is free', async () => {
    setup({ view: 'wallets', wallet: 'w1' });
    await open('wallet');
    await within(option(/Spending/)).findByText('8 credits');
    await within(option(/Savings/)).findByText('free: nothing is sent');
  });

  it('picking the wallet open keeps its type filter: nothing is read, and the rows stay what the filter says', async () => {
    setup({ view: 'wallets', wallet: 'w1', types: ['Sent'] });
    await open('savings');
    await within(option(/Savings/)).findByText('free: nothing is sent');
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    });
    expect(screen.getByTestId('wallet-ui').textContent).toBe('w1:Sent');
  });

  it('offline, a portfolio and a wallet say nothing is sent, with the price online in the hover text', async () => {
    setup({ view: 'rwa', portfolio: 'p1', wallet: 'w1' }, true);
    await open('metamask');
    // The badge says "offline"; its tooltip says nothing is sent, and the price once the service answers.
    await within(option(/MetaMask/)).findByText('offline');
    const tip = await tipSaying(option(/MetaMask/), 'offline — nothing is sent');
    expect(tip.textContent).toContain('this costs 18 credits');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'spending' } });
    await within(option(/Spending/)).findByText('offline');
    await tipSaying(option(/Spending/), 'offline — nothing is sent');
  });
});
