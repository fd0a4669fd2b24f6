import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { canvasColours, captureThemes, parseShown, seriousViolations } from '../support/view-checks';

// The coin page in demo mode: its own address (#coin/bitcoin), reached from a holdings row, the watchlist and the
// palette, and left with Back; the price chart drawn, the amount held and the average buy price shown. An RWA asset
// has an address too (#rwa/gold). Screenshots: test-results/screenshots/coin-page-1024x700-<theme>.png and
// coin-page-full-<theme>.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('settings');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const coinPage = () => app.page.getByRole('main', { name: 'Coin' });
const heading = () => coinPage().getByRole('heading', { level: 2 });
const figure = (term: string) =>
  coinPage().locator('.fd-stat').filter({ hasText: term }).getByRole('definition').innerText();

describe('the coin page', () => {
  it('opens from its address with the chart drawn, the amount held and the average buy price', async () => {
    await app.page.goto(`${app.host.url}#coin/bitcoin`);
    await expect.poll(() => heading().innerText()).toContain('Bitcoin');
    const chart = coinPage().getByRole('region', { name: 'Price' });
    await chart.locator('canvas').first().waitFor();
    const box = await chart.locator('canvas').first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.height ?? 0).toBeGreaterThan(100);
    await expect.poll(() => canvasColours(chart)).toBeGreaterThan(2);
    await expect.poll(() => figure('Held across your portfolios')).toMatch(/BTC$/);
    expect(parseShown(await figure('Held across your portfolios'))).toBeGreaterThan(0);
    expect(parseShown(await figure('Average buy price'))).toBeGreaterThan(0);
    // The ranges carry one compact badge, and no sentence about cost.
    await expect.poll(() => chart.locator('.fd-cost').allInnerTexts()).toEqual(['3 credits']);
    await coinPage().getByRole('region', { name: 'Transactions' }).getByRole('table').waitFor();
  });

  it('looks right at 1024x700 in light and dark, with nothing blocking assistive technology', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await app.page.waitForTimeout(300);
      await app.page.screenshot({ path: join(screenshotDir, `coin-page-1024x700-${theme}.png`) });
      expect(await seriousViolations(app.page)).toEqual([]);
    }
    await app.page.emulateMedia({ colorScheme: 'light' });
    // The whole page, down to the transactions (coin-page-full-<theme>.png).
    expect(await captureThemes(app.page, 'coin-page-full')).toEqual({ light: [], dark: [] });
  });

  it('opens from a holdings row, and Back returns to the holdings', async () => {
    await app.navigate('portfolios');
    const link = app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('table', { name: 'Holdings' })
      .getByRole('link')
      .first();
    const name = await link.locator('.fd-coin-name').innerText();
    await link.focus();
    await app.page.keyboard.press('Enter');
    await expect.poll(() => heading().innerText()).toContain(name);
    expect(app.page.url()).toMatch(/#coin\/[^/]+$/);
    await app.page.goBack();
    await app.page.getByRole('main', { name: 'Portfolios' }).waitFor();
    await app.page.goForward();
    await expect.poll(() => heading().innerText()).toContain(name);
  });

  it('opens from a watchlist row', async () => {
    await app.navigate('watchlist');
    const coins = app.page
      .getByRole('main', { name: 'Watchlist' })
      .getByRole('table', { name: 'Watched coins' });
    await coins.getByRole('button', { name: 'Bitcoin', exact: true }).click();
    await expect.poll(() => heading().innerText()).toContain('Bitcoin');
    expect(app.page.url()).toMatch(/#coin\/bitcoin$/);
  });

  it('opens from the command palette', async () => {
    await app.navigate('credits');
    await app.page.keyboard.press('Control+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('bitcoin');
    const option = palette
      .getByRole('option', { name: /Bitcoin/ })
      .filter({ hasText: 'Coin' })
      .first();
    await option.click();
    await expect.poll(() => heading().innerText()).toContain('Bitcoin');
    expect(app.page.url()).toMatch(/#coin\/bitcoin$/);
  });

  it('gives an RWA asset an address: opened from it, and Back from the asset returns to the list', async () => {
    await app.navigate('rwa');
    await app.page.goto(`${app.host.url}#rwa/gold`);
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    await rwa.getByRole('button', { name: '← All assets' }).waitFor();
    await rwa.getByRole('button', { name: '← All assets' }).click();
    await expect.poll(() => app.page.url()).toMatch(/#rwa$/);
    await app.page.goBack();
    await expect.poll(() => app.page.url()).toMatch(/#rwa\/gold$/);
    await rwa.getByRole('button', { name: '← All assets' }).waitFor();
  });
});
