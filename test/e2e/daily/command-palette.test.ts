import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The command palette driven by the keyboard alone, in demo mode: Ctrl+K opens it from anywhere, typed words
// find a view, an action or a setting, the arrows choose, Enter runs, Escape closes. Spending actions show
// their price in the list before they run.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
  await app.page.getByRole('main', { name: 'Portfolios' }).getByRole('table', { name: 'Holdings' }).waitFor();
});

afterAll(async () => {
  await app?.close();
});

const palette = () => app.page.getByRole('dialog', { name: 'Command palette' });
const input = () => palette().getByRole('combobox');
const openPalette = async () => {
  await app.page.keyboard.press('Control+k');
  await input().waitFor();
  await expect.poll(() => input().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
};

describe('Command palette (Ctrl+K), keyboard only', () => {
  it('opens over the view with the typing field focused, and is accessible', async () => {
    await openPalette();
    expect(await palette().getByRole('option').count()).toBeGreaterThan(8);
    expect(await axeViolations(app.page)).toEqual([]);
    await app.page.screenshot({ path: join(screenshotDir, 'command-palette-light.png') });
    await app.page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('shows whole rows, says how many more lie below, and keeps the chosen one in view', async () => {
    await openPalette();
    const list = palette().getByRole('listbox');
    // Each option as the user sees it in the list's box: wholly in, wholly out, or cut by the box's edge.
    const rows = () =>
      list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.children].map((row) => {
          const r = row.getBoundingClientRect();
          if (r.bottom <= box.top + 0.5 || r.top >= box.bottom - 0.5) return 'out';
          return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 ? 'in' : 'cut';
        });
      });
    const first = await rows();
    expect(first).not.toContain('cut');
    const below = first.filter((row) => row === 'out').length;
    expect(below).toBeGreaterThan(0);
    await palette().getByText(`${below} more below`, { exact: true }).waitFor();
    await app.page.keyboard.press('End');
    await expect.poll(async () => (await rows()).at(-1)).toBe('in');
    expect(await rows()).not.toContain('cut');
    await palette().getByText('End of the list', { exact: true }).waitFor();
    await app.page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('goes to a view by name', async () => {
    await openPalette();
    await app.page.keyboard.type('wallets');
    await palette().getByRole('status').filter({ hasText: /match/ }).waitFor();
    await app.page.keyboard.press('Enter');
    await app.page.getByRole('main', { name: 'Wallets' }).waitFor();
    expect(await palette().count()).toBe(0);
  });

  it('puts focus on the view it opened, so Tab goes on inside the view, not back through the navigation', async () => {
    await openPalette();
    await app.page.keyboard.type('watchlist');
    await palette()
      .getByRole('option', { name: /Go to Watchlist/ })
      .waitFor();
    await app.page.keyboard.press('Enter');
    const focused = () =>
      app.page.locator(':focus').evaluate((el) => ({
        tag: el.tagName,
        text: el.textContent ?? '',
        inMain: el.closest('main') !== null,
      }));
    await expect.poll(focused).toEqual({ tag: 'H2', text: 'Watchlist', inMain: true });
    await app.page.keyboard.press('Tab');
    const next = await focused();
    expect(next.inMain).toBe(true);
    expect(next.text).not.toBe('Skip to content');
  });

  it('gives focus back to where it was when closed with Escape', async () => {
    const refresh = app.page.getByRole('main', { name: 'Watchlist' }).getByRole('button').first();
    await refresh.focus();
    const name = await refresh.evaluate((el) => el.textContent ?? '');
    await openPalette();
    await app.page.keyboard.type('wall');
    await app.page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        app.page
          .locator(':focus')
          .evaluate((el) =>
            el.tagName === 'BUTTON' && el.closest('main') !== null ? (el.textContent ?? '') : el.tagName,
          ),
      )
      .toBe(name);
  });

  it('opens Add transaction with focus in it, and Escape puts focus on the view heading, not on the page', async () => {
    await openPalette();
    await app.page.keyboard.type('add trans');
    await palette()
      .getByRole('option', { name: /Add transaction/ })
      .waitFor();
    await app.page.keyboard.press('Enter');
    const dialog = app.page.getByRole('dialog', { name: 'Add transaction' });
    await dialog.waitFor();
    const focused = () =>
      app.page.locator('html').evaluate((root) => {
        const el = root.ownerDocument.activeElement;
        return { tag: el?.tagName ?? '', text: el?.textContent ?? '', inDialog: !!el?.closest('dialog') };
      });
    await expect.poll(async () => (await focused()).inDialog).toBe(true);
    // Focus in the Coin field opens no list over the fields below it: one Escape leaves the dialog.
    expect(await dialog.getByRole('listbox', { name: 'Coin suggestions' }).getByRole('option').count()).toBe(
      0,
    );
    await app.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The palette that opened it is gone: the Portfolios heading takes focus, so Tab goes on inside the view.
    await expect.poll(focused).toEqual({ tag: 'H2', text: 'Portfolios', inDialog: false });
  });

  it('shows the price of a refresh before it runs', async () => {
    await openPalette();
    await app.page.keyboard.type('refresh port');
    const option = palette().getByRole('option', { name: /Refresh portfolio/ });
    await option
      .locator('.fd-cost')
      .filter({ hasText: /\d+ credits?/ })
      .waitFor();
    await app.page.keyboard.press('Escape');
  });

  it('turns privacy mode on and says so the next time', async () => {
    await openPalette();
    await app.page.keyboard.type('privacy');
    await palette()
      .getByRole('option', { name: /Turn privacy mode on/ })
      .waitFor();
    await app.page.keyboard.press('Enter');
    await openPalette();
    await app.page.keyboard.type('privacy');
    await palette()
      .getByRole('option', { name: /Turn privacy mode off/ })
      .waitFor();
    await app.page.keyboard.press('Enter');
    await openPalette();
    await app.page.keyboard.type('privacy');
    await palette()
      .getByRole('option', { name: /Turn privacy mode on/ })
      .waitFor();
    await app.page.keyboard.press('Escape');
  });

  it('opens a settings section with its heading focused, choosing with the arrow keys', async () => {
    await openPalette();
    await app.page.keyboard.type('settings');
    const options = palette().getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    const names = await options.allInnerTexts();
    const target = names.findIndex((name) => name.includes('Data and privacy'));
    expect(target).toBeGreaterThan(0);
    for (let i = 0; i < target; i++) await app.page.keyboard.press('ArrowDown');
    expect(await options.nth(target).getAttribute('aria-selected')).toBe('true');
    await app.page.keyboard.press('Enter');
    const settings = app.page.getByRole('main', { name: 'Settings' });
    await settings.waitFor();
    await expect
      .poll(() => app.page.evaluate<string>("document.activeElement?.textContent ?? ''"))
      .toBe('Data and privacy');
    // The web host has no update feed: Settings shows the version and no update button.
    await settings
      .getByTestId('app-version')
      .filter({ hasText: /^Version \d+\.\d+\.\d+$/ })
      .waitFor();
    expect(await settings.getByRole('button', { name: 'Check for updates' }).count()).toBe(0);
  });

  it('is readable in the dark theme', async () => {
    await openPalette();
    await app.page.keyboard.type('dark theme');
    await app.page.keyboard.press('Enter');
    await expect.poll(() => app.page.evaluate<string>('document.documentElement.dataset.theme')).toBe('dark');
    await openPalette();
    await app.page.keyboard.type('go');
    await app.page.screenshot({ path: join(screenshotDir, 'command-palette-dark.png') });
    await app.page.keyboard.press('Escape');
    expect(app.problems).toEqual([]);
  });
});
