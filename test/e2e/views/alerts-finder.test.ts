import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';
import { badgeCredits, captureThemes } from '../support/view-checks';

// A price alert on a small coin, in demo mode: the coin is on no first page of the service's coin list (the
// sandbox ranks its 1,000 small tokens after the catalogue), so the user finds it by name in the New alert form,
// with the keyboard, saves the alert and sees it in "Your alerts", judged on the next price read like any other.

let app: AppSession;
/** A small coin of the demo sandbox: ranked far below the first page of the coins list. */
const SMALL = 'long-tail-0500';

beforeAll(async () => {
  app = await openAppSession();
  await app.open('alerts');
});

afterAll(async () => {
  await app?.close();
});

const alerts = () => app.page.getByRole('main', { name: 'Alerts' });
const form = () => alerts().getByRole('form', { name: 'New alert' });
const coinField = () => form().getByRole('combobox', { name: 'Coin' });
const matches = () => form().getByRole('listbox', { name: 'Coins found' });
/** What the app's own read answers, through the page's api. */
const read = <T>(call: string) =>
  app.page.evaluate<T>(`window.api.${call}.then((a) => a.ok ? a.value : null)`);
/**
 * The match the arrows mark (the focused field names it as its active descendant), and whether it is drawn marked:
 * the accent bar on its left (these files have no DOM types).
 */
const focused = () =>
  app.page.evaluate<{ text: string; ring: boolean }>(
    "(() => { const field = document.activeElement; const el = document.getElementById(field.getAttribute('aria-activedescendant') || ''); if (!el) return { text: '', ring: false }; const bar = getComputedStyle(el).borderLeftColor; return { text: el.textContent, ring: field.getAttribute('role') === 'combobox' && bar !== 'rgba(0, 0, 0, 0)' && bar !== 'transparent' }; })()",
  );

describe('an alert on a coin found by name', () => {
  it('finds a coin beyond the first 100 by typing, picks it with the keyboard and lists its alert', async () => {
    // Its name from the sixth page of the list (the coin's own read would leave a price the new rule is judged on
    // at once, and this test wants the judging to come from a later read).
    const page = (n: number) =>
      read<{ id: string; name: string; symbol: string }[]>(
        `coins.list({ currency: 'USD', limit: 100, page: ${n} })`,
      );
    const firstPage = (await page(1)) ?? [];
    expect(firstPage).toHaveLength(100);
    expect(firstPage.map((coin) => coin.id)).not.toContain(SMALL);
    const small = (await page(6))?.find((coin) => coin.id === SMALL);
    if (!small) throw new Error(`the demo lists no ${SMALL} on the coins list's sixth page`);
    const label = `${small.name} (${small.symbol})`;

    await coinField().click();
    await app.page.keyboard.type(small.name);
    // The search is priced beside its button before it is sent.
    const find = form().getByRole('button', { name: `Find coins named like “${small.name}”` });
    const badge = find.locator('xpath=following-sibling::span[contains(@class, "fd-cost")]');
    await badge.filter({ hasText: /credit/ }).waitFor();
    expect(await badgeCredits(badge)).toBeGreaterThan(0);

    await app.page.keyboard.press('Enter');
    await matches().waitFor();
    // Each match with its icon, from the search's own answer.
    await matches().locator('img[data-icon="image"]').first().waitFor();
    await app.page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused()).text).toMatch(/ id /);
    // Down the matches to the small coin, each one marked on the way while the focus stays in the field.
    for (let step = 0; !(await focused()).text.includes(`id ${SMALL}`); step++) {
      expect((await focused()).ring).toBe(true);
      if (step > 10) throw new Error(`${SMALL} is not among the matches`);
      await app.page.keyboard.press('ArrowDown');
    }
    expect((await focused()).ring).toBe(true);
    await app.page.keyboard.press('Enter');
    await form()
      .getByRole('status')
      .filter({ hasText: `Picked ${label}: the service knows it as “${SMALL}”.` })
      .waitFor();
    await matches().waitFor({ state: 'detached' });

    await form().getByLabel('When', { exact: true }).selectOption('below');
    await form().getByLabel('Level (USD)').fill('1000');
    await form().getByRole('button', { name: 'Save alert' }).click();
    await form()
      .getByRole('status')
      .filter({ hasText: `Alert saved for ${label}.` })
      .waitFor();
    const rules = alerts().getByRole('region', { name: 'Your alerts' }).getByRole('table');
    const row = rules.getByRole('row').filter({ hasText: label });
    await row.filter({ hasText: 'Armed' }).waitFor();
    // The coin is named with its icon, or the symbol's disc while no view has read its address.
    expect(await row.locator('[data-icon]').count()).toBe(1);

    // Judged like any other: the price read the refresh cadence sends for it (by id) reaches the rule, which
    // fires at once (every small coin is below 1000 USD).
    await read(`coins.list({ coinIds: ['${SMALL}'], currency: 'USD', limit: 1, refresh: true })`);
    await app.page.reload();
    await row.filter({ hasText: 'Fired' }).waitFor();
    await alerts()
      .getByRole('region', { name: 'Alert log' })
      .getByRole('row')
      .filter({ hasText: label })
      .waitFor();
  });

  it('closes the matches with Escape, back in the field; a ticker no name holds is found by symbol', async () => {
    await coinField().fill('Bitcoin');
    await coinField().press('Enter');
    await matches().waitFor();
    await app.page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused()).text).toContain('id bitcoin');
    await app.page.keyboard.press('Escape');
    await matches().waitFor({ state: 'detached' });
    expect(await coinField().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    // A ticker is in no coin's name: the name search finds nothing, the symbol search (priced beside it) does.
    await coinField().fill('btc');
    await coinField().press('Enter');
    await form()
      .getByRole('status')
      .filter({ hasText: 'No coin matches “btc”. Try its full name or symbol.' })
      .waitFor();
    const bySymbol = form().getByRole('button', { name: 'Find the symbol “BTC”' });
    const badge = bySymbol.locator('xpath=following-sibling::span[contains(@class, "fd-cost")]');
    await badge.filter({ hasText: /credit/ }).waitFor();
    expect(await badgeCredits(badge)).toBeGreaterThan(0);
    await bySymbol.click();
    await matches()
      .getByRole('option', { name: /^Bitcoin BTC id bitcoin$/ })
      .waitFor();
    await form().getByRole('status').filter({ hasText: 'Coins with the symbol “BTC”: pick one.' }).waitFor();
    expect(await captureThemes(app.page, 'alerts-finder')).toEqual({ light: [], dark: [] });
    expect(app.problems).toEqual([]);
  });
});
