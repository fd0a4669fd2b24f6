import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../support/build-output';
import type { AppSession } from '../../e2e/support/app-session';

// The candle chart in real Chromium (Debian's, driven by playwright-core as the browser tests drive it): the
// app's Candles view in demo mode against bare lightweight-charts on a blank page of the same size, drawing the
// same candles with the same volume pane, in the same browser and run.

// These files are type-checked without the DOM's types: just what the functions run in the page touch.
declare const window: unknown;
declare const document: {
  getElementById(id: string): unknown;
};
declare function requestAnimationFrame(callback: (now: number) => void): number;

interface SeriesLike {
  setData(data: unknown[]): void;
}
interface BaselineChart {
  addSeries(definition: unknown, options?: object, pane?: number): SeriesLike;
  timeScale(): { applyOptions(options: object): void };
  remove(): void;
}
/** The part of the standalone bundle's global the baseline uses. */
interface LightweightChartsGlobal {
  createChart(el: unknown, options: object): BaselineChart;
  CandlestickSeries: unknown;
  HistogramSeries: unknown;
}

const LWC = join(
  repoRoot,
  'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js',
);

export const ms = (from: number) => performance.now() - from;

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/** Frame intervals (ms) while the pointer drags the element's middle `strokes` times to the left and back. */
export async function panFrames(page: Page, selector: string, strokes = 4): Promise<number[]> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`nothing to pan at ${selector}`);
  // A string, not a function: the bundler running the bench names inner functions with a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stop = false;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
  })()`);
  const y = box.y + box.height * 0.4;
  for (let i = 0; i < strokes; i++) {
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 30 });
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 30 });
    await page.mouse.up();
  }
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    return w.__frames.slice(1);
  });
}

export interface Baseline {
  page: Page;
  /** Draws `count` candles at the chart's default spacing, or at `barSpacing`; ms to the painted frame, in the page. */
  draw(count: number, barSpacing?: number): Promise<number>;
  /** Removes the chart drawn last, so the page holds no candles while the app is timed. */
  release(): Promise<void>;
  close(): Promise<void>;
}

/** A blank page in the app's browser with bare lightweight-charts, its chart the size of the app's. */
export async function openBaseline(
  app: AppSession,
  size: { width: number; height: number },
): Promise<Baseline> {
  const page = await app.browser.context.newPage();
  await page.setContent(
    `<div id="c" style="width:${Math.round(size.width)}px;height:${Math.round(size.height)}px"></div>`,
  );
  await page.addScriptTag({ path: LWC });
  return {
    page,
    // Timed in the page, from the start of the call to the second animation frame after setData, as the app's
    // first frame is timed in its page (candle-chart.ts says why): the bench's round trips to the page are in
    // neither figure.
    async draw(count, barSpacing) {
      return page.evaluate(
        ({ n, spacing }) => {
          const start = performance.now();
          const blank = window as { LightweightCharts: LightweightChartsGlobal; chart?: BaselineChart };
          const lib = blank.LightweightCharts;
          // The chart drawn before is removed first, as the app removes its own: left in place, the old charts
          // (105,000 candles each after a pan) stayed alive and loaded this page's heap and garbage collector.
          blank.chart?.remove();
          const chart = lib.createChart(document.getElementById('c'), {
            autoSize: true,
            timeScale: { timeVisible: true },
          });
          blank.chart = chart;
          const candles = chart.addSeries(lib.CandlestickSeries, { borderVisible: false });
          const volume = chart.addSeries(lib.HistogramSeries, { priceFormat: { type: 'volume' } }, 1);
          const t0 = Math.floor(Date.UTC(2017, 7, 17) / 1000);
          const bars: object[] = new Array<object>(n);
          const vols: object[] = new Array<object>(n);
          let price = 4000;
          for (let i = 0; i < n; i++) {
            const open = price;
            price = Math.max(100, price * (1 + Math.sin(i * 0.37) * 0.002));
            const time = t0 + i * 300;
            bars[i] = {
              time,
              open,
              high: Math.max(open, price) * 1.001,
              low: Math.min(open, price) * 0.999,
              close: price,
            };
            vols[i] = { time, value: 50 + (i % 17), color: price >= open ? '#1a7f3773' : '#cf222e73' };
          }
          candles.setData(bars);
          volume.setData(vols);
          if (spacing) chart.timeScale().applyOptions({ barSpacing: spacing });
          return new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))),
          );
        },
        { n: count, spacing: barSpacing },
      );
    },
    release: () =>
      page.evaluate(() => {
        const blank = window as { chart?: BaselineChart };
        blank.chart?.remove();
        blank.chart = undefined;
      }),
    close: () => page.close(),
  };
}
