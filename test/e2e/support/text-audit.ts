import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ar } from '../../../src/shared/i18n/catalogues/ar/index';
import { de } from '../../../src/shared/i18n/catalogues/de/index';
import { english, type MessageId } from '../../../src/shared/i18n/catalogues/en/index';
import type { MessageValues } from '../../../src/shared/i18n/translator';
import { createTranslator } from '../../../src/shared/i18n/translator';
import { screenshotDir } from './app-session';

// The language checks' eyes: which words on the page never went through a catalogue, which controls are too
// narrow for their text, and when a view has finished answering. Page-side code is plain DOM, typed here by
// hand: these files are type-checked as Node code, without the DOM's types.

export type Code = 'en' | 'de' | 'es' | 'fr' | 'ar' | 'pseudo';

export type Say = (id: MessageId, values?: MessageValues) => string;

const CATALOGUES = { en: english(), de, ar, pseudo: english() } as const;

/** A message as `language` shows it: how a check in that language finds a button or a dialog by its name. */
export function sayIn(language: keyof typeof CATALOGUES): Say {
  const translator = createTranslator(language, () => CATALOGUES[language]);
  return (id, values) => translator.t(id, values);
}
export const sayPseudo: Say = sayIn('pseudo');

/** Chooses the interface's language (and theme) through the page's own api, as Settings does. */
export async function setLanguage(page: Page, language: Code): Promise<void> {
  await page.evaluate(`window.api.settings.update({ language: ${JSON.stringify(language)} })`);
}

export async function setTheme(page: Page, theme: 'light' | 'dark' | 'system'): Promise<void> {
  await page.evaluate(`window.api.settings.update({ theme: ${JSON.stringify(theme)} })`);
}

/** Waits until the text inside `scope` has stopped changing (its reads have answered). */
export async function settle(page: Page, scope = '#fd-main'): Promise<void> {
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(300);
    const now = await page.locator(scope).first().innerText();
    if (now === last) return;
    last = now;
  }
}

/** Opens `route` (e.g. '#wallets') and waits until the view has settled. */
export async function show(page: Page, url: string, route: string): Promise<void> {
  await page.goto(`${url}${route}`);
  await page.locator('#fd-main').waitFor();
  await settle(page);
}

/** Keeps a screenshot as test-results/screenshots/<name>.png. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

export interface Untranslated {
  /** Words inside the scope that no catalogue gave. */
  mine: string[];
  /** The same, inside `others` (parts another check answers for), listed apart. */
  others: string[];
}

type El = {
  closest(selector: string): El | null;
  getClientRects(): { length: number };
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
};
type Doc = {
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  createTreeWalker(
    root: El,
    what: number,
  ): { nextNode(): { textContent: string | null; parentElement: El | null } | null };
};

/**
 * Text nodes of words inside `scope` without the pseudo language's brackets: they never went through a
 * catalogue. Data (names, tickers, amounts) is marked translate="no" and does not count, nor does hidden text.
 */
export function untranslated(page: Page, scope = 'body', others = ':not(*)'): Promise<Untranslated> {
  return page.evaluate(
    ({ scope, others }) => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      const root = doc.querySelector(scope);
      const found = { mine: new Set<string>(), others: new Set<string>() };
      if (!root) return { mine: [], others: [] };
      const walker = doc.createTreeWalker(root, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const parent = node.parentElement;
        if (!parent || !/[A-Za-z]{3,}/.test(text) || /[⟦⟧]/.test(text)) continue;
        if (parent.closest('[translate="no"], script, style, svg, [hidden]')) continue;
        if (parent.getClientRects().length === 0) continue;
        (parent.closest(others) ? found.others : found.mine).add(text.slice(0, 80));
      }
      return { mine: [...found.mine].sort(), others: [...found.others].sort() };
    },
    { scope, others },
  );
}

/**
 * Words a user reads or hears outside the text (a placeholder, a tooltip, an accessible name) that did not go
 * through a catalogue, as "attribute: value"; the same rules as for text.
 */
export function untranslatedAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Named = El & { getAttribute(name: string): string | null };
    const doc = (globalThis as unknown as { document: Doc }).document;
    const found = new Set<string>();
    const named = doc.querySelectorAll(
      'body [placeholder], body [title], body [aria-label]',
    ) as Iterable<Named>;
    for (const el of named) {
      if (el.closest('[translate="no"], script, style, [hidden]') || el.getClientRects().length === 0)
        continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = (el.getAttribute(name) ?? '').trim();
        if (/[A-Za-z]{3,}/.test(value) && !/[⟦⟧]/.test(value)) found.add(`${name}: ${value.slice(0, 80)}`);
      }
    }
    return [...found].sort();
  });
}

/**
 * Controls of `selector` whose text does not fit inside them, and any text cut short with an ellipsis (the start
 * of each one's text).
 */
export function overflowing(
  page: Page,
  selector = 'button, a, label, [role="tab"], [role="radio"], select, th',
): Promise<string[]> {
  return page.evaluate((selector) => {
    const page = globalThis as unknown as {
      document: Doc;
      getComputedStyle(el: El): { textOverflow: string };
    };
    const cut = (el: El) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1;
    const found = new Set<El>();
    for (const el of page.document.querySelectorAll(selector)) if (cut(el)) found.add(el);
    // Data cut short (a long name, a request's parameters) keeps its whole text on hover: a layout choice. The
    // interface's own words cut short are a language that does not fit.
    for (const el of page.document.querySelectorAll('body *')) {
      if (el.closest('[translate="no"]')) continue;
      if (page.getComputedStyle(el).textOverflow === 'ellipsis' && cut(el)) found.add(el);
    }
    return [...found].map((el) => (el.textContent ?? '').trim().slice(0, 60));
  }, selector);
}

/** The view's own controls: buttons, labels, heading cells and range choices inside the main area. */
export const VIEW_CONTROLS = '#fd-main button, #fd-main label, #fd-main th, #fd-main [role="radio"]';

/** The text direction and language the document is in now. */
export const documentDir = (page: Page): Promise<string> =>
  page.evaluate<string>('document.documentElement.dir');
