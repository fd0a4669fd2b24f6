import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The Real-world assets view with an asset open (the pseudo walk sees only the list), then Real-world assets,
// Candles and Alerts in German (the longest) and Arabic (mirrored).
// Only the view itself is looked at: the shared cost badges, source lines, chart summaries and readouts, and the
// coin finder are other parts' words (listed apart, not asserted here). What is found is written to
// test-results/pseudo-rwa-asset.json.

const OTHER_PARTS = '.fd-cost, .fd-source, figcaption, .fd-chart__readout, .fd-coin-finder';

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('rwa');
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

/** The view's text nodes of words that did not go through a catalogue (the pseudo walk's rule). */
function untranslated(): Promise<{ mine: string[]; others: string[] }> {
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
  await settle();
}

async function settle(): Promise<void> {
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await app.page.waitForTimeout(300);
    const now = await app.page.locator('#fd-main').innerText();
    if (now === last) return;
    last = now;
  }
}

const language = (code: string) => app.page.evaluate(`window.api.settings.update({ language: "${code}" })`);

it('leaves no untranslated words of its own on an asset’s page', async () => {
  await language('pseudo');
  await show('#rwa');
  await app.page.getByRole('button', { name: 'Gold XAU', exact: true }).first().click();
  await app.page.getByRole('table').nth(1).waitFor();
  await settle();
  const found = await untranslated();
  await app.page.screenshot({ path: join(screenshotDir, 'pseudo-rwa-asset-1024.png'), fullPage: true });
  writeFileSync(join(screenshotDir, '..', 'pseudo-rwa-asset.json'), JSON.stringify(found, null, 1));
  expect(found.mine).toEqual([]);
});

it('says Real-world assets, Candles and Alerts in German', async () => {
  await language('de');
  await show('#rwa');
  await app.page.getByRole('heading', { name: 'Reale Vermögenswerte' }).waitFor();
  await app.page.getByRole('table', { name: 'Tokenisierte Assets' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-rwa-1024.png'), fullPage: true });
  await show('#candles');
  await app.page.getByRole('button', { name: 'Kerzen anzeigen' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-candles-1024.png'), fullPage: true });
  await show('#alerts');
  await app.page.getByRole('heading', { name: 'Neuer Alarm' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-alerts-1024.png'), fullPage: true });
});

it('mirrors Real-world assets, Candles and Alerts in Arabic', async () => {
  await language('ar');
  await show('#rwa');
  await app.page.getByRole('heading', { name: 'الأصول الحقيقية' }).waitFor();
  expect(await app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-rwa-1024.png'), fullPage: true });
  await show('#candles');
  await app.page.getByRole('button', { name: 'عرض الشموع' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-candles-1024.png'), fullPage: true });
  await show('#alerts');
  await app.page.getByRole('heading', { name: 'تنبيه جديد' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-alerts-1024.png'), fullPage: true });
  await language('en');
});
