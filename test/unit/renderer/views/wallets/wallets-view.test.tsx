// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CostPreview } from '../../../../../src/shared/domain/credits';
import type { WalletBalanceItem, WalletTransaction } from '../../../../../src/shared/domain/wallet';
import { WalletsView } from '../../../../../src/renderer/src/views/wallets/wallets-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { ethBalance, failed, live, meter, settings } from '../../helpers/fixtures';
import { pageText, renderWith } from '../../helpers/render';
import { tipSaying } from '../../helpers/cost-tip';

const cheap: CostPreview = {
  credits: 40,
  usdc: null,
  needsConfirmation: false,
  explanation: '40 credits per wallet',
};
const dear: CostPreview = {
  credits: 400,
  usdc: null,
  needsConfirmation: true,
  explanation: '40 credits x 10 networks',
};

const balances: WalletBalanceItem[] = [
  ethBalance,
  {
    coinId: 'usd-coin',
    symbol: 'USDC',
    name: 'USD Coin',
    amount: 820,
    price: 1,
    value: 820,
    change24h: 0,
    chain: 'ethereum',
    icon: null,
  },
];
const txs: WalletTransaction[] = [
  {
    id: 't1',
    type: 'Received',
    date: '2026-11-20T08:00:00Z',
    symbol: 'ETH',
    count: 0.5,
    value: 1841.75,
    hash: '0xabc',
    explorerUrl: null,
    fromAddress: null,
    toAddress: null,
  },
];

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': ({ input }) => live((input as { allNetworks?: boolean }).allNetworks ? dear : cheap),
    'wallet:list': () =>
      live([{ id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' }]),
    'wallet:blockchains': () =>
      live([{ connectionId: 'ethereum', name: 'Ethereum', chain: 'ethereum', icon: null }]),
    'wallet:transactionTypes': () =>
      live([
        { id: 'received', name: 'Received' },
        { id: 'sent', name: 'Sent' },
      ]),
    'wallet:balance': () => live(balances),
    'wallet:transactions': () => live({ items: txs, page: 1, limit: 100 }),
    ...over,
  };
}

afterEach(cleanup);

describe('WalletsView', () => {
  it('opens the first wallet with its balances and transactions', async () => {
    renderWith(<WalletsView />, fakeApi(responders()));
    const table = await screen.findByRole('table', { name: 'Balances' });
    expect(within(table).getByText('$6,446.14')).toBeTruthy();
    expect(within(table).getByText('1.75')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Wallet transactions' })).toBeTruthy();
  });

  it('in privacy mode shows only the start of an unnamed wallet’s address, and no transaction hash', async () => {
    const address = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
    const hash = '0xe714cc94aa5b3a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b';
    const over = (privacyMode: boolean): Responders => ({
      'settings:get': () => live(settings({ privacyMode })),
      'wallet:list': () => live([{ id: 'w1', address, connectionId: 'ethereum', label: '' }]),
      'wallet:transactions': () =>
        live({
          items: [{ ...txs[0]!, hash, explorerUrl: `https://etherscan.io/tx/${hash}` }],
          page: 1,
          limit: 100,
        }),
    });
    renderWith(<WalletsView />, fakeApi(responders(over(false))));
    const shown = await screen.findByRole('button', { name: /^0x742d…f44e/ });
    expect(shown.getAttribute('title')).toBe(`${address}\nShown now`);
    let table = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(within(table).getByRole('link', { name: '0xe714cc94…' })).toBeTruthy();
    cleanup();

    renderWith(<WalletsView />, fakeApi(responders(over(true))));
    const masked = await screen.findByRole('button', { name: /^0x742d… Ethereum$/ });
    expect(masked.getAttribute('title')).toBe('Shown now');
    table = await screen.findByRole('table', { name: 'Wallet transactions' });
    // No link either: its address would carry the whole hash (hover, Copy link, a click).
    expect(within(table).queryByRole('link')).toBeNull();
    expect(pageText(document.body)).not.toContain('f44e');
    expect(pageText(document.body)).not.toContain('e714cc');
    expect(document.body.innerHTML).not.toContain('e714cc');
  });

  it('values a transaction without sign, as the portfolio does, and says what a swap gave for its coin', async () => {
    const swap = (id: string, legs: WalletTransaction['legs']): WalletTransaction => ({
      ...txs[0]!,
      id,
      type: 'Swap',
      symbol: 'POL',
      count: 34086.99,
      value: 4407.69,
      legs,
    });
    const rows: WalletTransaction[] = [
      { ...txs[0]!, id: 's', type: 'Sent', count: 0.09572977, value: 283.86 },
      swap('w', [
        { action: 'Sent', symbol: 'ETH', count: -3.545928 },
        { action: 'Received', symbol: 'POL', count: 34086.99 },
      ]),
      { ...swap('x', []), date: '2026-11-19T08:00:00Z' },
    ];
    renderWith(
      <WalletsView />,
      fakeApi(responders({ 'wallet:transactions': () => live({ items: rows, page: 1, limit: 100 }) })),
    );
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(within(table).getByRole('columnheader', { name: /Value now/ })).toBeTruthy();
    const row = (text: string) => within(table).getAllByText(text)[0]!.closest('tr')!.textContent;
    // Sent: the amount carries the direction, the value is what moved.
    expect(row('Sent')).toContain('-0.09572977');
    expect(row('Sent')).toContain('$283.86');
    expect(row('Sent')).not.toContain('-$283.86');
    const swaps = within(table)
      .getAllByText('Swap')
      .map((cell) => cell.closest('tr')!.textContent);
    expect(swaps[0]).toContain('POLgave 3.545928 ETH');
    expect(swaps[1]).toContain('POLother side not listed by the service');
  });

  it('shows a Fee row’s fee (coin, amount paid, worth then) instead of dashes, with no value now', async () => {
    const fee: WalletTransaction = {
      ...txs[0]!,
      id: 'f',
      type: 'Fee',
      symbol: null,
      count: null,
      value: null,
      hash: '0xe714cc94aa',
      legs: [],
      fee: { symbol: 'ETH', count: 3.236313e-5, worthThen: 0.09 },
    };
    renderWith(
      <WalletsView />,
      fakeApi(responders({ 'wallet:transactions': () => live({ items: [fee], page: 1, limit: 100 }) })),
    );
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    const cells = within(table).getByText('Fee').closest('tr')!.querySelectorAll('td');
    const [, , coin, amount, valueNow] = [...cells].map((cell) => cell.textContent);
    expect(coin).toBe('ETHnetwork fee, worth $0.09 then');
    expect(amount).toBe('-0.00003236');
    // Today's value of a fee is not known: the worth on its date is said as such, never in "Value now".
    expect(valueNow).toBe('—');
  });

  it('says how many transactions are shown, and that a short page is all there is', async () => {
    renderWith(<WalletsView />, fakeApi(responders()));
    await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(await screen.findByText('1 transaction loaded. There are no more on the service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pages a full page of transactions 25 at a time, and reads the next page of the same type at its price', async () => {
    const tx = (page: number, i: number): WalletTransaction => ({
      ...txs[0]!,
      id: `${page}:${i}`,
      date: new Date(Date.UTC(2026, 0, 1) + (page * 1000 + i) * 60_000).toISOString(),
    });
    const pageOf = (input: unknown) => {
      const { page = 1, limit = 100 } = input as { page?: number; limit?: number };
      return live({
        items: Array.from({ length: page === 1 ? 100 : 5 }, (_, i) => tx(page, i)),
        page,
        limit,
      });
    };
    const previews: unknown[] = [];
    const fake = fakeApi(
      responders({
        'wallet:transactions': pageOf,
        'credits:preview': (input) => {
          previews.push(input);
          return live(cheap);
        },
      }),
    );
    renderWith(<WalletsView />, fake);
    await screen.findByRole('option', { name: 'Sent' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sent' } });
    await screen.findByText(
      '100 transactions loaded. Older ones may be on the service: Load more reads the next 100.',
    );
    const table = screen.getByRole('table', { name: 'Wallet transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    const next = { walletIds: ['w1'], currency: 'USD', limit: 100, types: ['sent'], page: 2 };
    // Priced before the click, like every button that spends.
    await waitFor(() => expect(previews).toContainEqual({ channel: 'wallet:transactions', input: next }));
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(within(button.parentElement!).getByText('40 credits')).toBeTruthy();
    fireEvent.click(button);
    await screen.findByText('105 transactions loaded. There are no more on the service.');
    expect(fake.callsTo('wallet:transactions')).toContainEqual(next);
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    // The second page was short: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names each balance network as the blockchain list does, by connection id or chain key', async () => {
    const onTwoChains = balances.map((b, i) => ({ ...b, chain: i === 0 ? 'ethereum' : 'binance_smart' }));
    renderWith(
      <WalletsView />,
      fakeApi(
        responders({
          'wallet:balance': () => live(onTwoChains),
          'wallet:blockchains': () =>
            live([
              { connectionId: 'ethereum', name: 'Ethereum Mainnet', chain: 'ethereum', icon: null },
              {
                connectionId: 'binancesmartchain',
                name: 'BNB Smart Chain',
                chain: 'binance_smart',
                icon: null,
              },
            ]),
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Balances' });
    await within(table).findByText('Ethereum Mainnet');
    expect(within(table).getByText('BNB Smart Chain')).toBeTruthy();
    expect(within(table).queryByText('ethereum')).toBeNull();
    expect(within(table).queryByText('binance_smart')).toBeNull();
  });

  it('filters transactions by a type from the lookup', async () => {
    const fake = fakeApi(responders());
    renderWith(<WalletsView />, fake);
    const select = await screen.findByLabelText('Type');
    await screen.findByRole('option', { name: 'Sent' });
    fireEvent.change(select, { target: { value: 'sent' } });
    await waitFor(() =>
      expect(fake.callsTo('wallet:transactions')).toContainEqual({
        walletIds: ['w1'],
        currency: 'USD',
        limit: 100,
        types: ['sent'],
      }),
    );
  });

  it('offers the documentation’s types when the service has no lookup of them, and filters by one', async () => {
    const fake = fakeApi(
      responders({
        'wallet:transactionTypes': () => failed({ code: 'not_found', message: 'Not found.' }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const select = await screen.findByLabelText('Type');
    await screen.findByRole('option', { name: 'Withdraw' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Deposit', 'Withdraw', 'Approve', 'Executed', 'Balance', 'Fee']);
    fireEvent.change(select, { target: { value: 'withdraw' } });
    await waitFor(() =>
      expect(fake.callsTo('wallet:transactions')).toContainEqual(
        expect.objectContaining({ types: ['withdraw'] }),
      ),
    );
  });

  it('shows Follow’s price before the click: the balance read of the wallet being typed', async () => {
    const fake = fakeApi(responders());
    renderWith(<WalletsView />, fake);
    const form = await screen.findByRole('form', { name: 'Follow a wallet' });
    // Nothing typed yet: priced as a wallet not followed before, on the chosen chain.
    expect(await within(form).findByText('40 credits')).toBeTruthy();
    const address = '0x4444444444444444444444444444444444444444';
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: ` ${address} ` } });
    await waitFor(() =>
      expect(fake.callsTo('credits:preview')).toContainEqual({
        channel: 'wallet:add',
        input: { address, connectionId: 'ethereum' },
      }),
    );
    expect(within(form).getByText('40 credits')).toBeTruthy();
  });

  it('says what is wrong with a bad address under it, marks the field, and sends nothing', async () => {
    const fake = fakeApi(
      responders({
        'wallet:add': (input) =>
          live({ id: 'w2', address: input.address, connectionId: 'ethereum', label: '' }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const form = await screen.findByRole('form', { name: 'Follow a wallet' });
    const box = within(form).getByLabelText('Address');
    fireEvent.change(box, { target: { value: '0x12345nothex' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Follow' }));
    const problem = await within(form).findByRole('alert');
    // The reason itself leads, not "Some input is not valid", and the field says it is the one to fix.
    expect(problem.textContent).toMatch(
      /^An address on Ethereum starts with 0x, then 40 letters a–f and digits/,
    );
    expect(within(form).queryByText(/Some input is not valid/)).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(problem.id);
    expect(fake.callsTo('wallet:add')).toEqual([]);
    // Corrected, the mark and the reason go.
    fireEvent.change(box, { target: { value: '0x4444444444444444444444444444444444444444' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(fake.callsTo('wallet:add')).toHaveLength(1));
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the sync cost before syncing, then the progress main reports', async () => {
    const fake = fakeApi(responders({ 'wallet:sync': () => live({ syncId: 's1' }) }));
    renderWith(<WalletsView />, fake);
    const panel = await screen.findByRole('region', { name: 'Sync transactions' });
    // An estimate: its status checks depend on how long the service takes.
    expect(await within(panel).findByText('~40 credits')).toBeTruthy();
    await tipSaying(panel, 'About 40 credits');
    expect(fake.callsTo('wallet:sync')).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(fake.callsTo('wallet:sync')).toEqual([{ walletIds: ['w1'] }]));
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's1',
        walletIds: ['w1'],
        state: 'syncing',
        polls: 2,
        elapsedMs: 4000,
        message: 'Reading chains',
      }),
    );
    expect(within(panel).getByRole('status').textContent).toContain(
      'Syncing: Reading chains (2 checks, 4 s)',
    );
    const before = fake.callsTo('wallet:transactions').length;
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's1',
        walletIds: ['w1'],
        state: 'synced',
        polls: 3,
        elapsedMs: 6000,
        message: 'Done',
      }),
    );
    // A finished sync says when it finished, since the line stays on screen.
    expect(within(panel).getByRole('status').textContent?.trim()).toMatch(
      /^Synced at \d{1,2}:\d{2}\s?[AP]M: Done \(3 checks, 6 s\)$/,
    );
    await waitFor(() => expect(fake.callsTo('wallet:transactions').length).toBe(before + 1));
  });

  it('while a sync of a wallet not synced yet runs, says it is syncing rather than "press Sync"', async () => {
    const fake = fakeApi(
      responders({
        'wallet:transactions': () => failed({ code: 'not_synced', status: 409, message: 'Sync first.' }),
        'wallet:sync': () => live({ syncId: 's3' }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const section = await screen.findByRole('region', { name: 'Transactions' });
    await within(section).findByText(/Not synced yet/);
    const panel = screen.getByRole('region', { name: 'Sync transactions' });
    await within(panel).findByText('~40 credits');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync' }));
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's3',
        walletIds: ['w1'],
        state: 'starting',
        polls: 0,
        elapsedMs: 0,
        message: 'Starting sync of one wallet.',
      }),
    );
    expect(
      (await within(section).findByText(/^Syncing this wallet/)).closest('[role="status"]')?.textContent,
    ).toBe('Syncing this wallet: its transactions are shown here once the sync is done.');
    expect(within(section).queryByText(/press/)).toBeNull();
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's3',
        walletIds: ['w1'],
        state: 'failed',
        polls: 1,
        elapsedMs: 2000,
        message: 'The service could not sync.',
      }),
    );
    // Failed: the way forward is Sync again.
    expect(await within(section).findByText(/Not synced yet/)).toBeTruthy();
  });

  it('shows each wallet its own sync: a wallet followed after another was synced is "not synced yet"', async () => {
    const fake = fakeApi(
      responders({
        'wallet:list': () =>
          live([
            { id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' },
            {
              id: 'w2',
              address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
              connectionId: 'bitcoin',
              label: '',
            },
          ]),
        'wallet:transactions': (input) =>
          (input as { walletIds: string[] }).walletIds.includes('w2')
            ? failed({ code: 'not_synced', status: 409, message: 'Sync first.', requestId: 'r-409' })
            : live({ items: txs, page: 1, limit: 100 }),
        'wallet:sync': () => live({ syncId: 's1' }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const panel = await screen.findByRole('region', { name: 'Sync transactions' });
    await within(panel).findByText('~40 credits');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(fake.callsTo('wallet:sync')).toHaveLength(1));
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's1',
        walletIds: ['w1'],
        state: 'synced',
        polls: 3,
        elapsedMs: 14000,
        message: 'the transactions are read again and shown below.',
      }),
    );
    expect(within(panel).getByRole('status').textContent?.trim()).toMatch(/^Synced at/);
    fireEvent.click(screen.getByRole('button', { name: /^bc1qar/ }));
    const section = screen.getByRole('region', { name: 'Transactions' });
    const state = await within(section).findByText(/Not synced yet/);
    expect(state.closest('[role="status"]')?.textContent).toBe(
      'Not synced yet: press Sync above to read this wallet’s transactions.',
    );
    expect(within(section).queryByRole('alert')).toBeNull();
    // Cold's finished sync is Cold's: nothing under Sync says this wallet was synced.
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Sync' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Cold/ }));
    expect((await within(panel).findByRole('status')).textContent?.trim()).toMatch(/^Synced at/);
  });

  it('a sync still running when the window was reloaded shows as running, with Cancel, and Sync off', async () => {
    const fake = fakeApi(responders({ 'wallet:syncCancel': () => live({ cancelled: true }) }));
    renderWith(<WalletsView />, fake);
    const panel = await screen.findByRole('region', { name: 'Sync transactions' });
    await within(panel).findByText('~40 credits');
    // No press here: only main's progress events tell of the sync started before the reload.
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's9',
        walletIds: ['w1'],
        state: 'syncing',
        polls: 1,
        elapsedMs: 2000,
        message: '0 of 1 synced',
      }),
    );
    expect(within(panel).getByRole('status').textContent).toContain('Syncing: 0 of 1 synced');
    expect(within(panel).getByRole('button', { name: 'Sync' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel sync' }));
    await waitFor(() => expect(fake.callsTo('wallet:syncCancel')).toEqual([{ syncId: 's9' }]));
    expect(fake.callsTo('wallet:sync')).toHaveLength(0);
  });

  it('asks before an all-network sync and sends the confirmation token', async () => {
    const fake = fakeApi(
      responders({
        'wallet:sync': () => live({ syncId: 's2' }),
        'credits:confirm': () => live({ confirmToken: 'tok-1', cost: dear }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const panel = await screen.findByRole('region', { name: 'Sync transactions' });
    fireEvent.click(within(panel).getByLabelText(/All\s+networks/));
    await within(panel).findByText('~400 credits');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync' }));
    expect(fake.callsTo('wallet:sync')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Spend 400 credits' }));
    await waitFor(() =>
      expect(fake.callsTo('wallet:sync')).toEqual([
        { walletIds: ['w1'], allNetworks: true, confirmToken: 'tok-1' },
      ]),
    );
  });

  it('says a wallet is not synced yet instead of showing an empty list', async () => {
    renderWith(
      <WalletsView />,
      fakeApi(
        responders({
          'wallet:transactions': () => failed({ code: 'not_synced', status: 409, message: 'Sync first.' }),
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Transactions' });
    // A normal state with one action, not a red error box that contradicts itself.
    const state = await within(section).findByText(/Not synced yet/);
    expect(state.closest('[role="status"]')?.textContent).toBe(
      'Not synced yet: press Sync above to read this wallet’s transactions.',
    );
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('masks balances in privacy mode', async () => {
    const { container } = renderWith(
      <WalletsView />,
      fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) })),
    );
    await screen.findByRole('table', { name: 'Wallet transactions' });
    await waitFor(() => expect(pageText(container)).not.toContain('6,446'));
    for (const digits of ['1.75', '3,683', '820', '1,841', '0.5'])
      expect(pageText(container)).not.toContain(digits);
  });
  it('with no wallet followed, Refresh is off and says there is nothing to refresh instead of "cost…"', async () => {
    const fake = fakeApi(responders({ 'wallet:list': () => live([]) }));
    renderWith(<WalletsView />, fake);
    await screen.findByText('No wallets yet: follow one below.');
    // A wallet connected on CoinStats ("MetaMask Wallet") is a portfolio: said, with the way there.
    expect(screen.getByRole('link', { name: 'portfolios' }).getAttribute('href')).toBe('#portfolios');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect((refresh as HTMLButtonElement).disabled).toBe(true));
    expect(refresh.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(refresh.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Nothing to refresh: follow a wallet below');
    expect(screen.queryByText('cost…')).toBeNull();
  });

  it('after the last wallet is removed, Refresh neither prices nor reads the removed wallet', async () => {
    const fake = fakeApi(responders({ 'wallet:remove': () => live({ removed: true }) }));
    renderWith(<WalletsView />, fake);
    await screen.findByRole('table', { name: 'Balances' });
    await screen.findByText('80 credits');
    fake.answer('wallet:list', () => live([]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove wallet Cold' }));
    await screen.findByText('No wallets yet: follow one below.');
    expect(screen.getByText('Nothing to refresh: follow a wallet below')).toBeTruthy();
    expect(screen.queryByText('80 credits')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Balances' })).toBeNull();
    const balanceReads = fake.callsTo('wallet:balance').length;
    act(() => fake.emit('data:changed', { kinds: ['wallet'] }));
    await waitFor(() => expect(fake.callsTo('wallet:list').length).toBeGreaterThan(2));
    expect(fake.callsTo('wallet:balance')).toHaveLength(balanceReads);
  });

  it('Refresh reads the balance and transactions live; a change main announces re-reads them through the cache', async () => {
    const fake = fakeApi(responders());
    renderWith(<WalletsView />, fake);
    await screen.findByRole('table', { name: 'Balances' });
    const liveReads = (channel: 'wallet:balance' | 'wallet:transactions') =>
      fake.callsTo(channel).filter((input) => (input as { refresh?: boolean }).refresh === true).length;
    expect(liveReads('wallet:balance') + liveReads('wallet:transactions')).toBe(0);

    act(() => fake.emit('data:changed', { kinds: ['wallet'] }));
    await waitFor(() => expect(fake.callsTo('wallet:balance').length).toBeGreaterThan(1));
    expect(liveReads('wallet:balance')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(liveReads('wallet:balance')).toBe(1));
    await waitFor(() => expect(liveReads('wallet:transactions')).toBe(1));
  });

  it('paying per request, a wallet not synced says how to sync it, and Refresh is priced without its transactions', async () => {
    // Main does not send (nor price) a transactions read the gateway answered "not synced" (unsynced-wallets.ts).
    const notSent: CostPreview = {
      credits: 0,
      usdc: null,
      needsConfirmation: false,
      explanation: 'The service answered that this wallet’s transactions are not synced yet…',
    };
    const balance: CostPreview = { ...cheap, usdc: '0.003' };
    const fake = fakeApi(
      responders({
        'settings:get': () => live(settings({ accessRoute: 'gateway' })),
        'app:status': () =>
          live({ mode: 'gateway', version: '1', dbPath: '/x', dbSizeBytes: 1, notices: [] }),
        'credits:preview': ({ channel }) => live(channel === 'wallet:transactions' ? notSent : balance),
        'wallet:transactions': () =>
          failed({ code: 'not_synced', message: 'The service answered that it is not synced yet.' }),
      }),
    );
    renderWith(<WalletsView />, fake);
    const section = await screen.findByRole('region', { name: 'Transactions' });
    const state = await within(section).findByText(/Not synced yet/);
    expect(state.closest('[role="status"]')?.textContent).toContain(
      'paying per request cannot sync a wallet',
    );
    expect(state.closest('[role="status"]')?.textContent).toContain(
      'switch the access route to your API key in Settings',
    );
    expect(within(section).queryByText(/press Sync above/)).toBeNull();
    const beside = within(screen.getByRole('button', { name: 'Refresh' }).parentElement as HTMLElement);
    // The balance's price alone, in USDC: the unsent transactions add nothing and do not hide the USDC.
    expect(await beside.findByText('0.003 USDC')).toBeTruthy();
    await tipSaying(
      screen.getByRole('button', { name: 'Refresh' }).parentElement as HTMLElement,
      '40 credits (0.003 USDC)',
    );
  });

  it('Refresh during a sync of the wallet reads its balance only, priced so: the sync reads the transactions', async () => {
    const fake = fakeApi(responders({ 'wallet:sync': () => live({ syncId: 's5' }) }));
    renderWith(<WalletsView />, fake);
    await screen.findByRole('table', { name: 'Balances' });
    const beside = () => within(screen.getByRole('button', { name: 'Refresh' }).parentElement as HTMLElement);
    // Balance 40 and transactions 40 while no sync runs.
    await beside().findByText('80 credits');
    const panel = screen.getByRole('region', { name: 'Sync transactions' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync' }));
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's5',
        walletIds: ['w1'],
        state: 'syncing',
        polls: 1,
        elapsedMs: 2000,
        message: '0 of 1 synced',
      }),
    );
    expect(await beside().findByText('40 credits')).toBeTruthy();
    const liveReads = (channel: 'wallet:balance' | 'wallet:transactions') =>
      fake.callsTo(channel).filter((input) => (input as { refresh?: boolean }).refresh === true).length;
    const transactionReads = fake.callsTo('wallet:transactions').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(liveReads('wallet:balance')).toBe(1));
    expect(fake.callsTo('wallet:transactions')).toHaveLength(transactionReads);
    // The sync's end reads them, once.
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's5',
        walletIds: ['w1'],
        state: 'synced',
        polls: 2,
        elapsedMs: 6000,
        message: 'Done',
      }),
    );
    await waitFor(() => expect(fake.callsTo('wallet:transactions')).toHaveLength(transactionReads + 1));
    expect(await beside().findByText('80 credits')).toBeTruthy();
  });
});

describe('choosing a followed wallet', () => {
  const two = () =>
    responders({
      'wallet:list': () =>
        live([
          { id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' },
          { id: 'w2', address: '0x9999567890abcdef9999', connectionId: 'ethereum', label: 'Hot' },
        ]),
      // Another wallet's balance 40 and transactions 40; the open one's, cached, cost nothing.
      'credits:preview': ({ input }) => {
        const call = input as { walletId?: string; walletIds?: string[] };
        const id = call.walletId ?? call.walletIds?.[0];
        return live({ ...cheap, credits: id === 'w1' ? 0 : 40 });
      },
    });

  it('prices each other wallet before the click, and the one open not at all', async () => {
    renderWith(<WalletsView />, fakeApi(two()));
    const picker = await screen.findByRole('navigation', { name: 'Followed wallets' });
    // One badge beside the chips; what opening reads, and each wallet's price, in its tooltip.
    expect(await within(picker).findByText('80 credits')).toBeTruthy();
    const tip = await tipSaying(
      picker,
      'Opening a wallet reads its balance and transactions: 80 credits a wallet',
    );
    expect(tip.textContent).toContain('Hot: ');
    expect(tip.textContent).not.toContain('Cold: ');
    expect(screen.getByRole('button', { name: /^Hot/ }).getAttribute('title')).not.toContain('credits');
    expect(screen.getByRole('button', { name: /^Cold/ }).getAttribute('title')).toContain('Shown now');
  });

  it('in privacy mode prices an unnamed wallet without its address, in its tooltip or beside the chips', async () => {
    const fake = fakeApi({
      ...two(),
      'settings:get': () => live(settings({ privacyMode: true })),
      'wallet:list': () =>
        live([
          { id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: '' },
          { id: 'w2', address: '0x9999567890abcdef9999', connectionId: 'ethereum', label: '' },
        ]),
    });
    renderWith(<WalletsView />, fake);
    const other = await screen.findByRole('button', { name: /^0x9999… Ethereum$/ });
    expect(other.getAttribute('title')).toBeNull();
    const picker = screen.getByRole('navigation', { name: 'Followed wallets' });
    await tipSaying(picker, 'Opening a wallet reads its balance and transactions: 80 credits a wallet');
    expect(pageText(document.body)).not.toContain('abcdef1234');
    expect(pageText(document.body)).not.toContain('abcdef9999');
  });

  it('keeps the type filter of the wallet open when it is pressed again: nothing is read, the rows stay filtered', async () => {
    const fake = fakeApi(two());
    renderWith(<WalletsView />, fake);
    const cold = await screen.findByRole('button', { name: /^Cold/ });
    await screen.findByRole('table', { name: 'Wallet transactions' });
    const types = screen.getByRole('combobox', { name: 'Type' });
    fireEvent.change(types, { target: { value: 'sent' } });
    await waitFor(() =>
      expect(fake.callsTo('wallet:transactions').at(-1)).toMatchObject({ types: ['sent'] }),
    );
    const reads = fake.callsTo('wallet:transactions').length;
    fireEvent.click(cold);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.callsTo('wallet:transactions')).toHaveLength(reads);
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('sent');
  });
});
