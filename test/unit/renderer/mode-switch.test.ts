import { describe, expect, it } from 'vitest';
import { createStores, readIfUnread, switchMode } from '../../../src/renderer/src/stores/folio-context';
import { fakeApi } from './helpers/fake-api';
import { holdings, live, meter, portfolios, settings } from './helpers/fixtures';

// A mode switch (a key saved on Settings, the demo left) clears every figure; only the view on screen is read for
// the new account at once. A walk saw saving a key on Settings spend 62 credits re-reading the Portfolios the
// demo had shown, with no price anywhere: those reads now wait until Portfolios opens, priced in its link.

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
