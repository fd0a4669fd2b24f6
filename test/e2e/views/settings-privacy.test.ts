import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { shownText } from '../support/view-checks';

// Settings that must survive a reload, and privacy mode: the amounts a user saw must be gone from every text
// on the page (and the window title) once Ctrl+Shift+P is pressed, and stay gone after a reload.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
});

const settings = () => app.page.getByRole('main', { name: 'Settings' });
const portfolios = () => app.page.getByRole('main', { name: 'Portfolios' });
const currency = () => settings().getByRole('combobox', { name: 'Base currency' });
const threshold = () =>
  settings().getByRole('spinbutton', { name: 'Ask before calls costing more than (credits)' });
const themeIs = (theme: string) =>
  expect.poll(() => app.page.evaluate<string>('document.documentElement.dataset.theme')).toBe(theme);

/** Every run of four or more digits in the amounts shown, as shown and (unless it reads as a year) bare. */
function digitRuns(texts: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (const text of texts) {
    for (const run of text.match(/\d[\d,.]*\d/g) ?? []) {
      const digits = run.replace(/\D/g, '');
      if (digits.length < 4) continue;
      runs.add(run);
      // Dates stay readable in privacy mode, so an amount's bare digits that read as a year ("$2,026" -> 2026)
      // would be found in a date; its form as shown ("2,026") is still required to disappear.
      if (!/^(19|20)\d\d$/.test(digits)) runs.add(digits);
    }
  }
  return runs;
}

describe('Settings persist across a reload', () => {
  it('keeps the theme, base currency and confirmation threshold the user chose', async () => {
    await settings()
      .getByText(/^Demo mode until an API key is stored: sample data/)
      .waitFor();
    await settings().getByRole('radio', { name: 'Dark' }).click();
    await themeIs('dark');
    await currency().selectOption('EUR');
    await threshold().fill('250');
    await threshold().press('Tab');
    await settings().getByText('Now 250.').waitFor();

    await app.page.reload();
    await settings().getByText('Now 250.').waitFor();
    await themeIs('dark');
    expect(await settings().getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(await currency().inputValue()).toBe('EUR');
    expect(await threshold().inputValue()).toBe('250');
  });

  it('shows the portfolio in the chosen currency', async () => {
    await app.navigate('portfolios');
    const total = portfolios()
      .getByRole('region', { name: 'Value and profit' })
      .locator('.fd-stat')
      .first()
      .getByRole('definition');
    await total.waitFor();
    expect(await total.innerText()).toMatch(/^€[\d,.]+$/);
  });

  it('goes back to the light theme and US dollars', async () => {
    await app.navigate('settings');
    await settings().getByRole('radio', { name: 'Light' }).click();
    await themeIs('light');
    await currency().selectOption('USD');
    await expect.poll(() => currency().inputValue()).toBe('USD');
  });
});

describe('Privacy mode', () => {
  let known: Set<string>;

  it('reads the amounts on the Portfolios view first', async () => {
    await app.navigate('portfolios');
    const value = portfolios().getByRole('region', { name: 'Value and profit' });
    await value.getByRole('definition').first().filter({ hasText: /^\$/ }).waitFor();
    await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
    await portfolios().getByRole('table', { name: 'Transactions' }).locator('tbody tr').first().waitFor();
    await portfolios().getByRole('region', { name: 'Value over time' }).locator('figcaption').waitFor();
    const amounts = [
      ...(await value.getByRole('definition').allInnerTexts()),
      ...(await portfolios().locator('.fd-num').allInnerTexts()),
      // The chart's summary: its money figures, not its dates.
      ...((
        await portfolios().getByRole('region', { name: 'Value over time' }).locator('figcaption').innerText()
      ).match(/\$[\d,.]+/g) ?? []),
      await app.page.title(),
    ];
    known = digitRuns(amounts);
    expect(known.size).toBeGreaterThan(20);
    // With privacy off the page does show them: the scan below can find what it looks for.
    const text = await shownText(app.page);
    expect([...known].filter((run) => text.includes(run)).length).toBeGreaterThan(20);
    expect(await app.page.title()).toMatch(/\$[\d,]+\.\d\d — Folio Desk$/);
  });

  it('hides every one of them, and the title’s, when Ctrl+Shift+P is pressed', async () => {
    await app.page.locator('body').press('Control+Shift+P');
    await portfolios().locator('.fd-num').first().filter({ hasText: '•••' }).waitFor();
    const text = await shownText(app.page);
    expect([...known].filter((run) => text.includes(run))).toEqual([]);
    expect(await app.page.title()).toMatch(/•••/);
    expect(await app.page.title()).not.toMatch(/\d/);
    // The header says why every amount reads •••, so it never looks like data that failed to load.
    await app.page.locator('.fd-header').getByRole('button', { name: 'Amounts hidden' }).waitFor();
    await app.page.screenshot({ path: join(screenshotDir, 'portfolios-privacy.png') });
  });

  it('shows the amounts again from the header badge, and hides them again with the shortcut', async () => {
    await app.page.locator('.fd-header').getByRole('button', { name: 'Amounts hidden' }).click();
    await portfolios().locator('.fd-num').first().filter({ hasText: /\d/ }).waitFor();
    expect(await app.page.locator('.fd-header').getByRole('button', { name: 'Amounts hidden' }).count()).toBe(
      0,
    );
    await app.page.locator('body').press('Control+Shift+P');
    await portfolios().locator('.fd-num').first().filter({ hasText: '•••' }).waitFor();
  });

  it('is still on after a reload, and the shortcut turns it off again', async () => {
    await app.page.reload();
    await portfolios().locator('.fd-num').first().filter({ hasText: '•••' }).waitFor();
    const text = await shownText(app.page);
    expect([...known].filter((run) => text.includes(run))).toEqual([]);

    await app.page.locator('body').press('Control+Shift+P');
    await portfolios().locator('.fd-num').first().filter({ hasText: /\d/ }).waitFor();
    expect(await app.page.title()).toMatch(/\$[\d,]+\.\d\d — Folio Desk$/);
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
