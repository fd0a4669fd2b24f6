import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { screenshotDir } from '../support/app-session';
import { languageSession } from '../support/language-session';
import { documentDir, settle, shoot, untranslated } from '../support/text-audit';

// The Real-world assets view with an asset open (the pseudo walk sees only the list), then Real-world assets,
// Candles and Alerts in German (the longest) and Arabic (mirrored).
// Only the view itself is looked at: the shared cost badges, source lines, chart summaries and readouts, and the
// coin finder are other parts' words (listed apart, not asserted here). What is found is written to
// test-results/pseudo-rwa-asset.json.

const OTHER_PARTS = '.fd-cost, .fd-source, figcaption, .fd-chart__readout, .fd-coin-finder';

const session = languageSession('rwa');
const heading = (name: string) => session.app.page.getByRole('heading', { name }).waitFor();

it('leaves no untranslated words of its own on an asset’s page', async () => {
  await session.showIn('pseudo', '#rwa');
  const { page } = session.app;
  await page.getByRole('button', { name: 'Gold XAU', exact: true }).first().click();
  await page.getByRole('table').nth(1).waitFor();
  await settle(page);
  const found = await untranslated(page, '#fd-main', OTHER_PARTS);
  await shoot(page, 'pseudo-rwa-asset-1024', true);
  writeFileSync(join(screenshotDir, '..', 'pseudo-rwa-asset.json'), JSON.stringify(found, null, 1));
  expect(found.mine).toEqual([]);
});

it('says Real-world assets, Candles and Alerts in German', async () => {
  const { page } = session.app;
  await session.showIn('de', '#rwa');
  await heading('Reale Vermögenswerte');
  await page.getByRole('table', { name: 'Tokenisierte Assets' }).waitFor();
  await shoot(page, 'language-de-rwa-1024', true);
  await session.showIn('de', '#candles');
  await page.getByRole('button', { name: 'Kerzen anzeigen' }).waitFor();
  await shoot(page, 'language-de-candles-1024', true);
  await session.showIn('de', '#alerts');
  await heading('Neuer Alarm');
  await shoot(page, 'language-de-alerts-1024', true);
});

it('mirrors Real-world assets, Candles and Alerts in Arabic', async () => {
  const { page } = session.app;
  await session.showIn('ar', '#rwa');
  await heading('الأصول الحقيقية');
  expect(await documentDir(page)).toBe('rtl');
  await shoot(page, 'language-ar-rwa-1024', true);
  await session.showIn('ar', '#candles');
  await page.getByRole('button', { name: 'عرض الشموع' }).waitFor();
  await shoot(page, 'language-ar-candles-1024', true);
  await session.showIn('ar', '#alerts');
  await heading('تنبيه جديد');
  await shoot(page, 'language-ar-alerts-1024', true);
});
