import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The fields of a dialog (Add transaction on Portfolios, demo mode) drawn as every other field of the app is, in
// the theme's field colours, light and dark: the browser's own dark field is a mid grey, lighter than the dialog
// it sits in. Screenshots go to test-results/screenshots/dialog-fields-{light,dark}.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

interface Look {
  background: string;
  color: string;
  border: string;
}

interface Seen {
  /** Each field of the open dialog by its label. */
  fields: Record<string, Look>;
  /** The Transactions search box on the page behind the dialog. */
  onPage: Look;
  /** The theme's field colours, as the page resolves them. */
  tokens: Look;
  dialogBackground: string;
}

// Page-side, as text: this file is type-checked as Node code, without the DOM's types.
const SEEN = `(() => {
  const look = (el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, border: s.borderTopColor };
  };
  const dialog = document.querySelector('dialog[open]');
  const fields = {};
  for (const el of dialog.querySelectorAll('input, select, textarea')) {
    if (['checkbox', 'radio', 'file', 'hidden'].includes(el.type)) continue;
    // A label's own words come first; a select's label goes on with the select's options.
    fields[el.labels?.[0]?.firstChild?.textContent?.trim() || el.getAttribute('aria-label') || el.name] = look(el);
  }
  const probe = document.createElement('div');
  probe.style.cssText =
    'background-color: var(--fd-field-bg); color: var(--fd-field-fg); border: 1px solid var(--fd-field-border)';
  document.body.append(probe);
  const tokens = look(probe);
  probe.remove();
  const onPage = look(document.querySelector('main input[type="search"]'));
  return { fields, onPage, tokens, dialogBackground: getComputedStyle(dialog).backgroundColor };
})()`;

/** Relative luminance of "rgb(r, g, b)" (WCAG 2). */
function luminance(rgb: string): number {
  const parts = /rgba?\((\d+), (\d+), (\d+)/.exec(rgb);
  if (!parts) throw new Error(`Not an rgb() colour: ${rgb}`);
  const [r, g, b] = parts.slice(1, 4).map((part) => {
    const v = Number(part) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

async function openAddTransaction(): Promise<void> {
  const main = app.page.getByRole('main', { name: 'Portfolios' });
  const portfolio = main.getByRole('navigation', { name: 'Portfolios' }).getByRole('button', {
    name: /^Long-term holdings/,
  });
  await portfolio.click();
  await expect.poll(() => portfolio.getAttribute('aria-current')).toBe('true');
  await main.getByRole('searchbox', { name: 'Search' }).waitFor();
  await main.getByRole('button', { name: 'Add transaction' }).click();
  await app.page.getByRole('dialog', { name: 'Add transaction' }).getByLabel('Note (optional)').waitFor();
}

it.each(['dark', 'light'] as const)(
  'draws the Add transaction fields in the theme’s field colours (%s)',
  async (theme) => {
    if ((await app.page.getByRole('dialog').count()) === 0) await openAddTransaction();
    await app.page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => app.page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
      .toBe(true);
    const dialog = app.page.getByRole('dialog', { name: 'Add transaction' });
    await dialog.screenshot({ path: join(screenshotDir, `dialog-fields-${theme}.png`) });
    const seen = await app.page.evaluate<Seen>(SEEN);
    const labels = Object.keys(seen.fields);
    expect(labels).toEqual(expect.arrayContaining(['Type', 'Coin', 'Amount', 'Note (optional)']));
    for (const [label, look] of Object.entries(seen.fields)) {
      // What a user notices first: in dark, a field lighter than the dialog around it (the browser's grey).
      if (theme === 'dark') {
        expect(
          luminance(look.background),
          `${label}: ${look.background} on ${seen.dialogBackground}`,
        ).toBeLessThanOrEqual(luminance(seen.dialogBackground));
      }
      expect(look, label).toEqual(seen.tokens);
      expect(look, `${label} and the search box on the page`).toEqual(seen.onPage);
      expect(contrast(look.color, look.background), `${label}: its text`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(look.border, seen.dialogBackground), `${label}: its edge`).toBeGreaterThanOrEqual(3);
    }
  },
);
