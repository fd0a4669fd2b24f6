import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// A line chart keeps the card's whole width when the window grows or shrinks: the series spans the plot from its
// left edge to its right, with no empty band, until the user zooms or pans it. Screenshot:
// test-results/screenshots/chart-resize-rwa-1440.png.

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
const LINE = [47, 111, 235] as const;

interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

/** The leftmost and rightmost columns the line reaches, as fractions of the plot's width (null: not drawn). */
async function lineSpan(figure: Locator): Promise<{ left: number; right: number } | null> {
  return figure.locator('.fd-chart__canvas canvas').evaluateAll((canvases: CanvasLike[], line) => {
    const plot = [...canvases].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const context = plot?.getContext('2d');
    if (!plot || !context) return null;
    const { data } = context.getImageData(0, 0, plot.width, plot.height);
    let left = plot.width;
    let right = -1;
    for (let i = 0; i < data.length; i += 4) {
      const near =
        Math.abs((data[i] ?? 0) - line[0]) +
        Math.abs((data[i + 1] ?? 0) - line[1]) +
        Math.abs((data[i + 2] ?? 0) - line[2]);
      if ((data[i + 3] ?? 0) < 200 || near > 40) continue;
      const column = (i / 4) % plot.width;
      left = Math.min(left, column);
      right = Math.max(right, column);
    }
    return right < 0 ? null : { left: left / plot.width, right: right / plot.width };
  }, LINE);
}

/** The whole series on screen, its oldest point clear of the left edge and no empty band beside it. */
const fitted = (span: { left: number; right: number } | null) =>
  span !== null && span.left > 0.01 && span.left < 0.1 && span.right > 0.8;

/** The line's span once the chart has drawn at the window's new size. */
async function spanAt(figure: Locator, width: number, height: number) {
  await app.page.setViewportSize({ width, height });
  let span: { left: number; right: number } | null = null;
  await expect
    .poll(async () => {
      span = await lineSpan(figure);
      return fitted(span);
    })
    .toBe(true)
    .catch(() => undefined);
  return span;
}

describe('a line chart when the window changes size', () => {
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
});
