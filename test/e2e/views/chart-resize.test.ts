import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import type { CanvasLike } from '../support/view-checks';

// A line or candle chart keeps the span of time it shows when the window grows or shrinks: a whole series still
// spans the plot edge to edge, with no empty band, and a zoomed one keeps the user's span.
// Screenshot: test-results/screenshots/chart-resize-rwa-1440.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('settings');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

/** The money line's colour (charts.tsx AREA_TONES.money.lineColor). */
const LINE = [[47, 111, 235]];
/** The candles' colours (candle-chart-instance.ts UP and DOWN). */
const CANDLES = [
  [26, 127, 55],
  [207, 34, 46],
];

/**
 * The leftmost and rightmost columns drawn in one of `colours` on the figure's largest canvas (the plot), as
 * fractions of its width; null when nothing is drawn in them.
 */
async function inkSpan(
  figure: Locator,
  colours: number[][],
): Promise<{ left: number; right: number } | null> {
  return figure.locator('canvas').evaluateAll((canvases: CanvasLike[], wanted) => {
    const plot = [...canvases].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const context = plot?.getContext('2d');
    if (!plot || !context) return null;
    const { data } = context.getImageData(0, 0, plot.width, plot.height);
    let left = plot.width;
    let right = -1;
    for (let i = 0; i < data.length; i += 4) {
      const near = (c: number[]) =>
        Math.abs((data[i] ?? 0) - (c[0] ?? 0)) +
          Math.abs((data[i + 1] ?? 0) - (c[1] ?? 0)) +
          Math.abs((data[i + 2] ?? 0) - (c[2] ?? 0)) <
        40;
      if ((data[i + 3] ?? 0) < 200 || !wanted.some(near)) continue;
      const column = (i / 4) % plot.width;
      left = Math.min(left, column);
      right = Math.max(right, column);
    }
    return right < 0 ? null : { left: left / plot.width, right: right / plot.width };
  }, colours);
}

const lineSpan = (figure: Locator) => inkSpan(figure, LINE);

/** The whole series on screen, its oldest point clear of the left edge and no empty band beside it. */
const fitted = (span: { left: number; right: number } | null) =>
  span !== null && span.left > 0.01 && span.left < 0.1 && span.right > 0.8;

/** The line's span once the chart has drawn at the window's new size. */
async function spanAt(figure: Locator, width: number, height: number, colours = LINE) {
  await app.page.setViewportSize({ width, height });
  let span: { left: number; right: number } | null = null;
  await expect
    .poll(async () => {
      span = await inkSpan(figure, colours);
      return fitted(span);
    })
    .toBe(true)
    .catch(() => undefined);
  return span;
}

describe('a chart when the window changes size', () => {
  it('keeps the series across the whole plot, wider and narrower', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.goto(`${app.host.url}#rwa/gold`);
    const history = app.page.getByRole('region', { name: 'Asset history' });
    const figure = history.getByRole('figure');
    await figure.locator('canvas').first().waitFor();
    await expect.poll(async () => fitted(await lineSpan(figure))).toBe(true);

    const wider = await spanAt(figure, 1440, 900);
    await app.page.screenshot({ path: join(screenshotDir, 'chart-resize-rwa-1440.png') });
    expect(wider, 'the line across the plot at 1440 px').toSatisfy(fitted);

    const narrower = await spanAt(figure, 1024, 700);
    expect(narrower, 'the line across the plot at 1024 px').toSatisfy(fitted);
  });

  it('keeps the view the user zoomed into', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.goto(`${app.host.url}#coin/bitcoin`);
    const chart = app.page.getByRole('main', { name: 'Coin' }).getByRole('region', { name: 'Price' });
    const canvas = chart.locator('.fd-chart__canvas');
    await canvas.locator('canvas').first().waitFor();
    const figure = chart.getByRole('figure');
    await expect.poll(async () => fitted(await lineSpan(figure))).toBe(true);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the chart is not drawn');
    await app.page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await app.page.mouse.wheel(0, -240);
    // Zoomed in: the oldest points are off the left edge, so the line starts at the plot's left edge.
    await expect.poll(async () => (await lineSpan(figure))?.left ?? 1).toBeLessThan(0.02);
    const zoomed = await lineSpan(figure);
    await app.page.setViewportSize({ width: 1440, height: 900 });
    await app.page.waitForTimeout(300);
    const after = await lineSpan(figure);
    expect(zoomed).not.toBeNull();
    expect(after?.left ?? 1, 'the zoom was undone: the oldest point came back into view').toBeLessThan(0.02);
  });

  it('keeps the zoom of the Overview chart, with its BTC and ETH lines', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.navigate('overview');
    const figure = app.page
      .getByRole('main', { name: 'Overview' })
      .getByRole('region', { name: 'Value over time', exact: true })
      .getByRole('figure', { name: /with BTC and ETH/ });
    const plot = figure.locator('canvas').first();
    await expect.poll(async () => (await lineSpan(figure))?.right ?? 0).toBeGreaterThan(0.8);
    // The chart runs edge to edge, so the time under the plot's left edge tells how far back it shows.
    const leftmost = async () => {
      const box = await plot.boundingBox();
      if (!box) throw new Error('the chart is not drawn');
      await app.page.mouse.move(box.x + 3, box.y + box.height / 2);
      const said = await figure.locator('.fd-chart__readout').innerText();
      return Date.parse(said.slice(0, said.indexOf(': ')).replace(' at ', ' '));
    };
    const whole = await leftmost();
    const box = await plot.boundingBox();
    if (!box) throw new Error('the chart is not drawn');
    await app.page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await app.page.mouse.wheel(0, -240);
    await expect.poll(leftmost).toBeGreaterThan(whole + 86_400_000);
    const zoomed = await leftmost();
    await app.page.setViewportSize({ width: 1440, height: 900 });
    await app.page.waitForTimeout(300);
    await app.page.screenshot({ path: join(screenshotDir, 'chart-resize-overview-zoomed-1440.png') });
    expect(await leftmost(), 'the zoom was undone: the whole range came back').toBeGreaterThan(
      whole + (zoomed - whole) / 2,
    );
  });

  it('keeps a month of daily candles across the whole plot', async () => {
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.navigate('candles');
    const view = app.page.getByRole('main', { name: 'Candles' });
    const form = view.getByRole('form', { name: 'Candle query' });
    await form.getByRole('radio', { name: '1D' }).click();
    await form.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Last month' });
    await form.getByRole('button', { name: 'Show candles' }).click();
    const figure = view
      .getByRole('region', { name: 'Candle chart' })
      .getByRole('figure', { name: /^Binance BTC\/USDT · 1D candles · Last month/ });
    await expect.poll(async () => fitted(await inkSpan(figure, CANDLES))).toBe(true);
    const wider = await spanAt(figure, 1440, 900, CANDLES);
    expect(wider, 'the candles across the plot at 1440 px').toSatisfy(fitted);
  });
});
