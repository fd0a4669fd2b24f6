import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { shoot } from '../support/text-audit';

// Words that used to stay English or be glued, as a user who chose German or Arabic sees them: the chart readout
// under the value chart (its date in the language's words, the digits of the number format), and the command
// palette answering to the language's own words.

const session = languageSession('portfolios');
const main = () => session.app.page.locator('#fd-main');
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

async function searchPalette(text: string) {
  const page = session.app.page;
  await page.keyboard.press('Control+k');
  const field = page.getByRole('dialog').getByRole('combobox');
  await field.waitFor();
  await field.fill(text);
}

it('writes the chart readout in German, and the palette finds the export by a German word', async () => {
  await session.showIn('de', '#portfolios');
  const readout = main().locator('.fd-chart__readout').first();
  await expect.poll(() => readout.innerText(), { timeout: 15_000 }).toMatch(/^Zuletzt, /);
  expect(await readout.innerText()).not.toMatch(ENGLISH_MONTH);
  await searchPalette('herunterladen');
  await session.app.page.getByRole('option', { name: /Daten als CSV exportieren/ }).waitFor();
  await shoot(session.app.page, 'language-de-palette-words-1024');
  await session.app.page.keyboard.press('Escape');
});

it('writes the chart readout in Arabic with the number format’s digits, and the palette finds an Arabic word', async () => {
  await session.showIn('ar', '#portfolios');
  const readout = main().locator('.fd-chart__readout').first();
  await expect.poll(() => readout.innerText(), { timeout: 15_000 }).toMatch(/^الأحدث، /);
  const text = await readout.innerText();
  expect(text).not.toMatch(ENGLISH_MONTH);
  // The number format is the system's (Latin digits here), whatever the language of the words.
  expect(text).toMatch(/[0-9]/);
  await searchPalette('تنزيل');
  await session.app.page.getByRole('option', { name: /تصدير البيانات بصيغة CSV/ }).waitFor();
  await shoot(session.app.page, 'language-ar-palette-words-1024');
  await session.app.page.keyboard.press('Escape');
});
