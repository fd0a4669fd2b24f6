import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The candle form's fields, as a user sees them side by side in demo mode: the controls of one row level with one
// another, whatever the hints under them say, at a small and a large window, light and dark. Screenshots of the
// form go to test-results/screenshots/candle-form-<width>-<theme>.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('candles');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const form = () =>
  app.page.getByRole('main', { name: 'Candles' }).getByRole('form', { name: 'Candle query' });

async function boxOf(target: Locator): Promise<{ top: number; height: number; middle: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The control is not drawn');
  return { top: box.y, height: box.height, middle: box.y + box.height / 2 };
}

/** Two controls on one line: the same top and height, to the half pixel. */
async function expectLevel(first: Locator, second: Locator, what: string): Promise<void> {
  const [a, b] = [await boxOf(first), await boxOf(second)];
  expect(Math.abs(a.top - b.top), `${what}: tops ${a.top} and ${b.top}`).toBeLessThanOrEqual(0.5);
  expect(Math.abs(a.height - b.height), `${what}: heights ${a.height} and ${b.height}`).toBeLessThanOrEqual(
    0.5,
  );
}

/** A button beside a field sits on the field's line: their middles within a pixel. */
async function expectBeside(field: Locator, button: Locator, what: string): Promise<void> {
  const [a, b] = [await boxOf(field), await boxOf(button)];
  expect(Math.abs(a.middle - b.middle), `${what}: middles ${a.middle} and ${b.middle}`).toBeLessThanOrEqual(
    1,
  );
}

const sizes = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
] as const;

describe.each(sizes)('the candle form at $width x $height', (size) => {
  beforeAll(async () => {
    await app.page.setViewportSize(size);
  });

  it.each(['light', 'dark'] as const)(
    'lines Exchange and Pair up, and Range with Show candles (%s)',
    async (theme) => {
      await app.page.emulateMedia({ colorScheme: theme });
      await expect
        .poll(() => app.page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
        .toBe(true);
      const exchange = form().getByRole('combobox', { name: 'Exchange' });
      const pair = form().getByRole('combobox', { name: 'Pair' });
      // The hints under the two fields differ in length (the exchange's wraps its price onto a second line).
      await form()
        .getByText(/^Type to filter the pairs of /)
        .waitFor();
      await expectLevel(exchange, pair, 'Exchange and Pair');
      await form().screenshot({ path: join(screenshotDir, `candle-form-${size.width}-${theme}.png`) });
      const show = form().getByRole('button', { name: 'Show candles' });
      await expectBeside(form().getByLabel('Range'), show, 'Range and Show candles');
    },
  );
});

it('lines Start and End up with Show candles', async () => {
  await app.page.setViewportSize(sizes[0]);
  await app.page.emulateMedia({ colorScheme: 'light' });
  await form().getByRole('radio', { name: 'Start and end' }).click();
  const start = form().getByLabel('Start');
  await form().screenshot({ path: join(screenshotDir, 'candle-form-start-end.png') });
  await expectLevel(start, form().getByLabel('End'), 'Start and End');
  await expectBeside(start, form().getByRole('button', { name: 'Show candles' }), 'Start and Show candles');
});
