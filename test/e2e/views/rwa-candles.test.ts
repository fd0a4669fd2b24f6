import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';
import {
  badgeCredits,
  canvasColours,
  captureThemes,
  creditsUsed,
  creditsUsedAfter,
  parseShown,
} from '../support/view-checks';

// Real-world assets and candles in demo mode: every card opened, filtered and sorted as a user would, and the
// charts checked for pixels, not only for a canvas element.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('rwa');
});

afterAll(async () => {
  await app?.close();
});

/** An element's computed style (these files are type-checked without the DOM's types). */
type Styled = { ownerDocument: { defaultView: { getComputedStyle(el: unknown): Record<string, string> } } };
const styleOf = (target: Locator, property: string) =>
  target.evaluate(
    (el: Styled, name: string) => el.ownerDocument.defaultView.getComputedStyle(el)[name],
    property,
  );

const rwa = () => app.page.getByRole('main', { name: 'RWA' });
const card = (name: string) => rwa().getByRole('region', { name, exact: true });
const cells = (table: Locator, index: number) =>
  table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
const summaryOf = (figure: Locator) => figure.locator('figcaption').innerText();

/** Chooses an option in one of a card's selects and waits until the table shows a different first page. */
async function choose(scope: Locator, table: Locator, select: string, label: string): Promise<void> {
  const before = await table.locator('tbody').innerText();
  await scope.getByRole('combobox', { name: select }).selectOption({ label });
  await expect.poll(() => table.locator('tbody').innerText()).not.toBe(before);
}

describe('RWA in demo mode', () => {
  it('opens on an overview of the tokenized market, as demo data', async () => {
    const overview = card('Overview');
    await overview.getByText('Demo data').waitFor();
    expect(await overview.getByRole('term').allInnerTexts()).toEqual([
      'Tokenized market cap',
      '24h volume',
      'Assets',
      'Tokens',
    ]);
    expect(parseShown(await overview.getByRole('definition').first().innerText())).toBeGreaterThan(0);
    expect(await overview.getByRole('heading', { name: 'Largest' }).isVisible()).toBe(true);
  });

  it('charts the market history for another range and measure', async () => {
    const history = card('Tokenized market history');
    await history.getByRole('radio', { name: '1W' }).click();
    await history.getByRole('radio', { name: 'Volume' }).click();
    const figure = history.getByRole('figure', { name: 'Tokenized market history: Volume, 1W' });
    await expect.poll(() => summaryOf(figure)).toMatch(/^\d+ points from /);
    expect(await canvasColours(history)).toBeGreaterThan(2);
  });

  it('filters the assets by type and sorts them by name', async () => {
    const assets = card('Tokenized assets');
    const table = assets.getByRole('table', { name: 'Tokenized assets' });
    await choose(assets, table, 'Type', 'Stocks');
    const types = new Set(await cells(table, 2));
    expect(types.size).toBe(1);
    await choose(assets, table, 'Sort by', 'Name');
    await choose(assets, table, 'Order', 'A to Z');
    const names = await cells(table, 1);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(await cells(table, 2))).toEqual(types);
    await app.page.getByText('Demo data').first().waitFor();
  });

  it('offers Watch as a button one can see and hit: outlined, at least 24 px square, with a focus ring', async () => {
    const watch = card('Tokenized assets')
      .getByRole('button', { name: /^Watch / })
      .first();
    const box = await watch.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(await styleOf(watch, 'borderTopStyle')).toBe('solid');
    await watch.focus();
    await app.page.keyboard.press('Shift+Tab');
    await app.page.keyboard.press('Tab');
    expect(await styleOf(watch, 'outlineStyle')).toBe('solid');
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'rwa')).toEqual({ light: [], dark: [] });
  });

  it('opens an asset with its details, history, tokens and markets', async () => {
    const assets = card('Tokenized assets');
    const table = assets.getByRole('table');
    await choose(assets, table, 'Type', 'Commodities');
    await choose(assets, table, 'Sort by', 'Market cap');
    await choose(assets, table, 'Order', 'High to low');
    // The largest commodity: its name is in its Watch button's label, its link is the next button.
    const row = table.locator('tbody tr').first();
    const name = ((await row.getByRole('button').first().getAttribute('aria-label')) ?? '').replace(
      /^Watch /,
      '',
    );
    await row.getByRole('button').nth(1).click();
    await rwa().getByRole('heading', { name, level: 3 }).waitFor();
    const details = card('Asset details');
    await details.getByText('Demo data').waitFor();
    expect(await details.getByRole('term').first().innerText()).toBe('Tokenized price');

    const history = card('Asset history');
    await history.getByRole('radio', { name: '1W' }).click();
    await history.getByRole('radio', { name: 'Market cap' }).click();
    const figure = history.getByRole('figure', { name: 'Asset history: Market cap, 1W' });
    await expect.poll(() => summaryOf(figure)).toMatch(/^\d+ points from /);
    expect(await canvasColours(history)).toBeGreaterThan(2);
  });

  it('filters the asset’s tokens by issuer and sorts them by name', async () => {
    const tokens = card('Tokens');
    const table = tokens.getByRole('table', { name: 'Tokens' });
    await table.locator('tbody tr').first().waitFor();
    // The card's heading names the table: its caption, for screen readers, takes no room on screen.
    expect((await table.locator('caption').boundingBox())?.width).toBeLessThanOrEqual(1);
    // The issuer of the last row: the first page then has to change.
    const listed = await cells(table, 1);
    const issuer = listed.at(-1) ?? '';
    expect(new Set(listed).size).toBeGreaterThan(1);
    await choose(tokens, table, 'Issuer', issuer);
    expect(new Set(await cells(table, 1))).toEqual(new Set([issuer]));
    await choose(tokens, table, 'Issuer', 'Any issuer');
    await choose(tokens, table, 'Sort by', 'Name');
    await choose(tokens, table, 'Order', 'A to Z');
    const names = await cells(table, 0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('filters the asset’s markets by exchange and sorts them by price', async () => {
    const markets = card('Markets');
    const table = markets.getByRole('table', { name: 'Markets' });
    await table.locator('tbody tr').first().waitFor();
    expect((await table.locator('caption').boundingBox())?.width).toBeLessThanOrEqual(1);
    const listed = await cells(table, 0);
    const exchange = listed.at(-1) ?? '';
    expect(new Set(listed).size).toBeGreaterThan(1);
    await choose(markets, table, 'Exchange', exchange);
    expect(new Set(await cells(table, 0))).toEqual(new Set([exchange]));
    await choose(markets, table, 'Exchange', 'Any exchange');
    await choose(markets, table, 'Sort by', 'Price');
    await choose(markets, table, 'Order', 'Low to high');
    const prices = (await cells(table, 3)).map(parseShown);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('shows the asset page in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'rwa-asset')).toEqual({ light: [], dark: [] });
    await rwa().getByRole('button', { name: '← All assets' }).click();
    await card('Overview').waitFor();
  });
});

describe('Candles in demo mode', () => {
  const candles = () => app.page.getByRole('main', { name: 'Candles' });
  const form = () => candles().getByRole('form', { name: 'Candle query' });
  const chart = () => candles().getByRole('region', { name: 'Candle chart' });

  it('draws a candle chart for the price shown beside the button', async () => {
    await app.navigate('candles');
    expect(await chart().innerText()).toContain('press Show candles');
    // The price beside the button (the exchange and pair lists show theirs beside their fields).
    const badge = form()
      .locator('.fd-row')
      .filter({ has: app.page.getByRole('button', { name: 'Show candles' }) })
      .locator('.fd-cost');
    await badge.filter({ hasText: /credit/ }).waitFor();
    const cost = await badgeCredits(badge);
    const before = await creditsUsed(app.page);
    await form().getByRole('button', { name: 'Show candles' }).click();
    const figure = chart().getByRole('figure', { name: 'Binance BTC/USDT · 1h candles · Last week' });
    await expect.poll(() => summaryOf(figure)).toMatch(/^\d+ candles loaded, from /);
    expect(await canvasColours(chart())).toBeGreaterThan(2);
    expect(await chart().getByText('Demo data').isVisible()).toBe(true);
    expect(await creditsUsedAfter(app.page, before)).toBe(before + cost);
    expect(await app.page.title()).toBe('BTC/USDT candles — Folio Desk');
  });

  it('draws daily candles over a month', async () => {
    await form().getByRole('radio', { name: '1D' }).click();
    await form().getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Last month' });
    await form().getByRole('button', { name: 'Show candles' }).click();
    const figure = chart().getByRole('figure', { name: 'Binance BTC/USDT · 1D candles · Last month' });
    await expect
      .poll(async () => Number(/^\d+/.exec(await summaryOf(figure))?.[0]))
      .toBeGreaterThanOrEqual(28);
    expect(Number(/^\d+/.exec(await summaryOf(figure))?.[0])).toBeLessThanOrEqual(32);
    expect(await canvasColours(chart())).toBeGreaterThan(2);
  });

  it('refuses a window that ends before it starts, before sending anything', async () => {
    await form().getByRole('radio', { name: 'Start and end' }).click();
    await form().getByLabel('Start').fill('2026-11-10T12:00');
    await form().getByLabel('End').fill('2026-11-01T12:00');
    const sent = app.sent.length;
    await form().getByRole('button', { name: 'Show candles' }).click();
    await form().getByRole('alert').waitFor();
    expect(await form().getByRole('alert').innerText()).toMatch(/\w/);
    expect(app.sent.slice(sent).filter((f) => f.includes('"channel":"candles:window"'))).toEqual([]);
    await form().getByRole('radio', { name: 'Rolling range' }).click();
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'candles')).toEqual({ light: [], dark: [] });
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
