import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { crosshairLabelMiddle, cutLabels, readPriceAxis, settledPriceAxis } from '../support/chart-axis';
import { captureThemes, parseShown, type Theme } from '../support/view-checks';

// Overview in demo mode, as a user opens the app each morning: the total, its 24h change, the chart with BTC and
// ETH, the allocation and the movers all in the first screen, at 1024x700 and 1440x900, light and dark.
// Screenshots: test-results/screenshots/overview-<width>x<height>-<theme>.png, overview-full-<theme>.png and
// overview-crosshair-<theme>.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  // Answer the welcome on another view, then open the bare address: the app's own first view.
  await app.open('settings');
  await app.page.goto(app.host.url.replace(/#.*$/, ''));
  await app.page.getByRole('main', { name: 'Overview' }).waitFor();
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Overview' });
const region = (name: string) => main().getByRole('region', { name, exact: true });

/** The element lies wholly inside the window as it opens: seen without scrolling. */
async function inFirstScreen(target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  const size = app.page.viewportSize();
  if (!box || !size) throw new Error(`${what} is not drawn`);
  expect(box.y, `${what} starts above the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} runs past the right edge`).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height, `${what} is below the first screen`).toBeLessThanOrEqual(size.height);
}

/** Counts the plot's pixels near each colour, and the leftmost column the portfolio's own line reaches. */
const SERIES_PIXELS = `(() => {
  const resolve = (name) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(' + name + ')';
    document.body.appendChild(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\\d+/g).map(Number);
    probe.remove();
    return [r, g, b];
  };
  const wanted = { value: resolve('--fd-series-value'), btc: resolve('--fd-series-btc'), eth: resolve('--fd-series-eth') };
  const figure = document.querySelector('.fd-overview__chart figure');
  const canvases = [...figure.querySelectorAll('canvas')];
  const plot = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  const { data } = plot.getContext('2d').getImageData(0, 0, plot.width, plot.height);
  const counts = { value: 0, btc: 0, eth: 0 };
  let leftmost = plot.width;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 200) continue;
    for (const key of Object.keys(wanted)) {
      const [r, g, b] = wanted[key];
      if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40) {
        counts[key]++;
        if (key === 'value') leftmost = Math.min(leftmost, (i / 4) % plot.width);
      }
    }
  }
  return { counts, leftmost: leftmost / plot.width };
})()`;

/**
 * Text cut short with "…" anywhere in the view, controls closer than 2 px to another (or overlapping), and cards
 * whose content runs past their edge.
 */
const LAYOUT_FAULTS = `(() => {
  const view = document.getElementById('fd-main');
  const cut = [...view.querySelectorAll('*')]
    .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
    .map((el) => el.textContent.trim());
  const controls = [...view.querySelectorAll('button, a[href], input, select')]
    .map((el) => ({ name: el.textContent.trim() || el.getAttribute('aria-label') || el.tagName, box: el.getBoundingClientRect() }))
    .filter((c) => c.box.width > 0 && c.box.height > 0);
  const touching = [];
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i].box, b = controls[j].box;
      const dx = Math.max(b.left - a.right, a.left - b.right);
      const dy = Math.max(b.top - a.bottom, a.top - b.bottom);
      if (Math.max(dx, dy) < 2) touching.push(controls[i].name + ' / ' + controls[j].name);
    }
  }
  const overflowing = [...view.querySelectorAll('.fd-card')]
    .filter((card) => card.scrollWidth > card.clientWidth + 1)
    .map((card) => card.querySelector('h3')?.textContent ?? '');
  return { cut, touching, overflowing };
})()`;

async function showsEverything(theme: Theme, width: number, height: number): Promise<void> {
  await app.page.setViewportSize({ width, height });
  await app.page.emulateMedia({ colorScheme: theme });
  await app.page.evaluate("document.getElementById('fd-main').scrollTop = 0");
  const total = main().locator('.fd-headline__total');
  await expect.poll(() => total.innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(parseShown(await total.innerText())).toBeGreaterThan(0);
  const change = main().getByLabel('Change over 24 hours');
  await expect
    .poll(() => change.locator('.fd-num').allInnerTexts())
    .toEqual([expect.stringMatching(/^[+-]\$[\d,]+\.\d\d$/), expect.stringMatching(/^[+-][\d.]+%$/)]);
  // The total's age is beside it.
  expect(await main().locator('.fd-headline__age').innerText()).toMatch(/Demo data · (now|\d+ \w+\.? ago)/);
  const figure = region('Value over time').getByRole('figure', { name: /with BTC and ETH/ });
  await figure.locator('canvas').first().waitFor();
  const legend = region('Value over time').getByRole('list', { name: 'Change in value over the range' });
  expect(await legend.innerText()).toMatch(/Value\s+[+-][\d.]+%\s+BTC\s+[+-][\d.]+%\s+ETH\s+[+-][\d.]+%/);
  await expect
    .poll(async () => {
      const drawn = (await app.page.evaluate(SERIES_PIXELS)) as { counts: Record<string, number> };
      return Math.min(drawn.counts['value'] ?? 0, drawn.counts['btc'] ?? 0, drawn.counts['eth'] ?? 0);
    })
    .toBeGreaterThan(20);
  // The line starts at the plot's left edge: no empty band before the first point.
  const drawn = (await app.page.evaluate(SERIES_PIXELS)) as { leftmost: number };
  expect(drawn.leftmost).toBeLessThan(0.03);
  const axis = await settledPriceAxis(figure.locator('.fd-benchmark-chart__canvas'));
  expect(cutLabels(axis), 'price labels cut by the chart’s top or bottom edge').toEqual([]);
  const allocation = region('Allocation').getByRole('table', { name: 'Allocation by coin' });
  await allocation.waitFor();
  expect(await allocation.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  // Each slice its own colour, so the ring can be read against the table.
  const swatches = await allocation.locator('.fd-allocation__swatch').evaluateAll((spans) => {
    // Run in the page; this file is type-checked without the DOM's types.
    const page = globalThis as unknown as { getComputedStyle(el: unknown): { backgroundColor: string } };
    return spans.map((s) => page.getComputedStyle(s).backgroundColor);
  });
  expect(swatches.length).toBeGreaterThanOrEqual(2);
  expect(new Set(swatches).size, `slice colours ${swatches.join(', ')}`).toBe(swatches.length);
  const movers = region('Top movers · 24h');
  await movers.getByRole('list').first().waitFor();
  for (const [what, target] of [
    ['the total', total],
    ['the 24h change', change],
    ['the chart', figure],
    ['the BTC and ETH legend', legend],
    ['the allocation ring', region('Allocation').locator('svg')],
    ['the allocation table', allocation],
    ['the movers', movers],
  ] as const) {
    await inFirstScreen(target, what);
  }
  await app.page.screenshot({ path: join(screenshotDir, `overview-${width}x${height}-${theme}.png`) });
  const faults = (await app.page.evaluate(LAYOUT_FAULTS)) as {
    cut: string[];
    touching: string[];
    overflowing: string[];
  };
  expect(faults.overflowing, 'cards whose content runs past their edge').toEqual([]);
  expect(faults.cut, 'text cut short with …').toEqual([]);
  expect(faults.touching, 'controls touching').toEqual([]);
}

describe('Overview', () => {
  it('is the first view: the bare address opens it, first in the navigation', async () => {
    const links = app.page.getByRole('navigation', { name: 'Views' }).getByRole('link');
    expect(await links.first().innerText()).toBe('Overview');
    expect(await links.first().getAttribute('aria-current')).toBe('page');
  });

  for (const [width, height] of [
    [1024, 700],
    [1440, 900],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the total, 24h change, chart with BTC and ETH, allocation and movers at ${width}x${height}, ${theme}`, async () => {
        await showsEverything(theme, width, height);
      });
    }
  }

  it('keeps the value chart card still while the pointer reads points, Portfolio, BTC and ETH alike', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.evaluate("document.getElementById('fd-main').scrollTop = 0");
    const card = region('Value over time');
    const readout = card.locator('.fd-chart__readout');
    await expect
      .poll(() => readout.innerText())
      .toMatch(/^Latest, .+: Portfolio \$[\d,.]+ · BTC\s.+ · ETH\s/);
    const before = await card.boundingBox();
    const canvas = await card.locator('.fd-benchmark-chart__canvas').boundingBox();
    if (!before || !canvas) throw new Error('the value chart is not on screen');
    await app.page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    await expect.poll(() => readout.innerText()).not.toMatch(/^Latest/);
    expect(await readout.innerText()).toMatch(/: Portfolio \$[\d,.]+ · BTC\s.+ · ETH\s/);
    // The readout takes as many lines for a point as for the latest: the card, and all below it, stay put.
    expect((await card.boundingBox())?.height).toBe(before.height);
    await app.page.mouse.move(0, 0);
  });

  it('keeps the crosshair’s price label at the pointer, whichever of the three lines is nearest', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.evaluate("document.getElementById('fd-main').scrollTop = 0");
    const card = region('Value over time');
    const canvas = card.locator('.fd-benchmark-chart__canvas');
    const box = await canvas.boundingBox();
    const plot = await readPriceAxis(canvas);
    if (!box) throw new Error('the value chart is not on screen');
    const away: string[] = [];
    // From above every line (the scale keeps a margin over the highest) down past the lowest.
    for (const share of [0.9, 0.7, 0.5, 0.3, 0.1]) {
      const y = Math.round(plot.top + plot.rows.length * share);
      await app.page.mouse.move(box.x + box.width * 0.6, y);
      const middle = crosshairLabelMiddle(await settledPriceAxis(canvas));
      const off = middle === null ? null : Math.round(plot.top + middle - y);
      if (off === null || Math.abs(off) > 2) away.push(`pointer ${share * 100}% down: ${off ?? 'no'} px`);
    }
    // The readout under the chart still names the three lines' values at the pointer's time.
    expect(await card.locator('.fd-chart__readout').innerText()).toMatch(
      /: Portfolio \$[\d,.]+ · BTC\s.+ · ETH\s/,
    );
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await card.screenshot({ path: join(screenshotDir, `overview-crosshair-${theme}.png`) });
    }
    await app.page.emulateMedia({ colorScheme: 'light' });
    await app.page.mouse.move(0, 0);
    expect(away, 'the crosshair’s price label, off the pointer by').toEqual([]);
  });

  it('shows every portfolio’s TWR and MWR below the fold, BTC and ETH beside them, and how each was computed', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.evaluate("document.getElementById('fd-main').scrollTop = 0");
    const card = region('Returns');
    const figure = (label: string) =>
      card
        .locator('.fd-returns__figure')
        .filter({ has: app.page.getByRole('term').filter({ hasText: label }) });
    const twr = figure('Time-weighted return').locator('.fd-returns__big');
    const mwr = figure('Money-weighted return').locator('.fd-returns__big');
    await twr.waitFor();
    await mwr.waitFor();
    for (const shown of [
      twr,
      mwr,
      figure('BTC').getByRole('definition'),
      figure('ETH').getByRole('definition'),
    ]) {
      expect(await shown.innerText()).toMatch(/^[+−-]?[\d,.]+%/);
    }
    // Below the first screen: the total, chart, allocation and movers keep it (the card's heading may show at its
    // foot, saying there is more below).
    for (const figureShown of [twr, mwr]) {
      const box = await figureShown.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(700);
    }
    await card.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await app.page.screenshot({ path: join(screenshotDir, `overview-returns-1024x700-${theme}.png`) });
    }
    await card.getByText('How the time-weighted return was computed').click();
    const chained = card.getByRole('table', { name: 'Chained periods' });
    await chained.waitFor();
    const last = await chained.locator('tbody tr').last().locator('td').last().innerText();
    const percent = (text: string) => Number(text.replace(/[−–]/g, '-').replace(/[^\d.-]/g, ''));
    expect(percent(last)).toBeCloseTo(percent(await twr.innerText()), 1);
    await card.getByText('How the money-weighted return was computed').click();
    await card.getByRole('table', { name: 'Cash flows' }).waitFor();
    expect(await card.getByText(/flows over [\d,]+ days, solved in/).isVisible()).toBe(true);
  });

  it('shows P/L with formulas, the holdings with icons and the market mood below, with no serious axe finding', async () => {
    await app.page.setViewportSize({ width: 1440, height: 900 });
    const pl = region('Profit and loss');
    expect(await pl.getByRole('term').allInnerTexts()).toEqual([
      'Unrealized P/L',
      'Realized P/L',
      'All-time P/L',
      'Cost',
    ]);
    await pl.locator('.fd-tip').first().focus();
    expect(await pl.getByRole('tooltip').first().innerText()).toMatch(
      /^Unrealized P\/L = value .* − what it cost/,
    );
    const holdings = region('Holdings').getByRole('table', { name: 'Largest holdings' });
    await holdings.waitFor();
    expect(await holdings.locator('tbody .fd-coin-icon').count()).toBe(
      await holdings.locator('tbody tr').count(),
    );
    expect(await region('Market mood').isVisible()).toBe(true);
    const found = await captureThemes(app.page, 'overview-full');
    expect(found).toEqual({ light: [], dark: [] });
  });
});
