import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { screenshotDir } from '../support/app-session';
import { languageSession } from '../support/language-session';
import { closeAll, surfacesIn, VIEWS } from '../support/surfaces';
import { documentDir, overflowing, sayIn, setLanguage, shoot } from '../support/text-audit';

// The command palette, the welcome and Portfolios' dialogs in German (the longest words) and Arabic (mirrored), at
// 1024 x 700 as a user who chose the language sees them: found by their names in that language, nothing spilling
// out of a control, and in Arabic each opened from the right. Screenshots: language-<de|ar>-<surface>-1024.png;
// what did not fit is written to test-results/language-dialogs.json.

const session = languageSession('portfolios');
const found: Record<string, string[]> = {};

type Rect = { left: number; right: number };
type Dialog = { getBoundingClientRect(): Rect; querySelector(s: string): unknown };
type Doc = { createRange(): { selectNodeContents(n: unknown): void; getBoundingClientRect(): Rect } };

/**
 * How the open dialog reads: its direction, and whether its heading's words sit nearer its right edge than its
 * left one (null when it has no heading, as the palette, whose field spans it).
 */
const dialogReading = () =>
  session.app.page
    .locator('dialog[open]')
    .last()
    .evaluate((dialog: Dialog) => {
      const page = globalThis as unknown as {
        document: Doc;
        getComputedStyle(el: Dialog): { direction: string };
      };
      const box = dialog.getBoundingClientRect();
      const heading = dialog.querySelector('h2, h3');
      const range = page.document.createRange();
      if (heading) range.selectNodeContents(heading);
      const words = heading ? range.getBoundingClientRect() : null;
      return {
        direction: page.getComputedStyle(dialog).direction,
        fromRight: words ? box.right - words.right < words.left - box.left : null,
      };
    });

it.each(['de', 'ar'] as const)(
  'shows the palette, the welcome and the dialogs in %s, every control fitting',
  async (language) => {
    const { app } = session;
    await setLanguage(app.page, language);
    const surfaces = surfacesIn(sayIn(language)).filter((s) => !(VIEWS as string[]).includes(s.name));
    for (const surface of surfaces) {
      await closeAll(app);
      await surface.open(app);
      await shoot(app.page, `language-${language}-${surface.name}-1024`);
      found[`${language}-${surface.name}`] = await overflowing(app.page);
      if (language === 'ar' && (await app.page.locator('dialog[open]').count()) > 0) {
        expect(await dialogReading(), surface.name).toMatchObject({ direction: 'rtl' });
        expect((await dialogReading()).fromRight, surface.name).not.toBe(false);
      }
      await surface.close?.(app);
    }
    writeFileSync(join(screenshotDir, '..', 'language-dialogs.json'), JSON.stringify(found, null, 1));
    expect(await documentDir(app.page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const cut = Object.entries(found).filter(([name, list]) => name.startsWith(language) && list.length > 0);
    expect(cut).toEqual([]);
  },
);

it('words the dialogs as German finance apps do', async () => {
  const { page } = session.app;
  const [transaction] = surfacesIn(sayIn('de')).filter((s) => s.name === 'addTransaction');
  await setLanguage(page, 'de');
  await closeAll(session.app);
  await transaction?.open(session.app);
  const dialog = page.getByRole('dialog', { name: 'Transaktion hinzufügen' });
  await dialog.getByText('Kurs je Coin (USD)').waitFor();
  await dialog.getByRole('button', { name: 'Abbrechen' }).waitFor();
  await closeAll(session.app);
});
