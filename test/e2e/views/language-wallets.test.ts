import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { screenshotDir } from '../support/app-session';
import { followSyncedWallet } from '../support/followed-wallet';
import { languageSession } from '../support/language-session';
import { documentDir, shoot, untranslated, type Untranslated } from '../support/text-audit';

// The Wallets view with a followed, synced wallet (the pseudo walk sees only its empty state) and the coin page
// in the pseudo language, then with the Watchlist in German (the longest) and Arabic (mirrored).
// Only the view itself is looked at: the header and the navigation are other parts' words, and so are the shared
// cost badges, source lines, chart summaries and readouts, and coverage cards inside it (listed apart, not asserted here).
// What is found is written to test-results/pseudo-wallets-coin.json.

const OTHER_PARTS = '.fd-cost, .fd-source, figcaption, .fd-chart__readout, .fd-cov';

const session = languageSession('wallets');

beforeAll(async () => {
  await followSyncedWallet(session.app.page, '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'Cold storage');
});

it('leaves no untranslated words of its own on the Wallets view and the coin page', async () => {
  const { page } = session.app;
  const found: Record<string, Untranslated> = {};
  for (const [name, route] of [
    ['wallets', '#wallets'],
    ['coin', '#coin/bitcoin'],
  ] as const) {
    await session.showIn('pseudo', route);
    await page.getByRole('table').first().waitFor();
    found[name] = await untranslated(page, '#fd-main', OTHER_PARTS);
    await shoot(page, `pseudo-${name}-followed-1024`, true);
  }
  writeFileSync(join(screenshotDir, '..', 'pseudo-wallets-coin.json'), JSON.stringify(found, null, 1));
  expect([found.wallets?.mine, found.coin?.mine]).toEqual([[], []]);
});

it('says the Wallets view and the coin page in German', async () => {
  const { page } = session.app;
  await session.showIn('de', '#wallets');
  await page.getByRole('heading', { name: 'Einer Wallet folgen' }).waitFor();
  await page.getByRole('table', { name: 'Bestände' }).waitFor();
  await page.getByRole('button', { name: 'Synchronisieren', exact: true }).waitFor();
  await shoot(page, 'language-de-wallets-1024', true);
  await session.showIn('de', '#coin/bitcoin');
  await page
    .getByRole('region', { name: 'Ihr Bestand' })
    .getByText('Durchschnittlicher Einstandspreis')
    .waitFor();
  await shoot(page, 'language-de-coin-1024', true);
  await session.showIn('de', '#watchlist');
  await page.getByRole('table', { name: 'Beobachtete Coins' }).waitFor();
  await shoot(page, 'language-de-watchlist-1024', true);
});

it('mirrors the Wallets view and the coin page in Arabic', async () => {
  const { page } = session.app;
  await session.showIn('ar', '#wallets');
  await page.getByRole('heading', { name: 'متابعة محفظة' }).waitFor();
  expect(await documentDir(page)).toBe('rtl');
  await shoot(page, 'language-ar-wallets-1024', true);
  await session.showIn('ar', '#coin/bitcoin');
  await page.getByRole('region', { name: 'حيازتك' }).waitFor();
  await shoot(page, 'language-ar-coin-1024', true);
  await session.showIn('ar', '#watchlist');
  await page.getByRole('table', { name: 'العملات المراقَبة' }).waitFor();
  await shoot(page, 'language-ar-watchlist-1024', true);
});
