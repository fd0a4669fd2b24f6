import { loadTranslator } from '../../../src/shared/i18n/load';
import { describe, expect, it } from 'vitest';
import { buildTrayMenu, type CachedPrice, type TrayMenuItem } from '../../../src/main/tray/menu-model';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const minutes = (n: number) => NOW - n * 60_000;

const btc: CachedPrice = {
  coinId: 'bitcoin',
  symbol: 'btc',
  price: 97512.4,
  currency: 'USD',
  change24h: 1.23,
  fetchedAt: minutes(3),
  stale: false,
};
const eth: CachedPrice = {
  coinId: 'ethereum',
  symbol: 'ETH',
  price: 3683.51,
  currency: 'USD',
  change24h: -0.4,
  fetchedAt: minutes(90),
  stale: true,
};
const sol: CachedPrice = {
  coinId: 'solana',
  symbol: 'SOL',
  price: 187.3,
  currency: 'USD',
  change24h: null,
  fetchedAt: minutes(0),
  stale: false,
};

const labels = (items: TrayMenuItem[]) => items.map((i) => (i.kind === 'separator' ? '---' : i.label));
/** Watched entries as the tray service passes them: the menu id and the name a missing price is shown by. */
const watch = (...ids: string[]) => ids.map((id) => ({ id, label: id }));
const open = { privacyMode: false, watched: watch('bitcoin', 'ethereum') };

describe('buildTrayMenu', () => {
  it('lists watched coins in the user order with price, 24h change and age, then the actions', () => {
    const menu = buildTrayMenu([eth, btc], open, NOW, { refreshCredits: 2 });
    expect(labels(menu.items)).toEqual([
      'BTC $97,512 +1.2% · 3 min. ago',
      'ETH $3,684 -0.4% · 2 hr. ago · stale',
      '---',
      'Refresh prices (2 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
  });

  it('adds other cached prices (top holdings) after the watched ones, and says which watched coin has none', () => {
    const menu = buildTrayMenu(
      [sol, btc],
      { privacyMode: false, watched: watch('bitcoin', 'cardano') },
      NOW,
      { refreshCredits: 1 },
    );
    expect(labels(menu.items).slice(0, 4)).toEqual([
      'BTC $97,512 +1.2% · 3 min. ago',
      'cardano: no cached price yet',
      'SOL $187.30 · now',
      '---',
    ]);
    expect(labels(menu.items)).toContain('Refresh prices (1 credit)');
  });

  it('masks every price and change in privacy mode, but keeps names and ages', () => {
    const menu = buildTrayMenu([btc, eth], { ...open, privacyMode: true }, NOW, { refreshCredits: 2 });
    expect(labels(menu.items).slice(0, 2)).toEqual([
      'BTC $••• +•••% · 3 min. ago',
      'ETH $••• -•••% · 2 hr. ago · stale',
    ]);
    const all = JSON.stringify(menu);
    for (const digits of ['97', '512', '3,684', '1.2', '0.4']) expect(all).not.toContain(digits);
  });

  it.each(['ar-EG', 'fa-IR', 'bn-BD', 'mr-IN', 'hi-u-nu-deva', 'th-u-nu-thai'])(
    'masks every price and change in privacy mode where %s writes its own digits',
    (locale) => {
      const settings = { ...open, privacyMode: true };
      const menu = buildTrayMenu([btc, eth], settings, NOW, { refreshCredits: 2, locale });
      const prices = menu.items.flatMap((i) => (i.kind === 'price' ? [i.label] : []));
      expect(prices).toHaveLength(2);
      for (const label of prices) {
        // The amounts sit between the symbol and the age, which is words in the interface's language.
        const amounts = label.slice(label.indexOf(' '), label.indexOf(' · '));
        expect(amounts, label).not.toMatch(/\p{Nd}/u);
        expect(amounts.split('•••'), label).toHaveLength(3);
      }
    },
  );

  it('never puts an amount in the tooltip, only how old the prices are', () => {
    const menu = buildTrayMenu([btc, eth], open, NOW, { refreshCredits: 2 });
    expect(menu.tooltip).toBe('Folio Desk · prices from 3 min. ago');
    expect(buildTrayMenu([], open, NOW, { refreshCredits: 2 }).tooltip).toBe('Folio Desk');
  });

  it('formats for the locale', () => {
    const menu = buildTrayMenu([btc], { privacyMode: false, watched: watch('bitcoin') }, NOW, {
      refreshCredits: 1500,
      locale: 'de-DE',
    });
    expect(labels(menu.items)).toEqual([
      'BTC 97.512\u00a0$ +1,2\u00a0% · 3 min. ago',
      '---',
      'Refresh prices (1.500 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
  });

  it('speaks the chosen language, with numbers still in the number locale', async () => {
    const menu = buildTrayMenu([btc], { privacyMode: false, watched: watch('bitcoin') }, NOW, {
      refreshCredits: 1500,
      locale: 'en-US',
      translator: await loadTranslator('de'),
    });
    expect(labels(menu.items)).toEqual([
      'BTC $97,512 +1.2% · vor 3 Min.',
      '---',
      'Kurse aktualisieren (1,500 Credits)',
      'Folio Desk öffnen',
      'Beenden',
    ]);
    expect(menu.tooltip).toBe('Folio Desk · Kurse vor 3 Min.');
  });

  it('marks demo data, says when nothing is watched, and disables refresh then', () => {
    const menu = buildTrayMenu([], { privacyMode: false, watched: [] }, NOW, {
      refreshCredits: null,
      demo: true,
    });
    expect(labels(menu.items)).toEqual([
      'Demo data',
      'Nothing watched: add coins or assets in the Watchlist view',
      '---',
      'Refresh prices',
      'Open Folio Desk',
      'Quit',
    ]);
    expect(menu.items.find((i) => i.kind === 'action' && i.action === 'refresh')).toMatchObject({
      enabled: false,
    });
  });

  it('keeps the menu short however many prices are cached', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...sol, coinId: `c${i}`, symbol: `C${i}` }));
    const menu = buildTrayMenu(many, open, NOW, { refreshCredits: 2 });
    expect(menu.items.filter((i) => i.kind === 'price' || i.kind === 'info')).toHaveLength(8);
  });

  it('lists watched RWA assets after the coins, by their symbol, with or without a cached price', () => {
    const gold: CachedPrice = { ...sol, coinId: 'rwa:gold', symbol: 'XAU', price: 2411.5, change24h: 0.5 };
    const menu = buildTrayMenu(
      [gold, btc],
      {
        privacyMode: false,
        watched: [
          { id: 'bitcoin', label: 'BTC' },
          { id: 'rwa:gold', label: 'XAU' },
          { id: 'rwa:apple', label: 'apple' },
        ],
      },
      NOW,
      { refreshCredits: 4 },
    );
    expect(labels(menu.items).slice(0, 3)).toEqual([
      'BTC $97,512 +1.2% · 3 min. ago',
      'XAU $2,412 +0.5% · now',
      'apple: no cached price yet',
    ]);
  });
});
