import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { shoot } from '../support/text-audit';

// The language of the words, chosen in Settings: every part already translated switches at once, with no reload;
// Arabic mirrors the page; only the chosen language's catalogue is fetched; numbers keep the system's format.

const session = languageSession('settings');

type Page = {
  document: { documentElement: { dir: string; lang: string } };
  performance: { getEntriesByType(type: string): { name: string }[] };
  unchanged?: boolean;
};

const pageState = () =>
  session.app.page.evaluate(() => {
    const page = globalThis as unknown as Page;
    const catalogues = page.performance
      .getEntriesByType('resource')
      .map((entry) => /\/(de|es|fr|ar)-[\w-]+\.js$/.exec(entry.name)?.[1])
      .filter((name): name is string => name !== undefined);
    const { dir, lang } = page.document.documentElement;
    return { dir, lang, catalogues, unchanged: page.unchanged === true };
  });

async function choose(language: string) {
  const select = session.app.page.getByRole('combobox', { name: /^(Language|Sprache|اللغة)$/ });
  await select.selectOption({ label: language });
}

it('switches the navigation and the settings to German at once, without a reload', async () => {
  await session.app.page.evaluate(() => {
    (globalThis as unknown as Page).unchanged = true;
  });
  await choose('Deutsch');
  const nav = session.app.page.getByRole('navigation', { name: 'Ansichten' });
  await nav.getByRole('link', { name: 'Übersicht', exact: true }).waitFor();
  expect(await nav.getByRole('link').allInnerTexts()).toEqual(
    expect.arrayContaining(['Übersicht', 'Portfolios', 'Einstellungen', 'Beobachtungsliste']),
  );
  await session.app.page.getByRole('main', { name: 'Einstellungen' }).waitFor();
  await session.app.page.getByRole('heading', { name: 'Darstellung und Fenster' }).waitFor();
  const state = await pageState();
  expect(state).toMatchObject({ lang: 'de', dir: 'ltr', unchanged: true });
  // Only German was fetched; the other languages stay on disk.
  expect(state.catalogues).toEqual(['de']);
  await shoot(session.app.page, 'language-de-1024');
});

it('keeps the language across a restart of the window', async () => {
  await session.app.page.reload();
  await session.app.page.getByRole('navigation', { name: 'Ansichten' }).waitFor();
  expect((await pageState()).lang).toBe('de');
});

it('mirrors the page in Arabic: right to left, the navigation on the right', async () => {
  await choose('العربية');
  const nav = session.app.page.getByRole('navigation', { name: 'طرق العرض' });
  await nav.getByRole('link', { name: 'الإعدادات', exact: true }).waitFor();
  expect(await pageState()).toMatchObject({ lang: 'ar', dir: 'rtl' });
  const [navBox, mainBox] = [
    await nav.boundingBox(),
    await session.app.page.locator('#fd-main').boundingBox(),
  ];
  if (!navBox || !mainBox) throw new Error('the shell is not drawn');
  expect(navBox.x).toBeGreaterThan(mainBox.x);
  await shoot(session.app.page, 'language-ar-1024');
});

it('keeps a signed figure reading left to right in Arabic: the sign before the amount', async () => {
  await session.app.page.goto(`${session.app.host.url}#overview`);
  const figure = session.app.page.locator('#fd-main .fd-num', { hasText: /^[+-]/ }).first();
  await figure.waitFor();
  // Where the browser draws the sign and the first digit of the figure's text.
  const [sign, digit] = await figure.evaluate((el) => {
    type Rect = { left: number };
    type Doc = {
      createRange(): {
        setStart(n: unknown, o: number): void;
        setEnd(n: unknown, o: number): void;
        getBoundingClientRect(): Rect;
      };
    };
    const node = (el as unknown as { firstChild: { textContent: string } }).firstChild;
    const doc = (globalThis as unknown as { document: Doc }).document;
    const at = (offset: number) => {
      const range = doc.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(node.textContent.search(/\d/))];
  });
  expect(sign).toBeLessThan(digit);
  await session.app.page.goto(`${session.app.host.url}#settings`);
});

it('goes back to English through the same menu', async () => {
  await choose('English');
  await session.app.page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('link', { name: 'Overview' })
    .waitFor();
  expect(await pageState()).toMatchObject({ lang: 'en', dir: 'ltr' });
});
