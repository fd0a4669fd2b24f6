import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// Overview and Positions in German (the longest words) and Arabic (mirrored), as a user who chose the language in
// Settings sees them: the total, the returns named as finance apps name them, the coverage cards, and nothing
// spilling out of a button, label, heading cell or range choice.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('overview');
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

async function show(language: 'de' | 'ar', route: string) {
  await app.page.evaluate(`window.api.settings.update({ language: "${language}" })`);
  await app.page.goto(`${app.host.url}${route}`);
  await app.page.locator('#fd-main').waitFor();
}

it('shows Overview and Positions in German', async () => {
  await show('de', '#overview');
  const main = app.page.locator('#fd-main');
  await main.getByRole('heading', { name: 'Gesamtwert' }).waitFor();
  await main.getByRole('heading', { name: 'Renditen' }).waitFor();
  await main.getByText('So wurde die zeitgewichtete Rendite berechnet').waitFor();
  const returns = await main.getByRole('region', { name: 'Renditen' }).innerText();
  expect(returns).toContain('Zeitgewichtete Rendite');
  expect(returns).toContain('Geldgewichtete Rendite');
  await main.getByRole('heading', { name: 'Gewinn/Verlust' }).waitFor();
  await app.page.waitForTimeout(500);
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-overview-1024.png'), fullPage: true });
  expect(await overflowing()).toEqual([]);
  await show('de', '#positions');
  await main.getByRole('heading', { name: 'Risiko und Spam' }).waitFor();
  await main.getByRole('heading', { name: 'Zeitmaschine' }).waitFor();
  await app.page.waitForTimeout(500);
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-positions-1024.png'), fullPage: true });
  expect(await overflowing()).toEqual([]);
});

it('mirrors Overview and Positions in Arabic', async () => {
  await show('ar', '#overview');
  const main = app.page.locator('#fd-main');
  await main.getByRole('heading', { name: 'القيمة الإجمالية' }).waitFor();
  await main.getByText('كيف حُسب العائد الموزون زمنياً').waitFor();
  expect(await main.getByRole('region', { name: 'العوائد' }).innerText()).toContain('العائد الموزون بالمال');
  expect(await app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  await app.page.waitForTimeout(500);
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-overview-1024.png'), fullPage: true });
  expect(await overflowing()).toEqual([]);
  await show('ar', '#positions');
  await main.getByRole('heading', { name: 'آلة الزمن' }).waitFor();
  await app.page.waitForTimeout(500);
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-positions-1024.png'), fullPage: true });
  expect(await overflowing()).toEqual([]);
});
