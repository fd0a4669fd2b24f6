import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { parseShown } from '../support/view-checks';

// Likely spam (the sandbox's airdropped USDC-BONUS) counts in the totals until the user leaves it out on
// Positions; then Overview's total, allocation and movers and Portfolios' total are worked without it and say so,
// and the choice holds after the app is opened again.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.open('overview');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const SPAM = 'USDC-BONUS';
const main = (name: string) => app.page.getByRole('main', { name });
const overviewTotal = () => main('Overview').locator('.fd-headline__total');
const leftOut = (view: string) => main(view).getByTestId('spam-left-out');
const risk = () => main('Positions').getByRole('region', { name: 'Risk and spam' });
const outOfTotals = () => risk().getByRole('switch', { name: 'Leave them out of the totals' });
const showThem = () => risk().getByRole('switch', { name: 'Show them' });

async function shownTotal(): Promise<number> {
  await expect.poll(() => overviewTotal().innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
  return parseShown(await overviewTotal().innerText());
}

describe('likely spam in the totals', () => {
  let before = 0;
  let spamValue = 0;

  it('counts in Overview’s total until the user chooses otherwise', async () => {
    before = await shownTotal();
    expect(await leftOut('Overview').count()).toBe(0);
    await app.navigate('positions');
    await risk().getByText(/^1 hidden as likely spam$/).waitFor();
    expect(await outOfTotals().isChecked()).toBe(false);
    await showThem().check();
    const row = risk().getByRole('row').filter({ hasText: SPAM });
    spamValue = parseShown(await row.getByRole('cell').first().innerText());
    expect(spamValue).toBeGreaterThan(0);
  });

  it('leaves Overview’s total, allocation and movers, and says so, once left out', async () => {
    await outOfTotals().check();
    await expect.poll(() => risk().getByTestId('spam-total-note').innerText()).toBe('leaves out 1 likely spam');
    await app.navigate('overview');
    await expect.poll(() => leftOut('Overview').innerText()).toBe('excludes 1 coin hidden as likely spam');
    // Each figure is shown rounded to the cent, so the difference of two may be a cent off the rounded total.
    const off = Math.abs((await shownTotal()) - (before - spamValue));
    expect(off).toBeLessThanOrEqual(0.0100001);
    const allocation = main('Overview').getByRole('table', { name: 'Allocation by coin' });
    await allocation.waitFor();
    expect(await allocation.innerText()).not.toContain(SPAM);
    expect(await main('Overview').getByRole('region', { name: 'Top movers · 24h' }).innerText()).not.toContain(SPAM);
    await app.page.screenshot({ path: join(screenshotDir, 'overview-spam-left-out-1440.png') });
  });

  it('leaves Portfolios’ total too, with the same words', async () => {
    await app.navigate('portfolios');
    await expect.poll(() => leftOut('Portfolios').innerText()).toBe('excludes 1 coin hidden as likely spam');
  });

  it('keeps both switches after the app is opened again, and counts spam again when switched back', async () => {
    await app.page.reload();
    await main('Portfolios').waitFor();
    await app.navigate('positions');
    await risk().getByText(/^1 hidden as likely spam$/).waitFor();
    await expect.poll(() => outOfTotals().isChecked()).toBe(true);
    expect(await showThem().isChecked()).toBe(true);
    await outOfTotals().uncheck();
    await expect.poll(() => risk().getByTestId('spam-total-note').innerText()).toBe('includes 1 likely spam');
    await app.navigate('overview');
    await expect.poll(shownTotal).toBeCloseTo(before, 2);
    expect(await leftOut('Overview').count()).toBe(0);
  });
});
