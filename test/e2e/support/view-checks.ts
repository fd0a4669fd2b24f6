import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshotDir } from './app-session';
import { axeViolations } from './axe';

// What a user sees, read the way a user reads it. Page-side code is passed as text: these files are
// type-checked as Node code, without the DOM's types.

/** The month's used credits, as the always-visible header meter shows them ("22,908 used · …"). */
export async function creditsUsed(page: Page): Promise<number> {
  // Until the first check with the service the meter shows only Folio Desk's own count ("42 spent here"); once checked it
  // names what is left too. Figures are compared from then on.
  const meter = page.getByRole('banner').locator('.fd-meter__text');
  await meter.filter({ hasText: / left/ }).waitFor();
  const text = await meter.innerText();
  const match = /^([\d,]+) used/.exec(text);
  if (!match?.[1]) throw new Error(`The credit meter shows no used credits: "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/** Waits until the header meter shows a different count than `before`, and returns it. */
export async function creditsUsedAfter(page: Page, before: number): Promise<number> {
  await page
    .getByRole('banner')
    .locator('.fd-meter__text')
    .filter({ hasNotText: new RegExp(`^${before.toLocaleString('en-US')} used`) })
    .waitFor();
  return creditsUsed(page);
}

/** The credits a cost badge shows ("10 credits", "~40 credits", "1 credit"; "free" and "cached" count 0). */
export async function badgeCredits(badge: Locator): Promise<number> {
  const text = await badge.innerText();
  if (/^(free|cached)/i.test(text)) return 0;
  const match = /^(?:about |~|≤ )?([\d,]+) credits?/.exec(text);
  if (!match?.[1]) throw new Error(`The cost badge shows no price: "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/**
 * What a cost badge's tooltip says (hidden until hover or focus, so read as text): how its price is reached,
 * offline, simulated, and for a group of choices each choice's price on a line of its own.
 */
export async function badgeTip(badge: Locator): Promise<string> {
  return (await badge.locator('[role="tooltip"]').textContent()) ?? '';
}

/**
 * A choice's price on its group badge's tooltip line ("1Y: 10 credits", "Main: 0 credits: cached"); null while
 * the choice is not listed (the one shown is not priced).
 */
export async function choicePrice(badge: Locator, label: string | RegExp): Promise<number | null> {
  const line = (await badgeTip(badge))
    .split('\n')
    .find((l) => (typeof label === 'string' ? l.startsWith(`${label}: `) : label.test(l)));
  const match = line === undefined ? null : /^.*?: ([\d,]+) credits?/.exec(line);
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null;
}

/** A number as the app formats it for en-US: "$113,023.61", "+$7,749.23", "-0.78%", "₿0.0555". */
export function parseShown(text: string): number {
  const negative = /^\s*[-−]/.test(text);
  const digits = text.replace(/[^\d.]/g, '');
  if (digits === '') throw new Error(`No number in "${text}"`);
  return (negative ? -1 : 1) * Number(digits);
}

/** The axe findings a user of assistive technology would be blocked by. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => / \((serious|critical)\): /.test(line));
}

export type Theme = 'light' | 'dark';

/**
 * With the theme setting left at "system", the page follows the OS scheme: emulate each, keep a screenshot as
 * test-results/screenshots/<name>-<theme>.png, and return the serious axe findings per theme.
 */
export async function captureThemes(page: Page, name: string): Promise<Record<Theme, string[]>> {
  const found: Record<Theme, string[]> = { light: [], dark: [] };
  // The shell scrolls inside its main area, so a "full page" shot would hold one screenful: grow the window to
  // the view's height instead, from the top.
  const viewport = page.viewportSize() ?? { width: 1100, height: 760 };
  const height = await page.evaluate<number>(
    `(() => { const main = document.getElementById('fd-main'); main.scrollTop = 0; return main.scrollHeight + main.getBoundingClientRect().top; })()`,
  );
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(height)) });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
      .toBe(true);
    await page.screenshot({ path: join(screenshotDir, `${name}-${theme}.png`), fullPage: true });
    found[theme] = await seriousViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
  return found;
}

/** Just what canvasColours reads of a canvas (these files are type-checked without the DOM's types). */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

/**
 * How many different colours the canvases inside `scope` hold: a chart that drew nothing has one (its
 * background) or none. lightweight-charts layers several canvases; the busiest one counts.
 */
export async function canvasColours(scope: Locator): Promise<number> {
  await scope.locator('canvas').first().waitFor();
  const counts = await scope.locator('canvas').evaluateAll((canvases: CanvasLike[]) =>
    canvases.map((canvas) => {
      const context = canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set<number>();
      // Every seventh pixel is plenty to tell a drawn chart from an empty one.
      for (let i = 0; i < data.length; i += 4 * 7) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 0) colours.add(r * 65_536 + g * 256 + b);
      }
      return colours.size;
    }),
  );
  return Math.max(0, ...counts);
}

/** The page's rendered text and its title, as privacy mode must keep them free of amounts. */
export async function shownText(page: Page): Promise<string> {
  return `${await page.title()}\n${await page.locator('body').innerText()}`;
}

/** What a chart's price axis has painted: pixels of each colour asked about, and filled label boxes. */
export interface AxisPaint {
  /** Pixels of each `rgb` colour, in the order asked. */
  pixels: number[];
  /**
   * Rows of the axis at least a quarter filled with one opaque colour: a label box (a tag, a price line's label),
   * as wide as its own text. A row through the tick labels' text holds a tenth of one colour at most.
   */
  boxRows: number;
}

/**
 * Reads the price axis of the chart inside `scope` (its narrow canvases right of the plot), as a user sees what
 * sits over its labels. The pointer must be off the chart: the crosshair's label is a box too.
 */
export async function priceAxisPaint(scope: Locator, rgb: [number, number, number][]): Promise<AxisPaint> {
  const plot = await scope.locator('.fd-chart__canvas').boundingBox();
  if (!plot) throw new Error('no chart canvas');
  const found = await scope.locator('canvas').evaluateAll(
    (
      canvases: (CanvasLike & { getBoundingClientRect(): { left: number; width: number } })[],
      { plot, rgb }: { plot: { x: number; width: number }; rgb: [number, number, number][] },
    ) => {
      const pixels = rgb.map(() => 0);
      let boxRows = 0;
      for (const canvas of canvases) {
        const rect = canvas.getBoundingClientRect();
        const axis = rect.left > plot.x + plot.width / 2 && rect.width < plot.width * 0.3;
        const context = axis && canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
        if (!context) continue;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let y = 0; y < canvas.height; y++) {
          const row = new Map<number, number>();
          for (let x = 0; x < canvas.width; x++) {
            const i = (y * canvas.width + x) * 4;
            const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
            if (a < 255) continue;
            row.set(r * 65_536 + g * 256 + b, (row.get(r * 65_536 + g * 256 + b) ?? 0) + 1);
            rgb.forEach(([R, G, B], k) => {
              if (r === R && g === G && b === B) pixels[k] = (pixels[k] ?? 0) + 1;
            });
          }
          if (Math.max(0, ...row.values()) >= canvas.width * 0.25) boxRows++;
        }
      }
      return { pixels, boxRows };
    },
    { plot: { x: plot.x, width: plot.width }, rgb },
  );
  return found;
}

/**
 * A write's price badge (write-status.tsx WriteCost): the words it shows and the sentence its tooltip opens with,
 * "4 credits, then 57 to read the portfolio again (simulated)". The tooltip sits hidden inside the badge until
 * hover or focus, so both are read from textContent, which innerText would leave out.
 */
export async function writeBadge(badge: Locator): Promise<{ shown: string; said: string }> {
  // Both in one look: the price is asked again as the meter moves, and two reads could straddle a new answer.
  const { all, tip } = await badge.evaluate((el) => {
    type Node = { textContent: string | null; querySelector(s: string): Node | null };
    const node = el as unknown as Node;
    return {
      all: node.textContent ?? '',
      tip: node.querySelector('[role="tooltip"]')?.textContent ?? '',
    };
  });
  if (!all.endsWith(tip)) throw new Error(`The cost badge keeps no tooltip at its end: "${all}"`);
  return { shown: all.slice(0, all.length - tip.length), said: tip.split('\n')[0] ?? '' };
}

/**
 * The whole click's price of a write badge, checked two ways: its tooltip names the write's credits and those of
 * what follows ("4 credits, then 57 …", `then` the words after the figure), and the badge shows their sum.
 */
export async function writePrice(badge: Locator, then: RegExp): Promise<number> {
  const { shown, said } = await writeBadge(badge);
  const match = new RegExp(`^(?:up to )?(\\d+) credits, then (\\d+) ${then.source}`).exec(said);
  if (!match) throw new Error(`The write's price is not said in full: "${said}"`);
  const sum = Number(match[1]) + Number(match[2]);
  const bound = said.startsWith('up to ') ? '≤ ' : '';
  expect(shown, `the badge shows the sum of "${said}"`).toBe(
    `${bound}${sum.toLocaleString('en-US')} credits`,
  );
  return sum;
}
