import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { documentDir, overflowing, shoot, VIEW_CONTROLS } from '../support/text-audit';

// The Portfolios view in German (the longest words) and Arabic (mirrored), as a user who chose the language in
// Settings sees it: its cards, tables and manage buttons translated, nothing spilling out of its controls, and the
// holdings table inside the window's width.

const session = languageSession('portfolios');
const main = () => session.app.page.locator('#fd-main');
const fits = async () => expect(await overflowing(session.app.page, VIEW_CONTROLS)).toEqual([]);

it('shows the Portfolios view in German: cards, tables and manage buttons', async () => {
  await session.showIn('de', '#portfolios');
  await main().getByRole('heading', { name: 'Wert und Gewinn' }).waitFor();
  await main().getByRole('heading', { name: 'Wertentwicklung' }).waitFor();
  await main().getByRole('table', { name: 'Bestände' }).waitFor();
  await main().getByRole('button', { name: 'Wallet verbinden' }).waitFor();
  expect(
    await main().getByRole('table', { name: 'Transaktionen' }).getByRole('columnheader').allInnerTexts(),
  ).toEqual(expect.arrayContaining([expect.stringMatching(/^Datum/), expect.stringMatching(/^Menge/)]));
  await fits();
  await shoot(session.app.page, 'language-de-portfolios-1024');
  await main().getByRole('table', { name: 'Transaktionen' }).scrollIntoViewIfNeeded();
  await shoot(session.app.page, 'language-de-portfolios-tables-1024');
});

it('mirrors the Portfolios view in Arabic, its words in Arabic', async () => {
  await session.showIn('ar', '#portfolios');
  await main().getByRole('heading', { name: 'القيمة والربح' }).waitFor();
  const holdings = main().getByRole('table', { name: 'الأصول' });
  await holdings.waitFor();
  expect(await documentDir(session.app.page)).toBe('rtl');
  await fits();
  // Every column of the holdings in view: none cut off at the window's edge, none behind a sideways scroll, with
  // room left for the figures to widen as prices move (the table at its narrowest, a few digits short of its card).
  const [table, frame] = await holdings.evaluate(
    (el: { scrollWidth: number; parentElement: { clientWidth: number } | null }) => [
      el.scrollWidth,
      el.parentElement?.clientWidth ?? 0,
    ],
  );
  const narrowest = await holdings.evaluate((el: { style: { width: string }; scrollWidth: number }) => {
    el.style.width = 'min-content';
    const width = el.scrollWidth;
    el.style.width = '';
    return width;
  });
  expect(table).toBeLessThanOrEqual(frame);
  expect(narrowest).toBeLessThanOrEqual(frame - 24);
  await shoot(session.app.page, 'language-ar-portfolios-1024');
  await holdings.scrollIntoViewIfNeeded();
  await shoot(session.app.page, 'language-ar-portfolios-tables-1024');
});
