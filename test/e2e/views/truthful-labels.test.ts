import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { canvasColours, parseShown } from '../support/view-checks';

// What the screen claims must be what it shows, in demo mode: each test takes a step that could show wrong or
// unlabelled data and asserts the label, currency, state or message.
// Each step's screen goes to test-results/screenshots/labels-*.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('candles');
});

afterAll(async () => {
  await app?.close();
});

const view = (name: string) => app.page.getByRole('main', { name });
const shot = (name: string) => app.page.screenshot({ path: join(screenshotDir, `labels-${name}.png`) });
const readout = (scope: Locator) => scope.locator('.fd-chart__readout');

/** Moves the pointer over the middle of a chart's canvas, so the crosshair picks a point. */
async function hover(scope: Locator): Promise<void> {
  const box = await scope.locator('.fd-chart__canvas').boundingBox();
  if (!box) throw new Error('The chart has no canvas box');
  await app.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

describe('1 and 15: the candle chart says what it draws, and the form never disagrees with it', () => {
  const form = () => view('Candles').getByRole('form', { name: 'Candle query' });
  const chart = () => view('Candles').getByRole('region', { name: 'Candle chart' });

  it('titles the chart by exchange, pair, interval and range', async () => {
    await form().getByRole('combobox', { name: 'Pair' }).fill('ETH/USDT');
    await form().getByRole('button', { name: 'Show candles' }).click();
    const figure = chart().getByRole('figure', { name: 'Binance ETH/USDT · 1h candles · Last week' });
    await figure.waitFor();
    expect(await figure.innerText()).toContain('Binance ETH/USDT · 1h candles · Last week');
    expect(await canvasColours(chart())).toBeGreaterThan(2);
    await shot('candles');
  });

  it('shows the hour, not only the date, when hovering hourly candles', async () => {
    await hover(chart());
    const legend = chart().getByRole('group', { name: 'Candle under the pointer' });
    await expect.poll(() => legend.innerText()).toMatch(/\d{1,2}:\d{2}[\s\S]*Open\s+.+ USDT/);
  });

  it('keeps the form and the chart as they were after a visit to another view', async () => {
    await app.navigate('portfolios');
    await app.navigate('candles');
    expect(await form().getByRole('combobox', { name: 'Pair' }).inputValue()).toBe('ETH/USDT');
    // The chart stays on what it drew, still titled by it.
    await chart().getByRole('figure', { name: 'Binance ETH/USDT · 1h candles · Last week' }).waitFor();
  });

  it('after a failed query, the old chart keeps its own title and the form says it was not drawn', async () => {
    await form().getByRole('combobox', { name: 'Pair' }).fill('ZZZ/QQQ');
    await form().getByRole('button', { name: 'Show candles' }).click();
    await chart().getByRole('status').or(chart().getByRole('alert')).first().waitFor();
    await chart().getByText('The form has changes: press Show candles to draw them.').waitFor();
    expect(
      await chart().getByRole('figure', { name: 'Binance ETH/USDT · 1h candles · Last week' }).count(),
    ).toBe(1);
    await shot('candles-failed');
  });

  it('restores the form after a reload', async () => {
    await form().getByRole('combobox', { name: 'Pair' }).fill('ETH/USDT');
    await form().getByRole('radio', { name: '4h' }).click();
    await app.page.reload();
    await view('Candles').waitFor();
    expect(await form().getByRole('combobox', { name: 'Pair' }).inputValue()).toBe('ETH/USDT');
    expect(await form().getByRole('radio', { name: '4h' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('4: profit and loss offers only combinations the service serves', () => {
  const pl = () => view('Portfolios').getByRole('region', { name: 'Profit and loss by period' });

  it('moves the range to 24h when Hourly is picked, and back to Daily for a longer range', async () => {
    await app.navigate('portfolios');
    await pl().getByRole('figure').waitFor();
    await pl().getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: 'Hourly' }).click();
    const range = pl().getByRole('radiogroup', { name: 'Range' });
    expect(await range.getByRole('radio', { name: '24h' }).getAttribute('aria-checked')).toBe('true');
    // The bars are for the controls as they are: titled Hourly, 24h, never the previous period's.
    await pl()
      .getByRole('figure', { name: /^Profit and loss · All portfolios · Hourly, 24h · USD$/ })
      .waitFor();
    expect(await pl().getByRole('alert').count()).toBe(0);
    await shot('pl-hourly');
    await range.getByRole('radio', { name: '1M' }).click();
    const period = pl().getByRole('radiogroup', { name: 'Period' });
    expect(await period.getByRole('radio', { name: 'Daily' }).getAttribute('aria-checked')).toBe('true');
    await pl()
      .getByRole('figure', { name: /· Daily, 1M · USD$/ })
      .waitFor();
  });

  it('refuses a day after today, naming the field, and sends nothing', async () => {
    const window = pl().getByRole('form', { name: 'From and to dates' });
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const max = await window.getByRole('textbox', { name: 'To (included)' }).getAttribute('max');
    expect(max).toBe(iso(Date.now()));
    await window.getByRole('textbox', { name: 'From' }).fill(iso(Date.now() - 3 * 86_400_000));
    await window.getByRole('textbox', { name: 'To (included)' }).fill(iso(Date.now() + 2 * 86_400_000));
    const from = app.sent.length;
    await window.getByRole('button', { name: 'Show these dates' }).click();
    expect(await window.getByRole('alert').innerText()).toBe('To: the day cannot be after today.');
    expect(callsSince(app.sent, from, 'portfolio:plHistory')).toEqual([]);
  });
});

describe('6: hours on intraday axes, and no glyph a font may lack', () => {
  const chartCard = () => view('Portfolios').getByRole('region', { name: 'Value over time' });

  it('shows the time when hovering the 24h value chart', async () => {
    await chartCard().getByRole('radio', { name: '24h', exact: true }).click();
    const figure = chartCard().getByRole('figure', { name: /· 24h · in USD$/ });
    await figure.waitFor();
    await hover(chartCard());
    await expect
      .poll(() => readout(chartCard()).innerText())
      // The point under the pointer, not the latest one the line shows without a pointer.
      .toMatch(/^(?!Latest, ).*\d{1,2}:\d{2}( [AP]M)?: \$[\d,]+\.\d{2}$/);
  });

  it('writes BTC as its code', async () => {
    await chartCard()
      .getByRole('radiogroup', { name: 'Show in' })
      .getByRole('radio', { name: 'BTC' })
      .click();
    const figure = chartCard().getByRole('figure', { name: /in BTC$/ });
    await figure.waitFor();
    expect(await figure.locator('figcaption').innerText()).toMatch(/ended at [\d.,]+ BTC/);
    expect(await app.page.locator('body').innerText()).not.toContain('₿');
    await chartCard()
      .getByRole('radiogroup', { name: 'Show in' })
      .getByRole('radio', { name: 'USD' })
      .click();
  });
});

describe('14 and 10: the shared-portfolio form waits behind a button; a removal can be undone', () => {
  const picker = () => view('Portfolios').getByRole('navigation', { name: 'Portfolios' });

  it('fits the value card and the chart above the fold at 1024x640', async () => {
    const viewport = app.page.viewportSize();
    await app.page.setViewportSize({ width: 1024, height: 640 });
    const main = view('Portfolios');
    await main.evaluate((el: { scrollTop: number }) => (el.scrollTop = 0));
    expect(await main.getByRole('form', { name: 'Add a shared portfolio' }).count()).toBe(0);
    expect(await picker().getByRole('button', { name: 'Add shared portfolio' }).isVisible()).toBe(true);
    const value = await main.getByRole('region', { name: 'Value and profit' }).boundingBox();
    expect((value?.y ?? 999) + (value?.height ?? 999)).toBeLessThanOrEqual(640);
    await shot('portfolios-1024x640');
    if (viewport) await app.page.setViewportSize(viewport);
  });

  it('opens and closes the form from the keyboard, focus following', async () => {
    const add = picker().getByRole('button', { name: 'Add shared portfolio' });
    await add.focus();
    await app.page.keyboard.press('Enter');
    const form = view('Portfolios').getByRole('form', { name: 'Add a shared portfolio' });
    await expect
      .poll(() =>
        form.getByRole('textbox', { name: 'Name' }).evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await app.page.keyboard.press('Enter');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => add.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  });

  it('offers Undo after removing a shared portfolio, and only removes it when the time is up', async () => {
    await picker().getByRole('button', { name: 'Add shared portfolio' }).click();
    const form = view('Portfolios').getByRole('form', { name: 'Add a shared portfolio' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Friend’s fund');
    await form.getByRole('textbox', { name: 'Share token' }).fill('sandbox-share-locked');
    await form.getByLabel('Passcode (if the owner set one)').fill('2468');
    await form.getByRole('button', { name: 'Add' }).click();
    const shared = picker().getByRole('button', { name: /^Friend’s fund Shared/ });
    await shared.waitFor();

    const from = app.sent.length;
    await picker().getByRole('button', { name: 'Remove shared portfolio Friend’s fund' }).click();
    const undo = picker().getByRole('status').filter({ hasText: 'Removed Friend’s fund.' });
    await undo.waitFor();
    await shot('remove-undo');
    await undo.getByRole('button', { name: 'Undo' }).click();
    await shared.waitFor();
    expect(callsSince(app.sent, from, 'portfolio:removeShared')).toEqual([]);

    await picker().getByRole('button', { name: 'Remove shared portfolio Friend’s fund' }).click();
    await expect
      .poll(() => callsSince(app.sent, from, 'portfolio:removeShared').length, { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => shared.count()).toBe(0);
  });
});

describe('15: each view keeps its scroll position; the selected portfolio survives a reload', () => {
  it('opens Wallets at its own position after Credits was scrolled', async () => {
    await app.navigate('credits');
    const main = view('Credits');
    await main.getByRole('table', { name: 'Request journal' }).locator('tbody tr').first().waitFor();
    await main.evaluate((el: { scrollTop: number }) => (el.scrollTop = 400));
    const scrolled = await main.evaluate((el: { scrollTop: number }) => el.scrollTop);
    await app.navigate('wallets');
    expect(await view('Wallets').evaluate((el: { scrollTop: number }) => el.scrollTop)).toBe(0);
    await app.navigate('credits');
    await expect
      .poll(() => view('Credits').evaluate((el: { scrollTop: number }) => el.scrollTop))
      .toBe(scrolled);
  });

  it('selects the same portfolio after a reload', async () => {
    await app.navigate('portfolios');
    const picker = view('Portfolios').getByRole('navigation', { name: 'Portfolios' });
    const second = picker.getByRole('listitem').nth(1).getByRole('button').first();
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    const name = await second.innerText();
    await app.page.reload();
    await view('Portfolios').waitFor();
    const again = view('Portfolios')
      .getByRole('navigation', { name: 'Portfolios' })
      .getByRole('button', { name, exact: true });
    await expect.poll(() => again.getAttribute('aria-current')).toBe('true');
  });
});

describe('16: one format and one name for each thing', () => {
  it('keeps profit and loss to the cent', async () => {
    const card = view('Portfolios').getByRole('region', { name: 'Value and profit' });
    await card.getByText('Demo data').waitFor();
    const signed = await card.locator('.fd-num--up, .fd-num--down').allInnerTexts();
    const money = signed.filter((t) => t.includes('$'));
    expect(money.length).toBeGreaterThan(0);
    for (const text of money) expect(text).toMatch(/^[+-]\$[\d,]+\.\d{2}$/);
  });

  it('names asset types as the filter does, networks by name, and each symbol once', async () => {
    await app.navigate('rwa');
    const assets = view('RWA').getByRole('region', { name: 'Tokenized assets', exact: true });
    const table = assets.getByRole('table', { name: 'Tokenized assets' });
    await table.locator('tbody tr').first().waitFor();
    const types = new Set(await table.locator('tbody tr td:nth-child(3)').allInnerTexts());
    for (const type of types) expect(['Stock', 'Commodity', 'ETF']).toContain(type);
    const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    for (const name of names) expect(name).not.toMatch(/\b(\w+) \1$/);

    await table.locator('tbody tr').first().getByRole('button').nth(1).click();
    const tokens = view('RWA').getByRole('region', { name: 'Tokens', exact: true });
    await tokens.getByRole('table').locator('tbody tr').first().waitFor();
    const networks = await tokens
      .getByRole('combobox', { name: 'Network' })
      .locator('option')
      .allInnerTexts();
    expect(networks.length).toBeGreaterThan(1);
    for (const network of networks.slice(1)) expect(network).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('writes compact amounts with two decimals, "$105.00M" beside "$1.07M", not "$105M" beside "$1.065M"', async () => {
    await app.navigate('rwa');
    // Whatever the tests before left open: an asset opened by its address, then back to the list, where the
    // overview and the assets table are.
    await app.page.goto(`${app.host.url}#rwa/gold`);
    await view('RWA').getByRole('button', { name: '← All assets' }).click();
    await expect.poll(() => app.page.url()).toMatch(/#rwa$/);
    const table = view('RWA')
      .getByRole('region', { name: 'Tokenized assets', exact: true })
      .getByRole('table', { name: 'Tokenized assets' });
    await table.locator('tbody tr').first().waitFor();
    const compact = [
      ...(await view('RWA')
        .getByRole('region', { name: 'Overview' })
        .getByRole('definition')
        .allInnerTexts()),
      ...(await table.locator('tbody td').allInnerTexts()),
    ].filter((text) => /^\$[\d.,]+[KMBT]$/.test(text));
    expect(compact.length).toBeGreaterThan(3);
    for (const text of compact) expect(text).toMatch(/^\$\d{1,3}\.\d{2}[KMBT]$/);
  });

  it('writes amounts in a quote currency to the cent, "2,575.00 USDT" beside "88,097.20 USDT"', async () => {
    await app.navigate('candles');
    const chart = view('Candles').getByRole('region', { name: 'Candle chart' });
    await view('Candles')
      .getByRole('form', { name: 'Candle query' })
      .getByRole('button', { name: 'Show candles' })
      .click();
    const caption = chart.getByRole('figure', { name: /^Binance ETH\/USDT · / }).locator('figcaption');
    await caption.filter({ hasText: / USDT/ }).waitFor();
    const amounts = [...(await caption.innerText()).matchAll(/([\d,]+(?:\.\d+)?) USDT/g)].map(
      (m) => m[1] ?? '',
    );
    expect(amounts.length).toBe(4);
    for (const amount of amounts) expect(amount).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('dates the request journal in the style of every other table; outgoing amounts are negative', async () => {
    await app.navigate('credits');
    const journal = view('Credits').getByRole('table', { name: 'Request journal' });
    await journal.locator('tbody tr').first().waitFor();
    const times = await journal.locator('tbody tr td:nth-child(1)').allInnerTexts();
    await app.navigate('portfolios');
    const transactions = view('Portfolios').getByRole('table', { name: 'Transactions' });
    await transactions.locator('tbody tr').first().waitFor();
    const dates = await transactions.locator('tbody tr td:nth-child(1)').allInnerTexts();
    // Both "Nov 24, 2026, 4:23 PM" (the journal adds seconds): the same date before the time, in both.
    const datePart = (text: string) =>
      /^([A-Z][a-z]{2} \d{1,2}, \d{4}), \d{1,2}:\d{2}/.exec(text.trim())?.[1];
    for (const text of [...times.slice(0, 5), ...dates.slice(0, 5)]) expect(datePart(text)).toBeTruthy();
    // What leaves the portfolio (Sent, Sell) is negative, the sign the wallet's Sent rows carry
    // (wallets-credits.test.ts). The page shown may hold no Sent row, so Sell counts too.
    const types = await transactions.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const amounts = await transactions.locator('tbody tr td:nth-child(4)').allInnerTexts();
    const sent = amounts.filter((_, i) => /^(sent|sell)$/i.test(types[i] ?? ''));
    expect(sent.length).toBeGreaterThan(0);
    for (const amount of sent) expect(amount).toMatch(/^[-−]/);
  });

  it('names a wallet followed without a label by its address and network, each once', async () => {
    await app.navigate('wallets');
    const form = view('Wallets').getByRole('form', { name: 'Follow a wallet' });
    await form.getByRole('textbox', { name: 'Address' }).fill('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    await form.getByRole('combobox', { name: 'Chain' }).selectOption({ label: 'Ethereum' });
    await form.getByRole('button', { name: 'Follow' }).click();
    const followed = view('Wallets').getByRole('navigation', { name: 'Followed wallets' });
    const wallet = followed.getByRole('button', { name: /^0x742d…f44e/ });
    await wallet.waitFor();
    // Was "ethereum 0x742d…f44e Ethereum": the network id and its name.
    expect(await wallet.innerText()).toBe('0x742d…f44e Ethereum');
    expect(await followed.getByRole('button', { name: 'Remove wallet 0x742d…f44e' }).count()).toBe(1);

    await app.page.keyboard.press('Control+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').waitFor();
    await app.page.keyboard.type('0x742d');
    const option = palette.getByRole('option').filter({ hasText: '0x742d…f44e' });
    await option.waitFor();
    // Its kind is the row's group, said once beside the label: "Wallet  0x742d…f44e (Ethereum)".
    expect(await option.locator('.fd-palette-label').innerText()).toBe('0x742d…f44e (Ethereum)');
    expect((await option.innerText()).match(/Wallet/g)).toHaveLength(1);
    await app.page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    await followed.getByRole('button', { name: 'Remove wallet 0x742d…f44e' }).click();
    await expect.poll(() => wallet.count()).toBe(0);
  });
});

describe('2: one currency per screen', () => {
  it('draws the value chart in the base currency the value card is in', async () => {
    await app.navigate('settings');
    await view('Settings').getByRole('combobox', { name: 'Base currency' }).selectOption('EUR');
    await app.navigate('portfolios');
    const card = view('Portfolios').getByRole('region', { name: 'Value and profit' });
    const total = card.locator('.fd-stat').first().getByRole('definition');
    await total.filter({ hasText: /^€/ }).waitFor();
    expect(parseShown(await total.innerText())).toBeGreaterThan(0);
    const chartCard = view('Portfolios').getByRole('region', { name: 'Value over time' });
    const units = chartCard.getByRole('radiogroup', { name: 'Show in' });
    expect(await units.getByRole('radio').allInnerTexts()).toEqual(['EUR', 'USD', 'BTC', 'ETH']);
    expect(await units.getByRole('radio', { name: 'EUR' }).getAttribute('aria-checked')).toBe('true');
    const figure = chartCard.getByRole('figure', { name: /· in EUR$/ });
    await figure.waitFor();
    await expect.poll(() => figure.locator('figcaption').innerText()).toMatch(/ended at €[\d,]+\.\d{2}/);
    expect(await figure.locator('figcaption').innerText()).not.toContain('$');
    expect(await canvasColours(chartCard)).toBeGreaterThan(2);
    await view('Portfolios').evaluate((el: { scrollTop: number }) => (el.scrollTop = 0));
    await shot('currency-eur');
    await app.navigate('settings');
    await view('Settings').getByRole('combobox', { name: 'Base currency' }).selectOption('USD');
  });
});

describe('17: the app icon', () => {
  it('links the icon and answers /favicon.ico with it', async () => {
    expect(await app.page.locator('link[rel="icon"]').getAttribute('href')).toBe('./favicon.png');
    const origin = new URL(app.host.url).origin;
    const response = await app.page.request.get(`${origin}/favicon.ico`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
