import { describe, expect, it } from 'vitest';
import { createStores, readIfUnread, switchMode } from '../../../../src/renderer/src/stores/folio-context';
import { walletOpeningCalls } from '../../../../src/renderer/src/stores/wallet';
import { portfolioOpeningCalls } from '../../../../src/renderer/src/stores/portfolio';
import { fakeApi } from '../helpers/fake-api';
import { gatewayStatus, holdings, live, meter, portfolios, settings } from '../helpers/fixtures';

// A mode switch (a key saved on Settings, the demo left) clears every figure; only the view on screen is read for
// the new account at once; the other views' reads wait until they open, priced in their links.

function setup() {
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'portfolio:list': () => live(portfolios),
    'portfolio:coins': () => live(holdings),
  });
  const stores = createStores(fake.api);
  return { fake, stores };
}

const portfolioCalls = (fake: ReturnType<typeof fakeApi>) =>
  fake.calls.filter((call) => call.channel.startsWith('portfolio:')).length;

describe('a mode switch', () => {
  it('reads nothing of Portfolios while Settings is on screen, and reads it whole when Portfolios opens', async () => {
    const { fake, stores } = setup();
    // The demo's Portfolios, then the user went to Settings and saved a key.
    await stores.portfolio.list.load({});
    await stores.portfolio.coins.load({ currency: 'USD' });
    await stores.credits.meter.load({});
    stores.onScreen.setState({ view: 'settings' });
    const before = portfolioCalls(fake);

    await switchMode(stores);
    expect(portfolioCalls(fake)).toBe(before);
    expect(stores.portfolio.coins.getState().value).toBeNull();
    // What the header shows is the new account's at once.
    expect(fake.callsTo('credits:meter')).toHaveLength(2);

    // Portfolios opens: its list and figures are read for the new account, once.
    expect(readIfUnread(stores, 'portfolios')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsTo('portfolio:list')).toHaveLength(2);
    expect(fake.callsTo('portfolio:coins')).toHaveLength(2);
    expect(stores.portfolio.coins.getState().value).not.toBeNull();
    expect(readIfUnread(stores, 'portfolios')).toBe(false);
  });

  it('reads the view on screen again at once', async () => {
    const { fake, stores } = setup();
    await stores.portfolio.list.load({});
    stores.onScreen.setState({ view: 'portfolios' });
    await switchMode(stores);
    expect(fake.callsTo('portfolio:list')).toHaveLength(2);
    expect(stores.onScreen.getState().unread).not.toContain('portfolios');
    expect(stores.onScreen.getState().unread).toContain('wallets');
  });
});

describe('a mode switch made by importing a pay-per-request wallet key', () => {
  it('keeps the wallet address on screen while the new mode loads, then reads it again', async () => {
    // A full browser run once saw Settings' wallet panel go back to "paste a key" just after the import showed
    // the address: the switch the import made had cleared the wallet's status with the account's figures.
    const status = gatewayStatus();
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'gateway:status': () => live(status),
      'gateway:ledger': () =>
        live({
          spentTodayUsd: '0',
          reservedTodayUsd: '0',
          spentMonthUsd: '0',
          reservedMonthUsd: '0',
          journal: [],
          unsettled: [],
        }),
    });
    const stores = createStores(fake.api);
    await stores.gateway.status.load({});
    stores.onScreen.setState({ view: 'settings' });

    const switching = switchMode(stores);
    expect(stores.gateway.status.getState().value?.walletAddress).toBe(status.walletAddress);
    await switching;
    expect(fake.callsTo('gateway:status')).toHaveLength(2);
    expect(stores.gateway.status.getState().value?.walletAddress).toBe(status.walletAddress);
  });
});

describe('a mode switch and the Wallets view', () => {
  const wallets = [
    { id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' },
    { id: 'w2', address: '0x9999567890abcdef9999', connectionId: 'ethereum', label: 'Hot' },
  ];
  const walletSetup = () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'credits:meter': () => live(meter()),
      'wallet:list': () => live(wallets),
      'wallet:blockchains': () => live([]),
      'wallet:transactionTypes': () => live([]),
    });
    return { fake, stores: createStores(fake.api) };
  };

  it('never reads again the wallet that was open before: the view opens the first one, as its link prices', async () => {
    const { fake, stores } = walletSetup();
    // Hot was open; then the user saved a key on Settings (the same followed wallets in the new route).
    await stores.wallet.list.load({});
    await stores.wallet.blockchains.load({});
    await stores.wallet.types.load({});
    stores.wallet.ui.setState({ selectedId: 'w2' });
    await stores.wallet.balance.load({ walletId: 'w2', currency: 'USD' });
    await stores.wallet.transactions.load({ walletIds: ['w2'], currency: 'USD', limit: 100 });
    stores.onScreen.setState({ view: 'settings' });
    await switchMode(stores);
    const balances = fake.callsTo('wallet:balance').length;
    const transactions = fake.callsTo('wallet:transactions').length;

    expect(readIfUnread(stores, 'wallets')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsTo('wallet:balance')).toHaveLength(balances);
    expect(fake.callsTo('wallet:transactions')).toHaveLength(transactions);
    // The lookups the switch cleared are read again, and the link names them with the first wallet's reads.
    expect(fake.callsTo('wallet:blockchains')).toHaveLength(2);
    expect(fake.callsTo('wallet:list')).toHaveLength(2);
  });

  it('prices the lookups a switch cleared in the link, with the first wallet of the new account', async () => {
    const { stores } = walletSetup();
    await stores.wallet.blockchains.load({});
    await stores.wallet.types.load({});
    stores.onScreen.setState({ view: 'settings' });
    await switchMode(stores);
    await stores.wallet.list.load({});
    const channels = (walletOpeningCalls(stores.wallet, 'USD') ?? []).map((call) => call.channel);
    expect(channels).toEqual(
      expect.arrayContaining(['wallet:blockchains', 'wallet:transactionTypes', 'wallet:balance']),
    );
    expect(walletOpeningCalls(stores.wallet, 'USD')).toContainEqual({
      channel: 'wallet:balance',
      input: { walletId: 'w1', currency: 'USD' },
    });
  });
});

describe('a mode switch and the Portfolios view', () => {
  it('never reads again the portfolio open before the switch: the view opens All portfolios, as its link prices', async () => {
    const { fake, stores } = setup();
    // The demo's "Long term" portfolio was open; then the user saved a key on Settings.
    await stores.portfolio.list.load({});
    stores.portfolio.ui.setState({ selectedId: 'p-long' });
    await stores.portfolio.coins.load({ portfolioId: 'p-long', currency: 'USD' });
    stores.onScreen.setState({ view: 'settings' });
    await switchMode(stores);

    expect(portfolioOpeningCalls(stores.portfolio, 'USD', stores.returns.ui.getState())).not.toContainEqual(
      expect.objectContaining({ input: expect.objectContaining({ portfolioId: 'p-long' }) }),
    );
    expect(readIfUnread(stores, 'portfolios')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsTo('portfolio:coins')).toEqual([{ portfolioId: 'p-long', currency: 'USD' }]);
    expect(fake.callsTo('portfolio:list')).toHaveLength(2);
  });
});
