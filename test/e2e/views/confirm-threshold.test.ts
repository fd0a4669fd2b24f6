import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { badgeCredits, creditsUsed, creditsUsedAfter } from '../support/view-checks';
import { join } from 'node:path';

// The confirmation threshold applies to every read, not to a chosen few: with it lowered to 0, the Candles read's
// badge says it asks first, and pressing Show candles is answered by the question, with nothing spent; with the
// threshold raised again the same read goes out and costs what its badge said; and the card's own "Spend" button
// is the yes that sends a read that asked.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  // Settings first: it makes no priced read, so nothing is asked or spent before the threshold is set.
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
});

const settings = () => app.page.getByRole('main', { name: 'Settings' });
const threshold = () =>
  settings().getByRole('spinbutton', { name: 'Ask before calls costing more than (credits)' });
const candles = () => app.page.getByRole('main', { name: 'Candles' });
const form = () => candles().getByRole('form', { name: 'Candle query' });
/** The price beside Show candles (the exchange and pair lists show theirs beside their fields). */
const badge = () =>
  form()
    .locator('.fd-row')
    .filter({ has: app.page.getByRole('button', { name: 'Show candles' }) })
    .locator('.fd-cost');

async function setThreshold(credits: number): Promise<void> {
  await app.navigate('settings');
  await threshold().fill(String(credits));
  await threshold().press('Tab');
  await settings().getByText(`Now ${credits}.`).waitFor();
}

describe('the confirmation threshold', () => {
  it('makes the Candles read ask first once lowered, and sends nothing until the user agrees', async () => {
    await settings()
      .getByText(/^Demo mode until an API key is stored: sample data/)
      .waitFor();
    await setThreshold(0);
    await app.navigate('candles');
    await badge().filter({ hasText: 'asks first' }).waitFor();
    const price = await badgeCredits(badge());
    expect(price).toBeGreaterThan(0);

    const spent = await creditsUsed(app.page);
    const sent = app.sent.length;
    await form().getByRole('button', { name: 'Show candles' }).click();
    const alert = candles().getByRole('alert');
    await alert.filter({ hasText: 'above your confirmation threshold' }).waitFor();
    expect(await alert.innerText()).toContain(`This costs ${price} credit${price === 1 ? '' : 's'},`);
    await app.page.screenshot({ path: join(screenshotDir, 'candles-asks-first.png') });
    // The read reached main and was refused there: no chart, and the meter did not move.
    expect(callsSince(app.sent, sent, 'candles:window')).toHaveLength(1);
    expect(await candles().getByRole('figure').count()).toBe(0);
    expect(await creditsUsed(app.page)).toBe(spent);
  });

  it('lets the same read through once the threshold is above its price, charging what the badge said', async () => {
    await setThreshold(500);
    await app.navigate('candles');
    await badge().filter({ hasNotText: 'asks first' }).filter({ hasText: 'credit' }).waitFor();
    const price = await badgeCredits(badge());
    const spent = await creditsUsed(app.page);
    await form().getByRole('button', { name: 'Show candles' }).click();
    await candles().getByRole('figure').first().waitFor();
    expect(await creditsUsedAfter(app.page, spent)).toBe(spent + price);
    expect(app.problems).toEqual([]);
  });

  it('asks on the card itself: pressing "Spend" there reads the candles and charges what it said', async () => {
    await setThreshold(0);
    await app.navigate('candles');
    // Another interval: a read the cache cannot answer, so it has a price and asks first.
    await form().getByRole('radio', { name: '4h', exact: true }).click();
    await badge().filter({ hasText: 'asks first' }).waitFor();
    const price = await badgeCredits(badge());
    const spent = await creditsUsed(app.page);
    await form().getByRole('button', { name: 'Show candles' }).click();
    const yes = candles().getByRole('button', { name: `Spend ${price} credit${price === 1 ? '' : 's'}` });
    await yes.waitFor();
    expect(await creditsUsed(app.page)).toBe(spent);
    await yes.click();
    await candles().getByRole('figure').first().waitFor();
    expect(await creditsUsedAfter(app.page, spent)).toBe(spent + price);
    expect(await candles().getByRole('alert').count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
