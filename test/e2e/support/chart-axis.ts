import type { Locator } from 'playwright-core';

// What a lightweight-charts chart has painted on its price axis, read off the canvases as a user sees it: the tick
// labels, and the crosshair's price label. Page-side code is typed by hand: these files are type-checked without
// the DOM's types.

interface AxisCanvas {
  width: number;
  height: number;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

/** One painted row of the axis: whether it holds any ink, and the share of it one opaque colour fills. */
interface AxisRow {
  ink: boolean;
  fill: number;
}

export interface AxisPaint {
  /** The axis's top edge on the page, in CSS pixels. */
  top: number;
  rows: AxisRow[];
}

/**
 * The price axis of the chart whose canvases lie inside `chart` (the element it was created in): the canvases as
 * tall as the plot, right of it. Its rows, top to bottom, in CSS pixels (the browser runs at one device pixel
 * per CSS pixel); the first columns, where a border may run, are left out.
 */
export async function readPriceAxis(chart: Locator): Promise<AxisPaint> {
  return chart.locator('canvas').evaluateAll((canvases: AxisCanvas[]) => {
    const boxes = canvases.map((c) => c.getBoundingClientRect());
    if (boxes.length === 0) return { top: 0, rows: [] };
    const plot = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const axis = canvases.filter((_, i) => {
      const box = boxes[i];
      return box !== undefined && box.left >= plot.left + plot.width - 1 && box.height >= plot.height - 1;
    });
    const height = Math.round(plot.height);
    const rows: AxisRow[] = Array.from({ length: height }, () => ({ ink: false, fill: 0 }));
    for (const canvas of axis) {
      const context = canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
      if (!context) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let y = 0; y < Math.min(height, canvas.height); y++) {
        const colours = new Map<number, number>();
        for (let x = 4; x < canvas.width; x++) {
          const i = (y * canvas.width + x) * 4;
          const alpha = data[i + 3] ?? 0;
          if (alpha === 0) continue;
          const row = rows[y];
          if (row) row.ink = true;
          if (alpha < 255) continue;
          const colour = (data[i] ?? 0) * 65_536 + (data[i + 1] ?? 0) * 256 + (data[i + 2] ?? 0);
          colours.set(colour, (colours.get(colour) ?? 0) + 1);
        }
        const row = rows[y];
        if (row) row.fill = Math.max(row.fill, Math.max(0, ...colours.values()) / (canvas.width - 4));
      }
    }
    return { top: plot.top, rows };
  });
}

/** The axis as it stays: read again a frame later until two reads agree (the chart draws on animation frames). */
export async function settledPriceAxis(chart: Locator): Promise<AxisPaint> {
  let before = JSON.stringify(await readPriceAxis(chart));
  for (let i = 0; i < 20; i++) {
    await chart
      .page()
      .evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const now = JSON.stringify(await readPriceAxis(chart));
    if (now === before) return JSON.parse(now) as AxisPaint;
    before = now;
  }
  throw new Error('The price axis kept changing');
}

/** The tick labels, top to bottom: the rows each one's ink spans (labels are tens of pixels apart). */
export function axisLabels(axis: AxisPaint): { top: number; height: number }[] {
  const labels: { top: number; height: number }[] = [];
  axis.rows.forEach((row, y) => {
    const last = labels[labels.length - 1];
    if (!row.ink) return;
    if (last && last.top + last.height === y) last.height++;
    else labels.push({ top: y, height: 1 });
  });
  return labels;
}

/**
 * The labels the axis's top or bottom edge cuts: drawn against the edge, and shorter than the axis's tallest label
 * (every label is a price in one format, with the same characters' heights). Described for a failure's message.
 */
export function cutLabels(axis: AxisPaint): string[] {
  const labels = axisLabels(axis);
  const whole = Math.max(0, ...labels.map((l) => l.height));
  return labels
    .filter((l) => (l.top === 0 || l.top + l.height === axis.rows.length) && l.height < whole)
    .map((l) => `${l.top === 0 ? 'top' : 'bottom'} label: ${l.height} of ${whole} px shown`);
}

/**
 * The middle of the crosshair's price label, in CSS pixels from the axis's top: the rows a box of one colour
 * fills at least half of (a tick label's text fills far less). Null when no such box is drawn.
 */
export function crosshairLabelMiddle(axis: AxisPaint): number | null {
  const rows = axis.rows.flatMap((row, y) => (row.fill >= 0.5 ? [y] : []));
  const first = rows[0];
  const last = rows[rows.length - 1];
  return first === undefined || last === undefined ? null : (first + last) / 2;
}
