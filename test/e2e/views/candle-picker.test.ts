import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, type AppSession } from '../support/app-session';
import { captureThemes } from '../support/view-checks';

// Exchange and pair are picked from the service's own lists (the demo sandbox's), by typing to
// filter and choosing from the keyboard, and the chart drawn is the one picked; the pairs read are in the command
// palette too. Screenshots of the open pair list
// go to test-results/screenshots/candle-lists-picker-{light,dark}.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('candles');
});

afterAll(async () => {
  await app?.close();
});

const form = () =>
  app.page.getByRole('main', { name: 'Candles' }).getByRole('form', { name: 'Candle query' });
const field = (name: string) => form().getByRole('combobox', { name });
const suggestions = (name: string) => form().getByRole('listbox', { name: `${name} suggestions` });

describe('picking an exchange and a pair by typing', () => {
  it('reads no list until a field is opened', () => {
    expect(callsSince(app.sent, 0, 'tickers:exchanges')).toEqual([]);
    expect(callsSince(app.sent, 0, 'tickers:markets')).toEqual([]);
  });

  it('filters the exchange list as the user types and picks with Enter', async () => {
    const exchange = field('Exchange');
    await exchange.click();
    await exchange.press('ControlOrMeta+a');
    await exchange.press('Backspace');
    // Every exchange the service lists, before anything is typed.
    await expect
      .poll(async () => (await suggestions('Exchange').getByRole('option').allInnerTexts()).length)
      .toBe(3);
    await exchange.pressSequentially('coin');
    await expect
      .poll(() => suggestions('Exchange').getByRole('option').allInnerTexts())
      .toEqual([expect.stringContaining('Coinbase')]);
    expect(await exchange.getAttribute('aria-expanded')).toBe('true');
    await exchange.press('Enter');
    expect(await exchange.inputValue()).toBe('Coinbase');
    expect(await exchange.getAttribute('aria-expanded')).toBe('false');
    await form()
      .getByText(/3 exchanges listed by the service \(read /)
      .waitFor();
  });

  it("filters the chosen exchange's pairs and picks one with the arrow keys", async () => {
    const pair = field('Pair');
    await pair.click();
    await pair.press('ControlOrMeta+a');
    await pair.press('Backspace');
    await expect
      .poll(() => suggestions('Pair').getByRole('option').allInnerTexts())
      .toEqual([expect.stringMatching(/^BTC\/USD/), expect.stringMatching(/^ETH\/USD/)]);
    await pair.pressSequentially('usd');
    await form()
      .getByText(/^2 pairs on Coinbase \(read .+\)\.$/)
      .waitFor();
    await pair.press('ArrowDown');
    const active = await pair.getAttribute('aria-activedescendant');
    expect(await app.page.locator(`[id="${active}"]`).innerText()).toMatch(/^ETH\/USD/);
    expect(await captureThemes(app.page, 'candle-lists-picker')).toEqual({ light: [], dark: [] });
    await pair.press('Enter');
    expect(await pair.inputValue()).toBe('ETH/USD');
    const asked = callsSince(app.sent, 0, 'tickers:markets');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((frame) => frame.includes('"exchange":"Coinbase"'))).toBe(true);
  });

  it('draws the chart of the pair picked', async () => {
    await form().getByRole('button', { name: 'Show candles' }).click();
    await app.page
      .getByRole('region', { name: 'Candle chart' })
      .getByRole('figure', { name: 'Coinbase ETH/USD · 1h candles · Last week' })
      .waitFor();
  });

  it('offers the pairs read in the command palette; picking one from the keyboard draws it', async () => {
    await app.navigate('portfolios');
    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    const input = palette.getByRole('combobox');
    await input.pressSequentially('coinbase btc');
    const first = palette.getByRole('option').first();
    await expect.poll(() => first.innerText()).toMatch(/^Pair\s+Coinbase BTC\/USD candles/);
    // Priced before it runs, like every command that asks the service.
    await expect.poll(() => first.locator('.fd-cost').innerText()).toMatch(/credit|free/);
    await input.press('Enter');
    await app.page
      .getByRole('main', { name: 'Candles' })
      .getByRole('figure', { name: 'Coinbase BTC/USD · 1h candles · Last week' })
      .waitFor();
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
  });

  it('leaves the pair alone while another exchange is typed, and keeps it when that exchange is picked unread', async () => {
    const exchange = field('Exchange');
    await exchange.click();
    await exchange.press('ControlOrMeta+a');
    await exchange.press('Backspace');
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
    await exchange.pressSequentially('kra');
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
    await exchange.press('Enter');
    expect(await exchange.inputValue()).toBe('Kraken');
    // Kraken's pairs are not read yet: the pair stays whole, and reading them says plainly it is not one of them.
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
    await field('Pair').click();
    await form()
      .getByText(/^1 pair on Kraken \(read .+\)\. Kraken does not list BTC\/USD\.$/)
      .waitFor();
    await field('Pair').press('Escape');
  });

  it('takes the pair of the same base an exchange is known to list when that exchange is picked', async () => {
    const exchange = field('Exchange');
    await exchange.click();
    await exchange.press('ControlOrMeta+a');
    await exchange.pressSequentially('coin');
    await exchange.press('Enter');
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
    await exchange.press('ControlOrMeta+a');
    await exchange.pressSequentially('kra');
    expect(await field('Pair').inputValue()).toBe('BTC/USD');
    await exchange.press('Enter');
    expect(await field('Pair').inputValue()).toBe('BTC/EUR');
    await form().getByRole('button', { name: 'Show candles' }).click();
    await app.page
      .getByRole('region', { name: 'Candle chart' })
      .getByRole('figure', { name: 'Kraken BTC/EUR · 1h candles · Last week' })
      .waitFor();
    expect(await form().getByRole('alert').count()).toBe(0);
  });

  it('raised no page errors or CSP reports', () => {
    expect(app.problems).toEqual([]);
  });
});
