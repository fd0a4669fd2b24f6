import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The Portfolios view in German (the longest words) and Arabic (mirrored), as a user who chose the language in
// Settings sees it: its cards, tables and manage buttons translated, and nothing spilling out of its controls.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.page.evaluate('window.api.settings.update({ language: "en" })');
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

type El = {
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getClientRects(): { length: number };
};

/** Buttons, labels and headings of the view whose text does not fit inside them. */
const overflowing = () =>
  app.page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<El> } })
      .document;
    const found: string[] = [];
    for (const el of doc.querySelectorAll(
      '#fd-main button, #fd-main label, #fd-main th, #fd-main [role="radio"]',
    )) {
      if (el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1) {
        found.push((el.textContent ?? '').trim().slice(0, 60));
      }
    }
    return found;
  });

async function showIn(language: 'de' | 'ar') {
  await app.page.evaluate(`window.api.settings.update({ language: "${language}" })`);
  await app.page.goto(`${app.host.url}#portfolios`);
  await app.page.locator('#fd-main').waitFor();
}

it('shows the Portfolios view in German: cards, tables and manage buttons', async () => {
  await showIn('de');
  const main = app.page.locator('#fd-main');
  await main.getByRole('heading', { name: 'Wert und Gewinn' }).waitFor();
  await main.getByRole('heading', { name: 'Wertentwicklung' }).waitFor();
  await main.getByRole('table', { name: 'Bestände' }).waitFor();
  await main.getByRole('button', { name: 'Wallet verbinden' }).waitFor();
  expect(
    await main.getByRole('table', { name: 'Transaktionen' }).getByRole('columnheader').allInnerTexts(),
  ).toEqual(expect.arrayContaining([expect.stringMatching(/^Datum/), expect.stringMatching(/^Menge/)]));
  expect(await overflowing()).toEqual([]);
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-portfolios-1024.png') });
  await main.getByRole('table', { name: 'Transaktionen' }).scrollIntoViewIfNeeded();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-portfolios-tables-1024.png') });
});

it('mirrors the Portfolios view in Arabic, its words in Arabic', async () => {
  await showIn('ar');
  const main = app.page.locator('#fd-main');
  await main.getByRole('heading', { name: 'القيمة والربح' }).waitFor();
  await main.getByRole('table', { name: 'الأصول' }).waitFor();
  expect(await app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  expect(await overflowing()).toEqual([]);
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-portfolios-1024.png') });
  await main.getByRole('table', { name: 'الأصول' }).scrollIntoViewIfNeeded();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-portfolios-tables-1024.png') });
});
