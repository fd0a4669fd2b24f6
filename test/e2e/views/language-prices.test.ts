import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { shoot } from '../support/text-audit';

// How a price is reached, in the badge's tooltip, is said in the language the user chose: main sends its parts
// by message, the endpoint stays as the service names it.

const session = languageSession('watchlist');
const tooltips = async () =>
  (await session.app.page.locator('#fd-main .fd-cost__detail').allTextContents()).join('\n');

it('says the prices of the Watchlist in German', async () => {
  await session.showIn('de', '#watchlist');
  await expect.poll(tooltips, { timeout: 15_000 }).toMatch(/(Credits? für GET \/|zwischengespeichert \()/);
  expect(await tooltips()).not.toMatch(/credits? for GET|cached \(updated|is free/);
  const badge = session.app.page.locator('#fd-main .fd-cost').first();
  await badge.hover();
  await shoot(session.app.page, 'language-de-prices-1024', true);
});

it('says them in Arabic, right to left', async () => {
  await session.showIn('ar', '#watchlist');
  await expect.poll(tooltips, { timeout: 15_000 }).toMatch(/(مقابل GET \/|مخزّن مؤقتًا)/);
  expect(await tooltips()).not.toMatch(/credits? for GET|cached \(updated|is free/);
  await session.app.page.locator('#fd-main .fd-cost').first().hover();
  await shoot(session.app.page, 'language-ar-prices-1024', true);
});
