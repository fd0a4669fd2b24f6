import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The Wallets view with a followed, synced wallet (the pseudo walk sees only its empty state) and the coin page
// (#coin/bitcoin, not in the walk), in the pseudo language, then with the Watchlist in German (the longest) and
// Arabic (mirrored).
// Only the view itself is looked at: the header and the navigation are other parts' words, and so are the shared
// cost badges, source lines, chart summaries and readouts, and coverage cards inside it (listed apart, not asserted here).
// What is found is written to test-results/pseudo-wallets-coin.json.

const OTHER_PARTS = '.fd-cost, .fd-source, figcaption, .fd-chart__readout, .fd-cov';

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('wallets');
  await app.page.evaluate(`(async () => {
    const added = await window.api.wallet.add({
      address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', connectionId: 'ethereum', label: 'Cold storage' });
    if (!added.ok) throw new Error(added.error.message);
    const walletIds = [added.value.id];
    const synced = new Promise((resolve) => {
      const off = window.api.on('sync:progress', (p) => { if (p.state === 'synced') { off(); resolve(p); } });
    });
    const yes = await window.api.credits.confirm({ channel: 'wallet:sync', input: { walletIds } });
    if (!yes.ok) throw new Error(yes.error.message);
    const sync = await window.api.wallet.sync({ walletIds, confirmToken: yes.value.confirmToken });
    if (!sync.ok) throw new Error(sync.error.message);
    await synced;
  })()`);
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

type El = { closest(selector: string): El | null; getClientRects(): { length: number } };
type Doc = {
  getElementById(id: string): El;
  createTreeWalker(
    root: El,
    what: number,
  ): { nextNode(): { textContent: string | null; parentElement: El | null } | null };
};

interface Found {
  mine: string[];
  others: string[];
}

/** The view's text nodes of words that did not go through a catalogue (the pseudo walk's rule). */
function untranslated(): Promise<Found> {
  return app.page.evaluate((others) => {
    const doc = (globalThis as unknown as { document: Doc }).document;
    const walker = doc.createTreeWalker(doc.getElementById('fd-main'), 4);
    const found = { mine: new Set<string>(), others: new Set<string>() };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!parent || !/[A-Za-z]{3,}/.test(text) || /[⟦⟧]/.test(text)) continue;
      if (parent.closest('[translate="no"], script, style, svg, [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      (parent.closest(others) ? found.others : found.mine).add(text.slice(0, 80));
    }
    return { mine: [...found.mine].sort(), others: [...found.others].sort() };
  }, OTHER_PARTS);
}

/** Opens `route` and waits until the view's text has stopped changing (its reads have answered). */
async function show(route: string): Promise<void> {
  await app.page.goto(`${app.host.url}${route}`);
  await app.page.locator('#fd-main').waitFor();
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await app.page.waitForTimeout(300);
    const now = await app.page.locator('#fd-main').innerText();
    if (now === last) return;
    last = now;
  }
}

const language = (code: string) => app.page.evaluate(`window.api.settings.update({ language: "${code}" })`);

it('leaves no untranslated words of its own on the Wallets view and the coin page', async () => {
  await language('pseudo');
  const found: Record<string, Found> = {};
  for (const [name, route] of [
    ['wallets', '#wallets'],
    ['coin', '#coin/bitcoin'],
  ] as const) {
    await show(route);
    await app.page.getByRole('table').first().waitFor();
    found[name] = await untranslated();
    await app.page.screenshot({
      path: join(screenshotDir, `pseudo-${name}-followed-1024.png`),
      fullPage: true,
    });
  }
  writeFileSync(join(screenshotDir, '..', 'pseudo-wallets-coin.json'), JSON.stringify(found, null, 1));
  expect([found.wallets?.mine, found.coin?.mine]).toEqual([[], []]);
});

it('says the Wallets view and the coin page in German', async () => {
  await language('de');
  await show('#wallets');
  await app.page.getByRole('heading', { name: 'Einer Wallet folgen' }).waitFor();
  await app.page.getByRole('table', { name: 'Bestände' }).waitFor();
  await app.page.getByRole('button', { name: 'Synchronisieren', exact: true }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-wallets-1024.png'), fullPage: true });
  await show('#coin/bitcoin');
  await app.page
    .getByRole('region', { name: 'Ihr Bestand' })
    .getByText('Durchschnittlicher Einstandspreis')
    .waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-coin-1024.png'), fullPage: true });
  await show('#watchlist');
  await app.page.getByRole('table', { name: 'Beobachtete Coins' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-watchlist-1024.png'), fullPage: true });
});

it('mirrors the Wallets view and the coin page in Arabic', async () => {
  await language('ar');
  await show('#wallets');
  await app.page.getByRole('heading', { name: 'متابعة محفظة' }).waitFor();
  expect(await app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-wallets-1024.png'), fullPage: true });
  await show('#coin/bitcoin');
  await app.page.getByRole('region', { name: 'حيازتك' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-coin-1024.png'), fullPage: true });
  await show('#watchlist');
  await app.page.getByRole('table', { name: 'العملات المراقَبة' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-watchlist-1024.png'), fullPage: true });
  await language('en');
});
