import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';

// After a transaction is recorded, "All portfolios" answered from the cache shows totals read before it: they are
// marked out of date, and the mark survives a restart (the cache does). A walk saw, after a restart, the old totals
// labelled only "fetched 14 min. ago". Demo mode.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const picker = () => main().getByRole('navigation', { name: 'Portfolios' });
const outdated = () =>
  main()
    .getByRole('status')
    .filter({ hasText: /^Out of date: / });

async function select(name: RegExp) {
  await picker().getByRole('button', { name }).click();
  await expect.poll(() => picker().getByRole('button', { name }).getAttribute('aria-current')).toBe('true');
}

describe('the out-of-date mark on All portfolios', () => {
  it('marks the combined totals after a transaction is recorded in one portfolio', async () => {
    await main().getByRole('table', { name: 'Holdings' }).waitFor();
    await select(/^Long-term holdings/);
    await main().getByRole('button', { name: 'Add transaction' }).click();
    const form = app.page.getByRole('dialog', { name: 'Add transaction' });
    await form.getByLabel('Coin', { exact: true }).fill('bitcoin');
    await form.getByLabel('Amount', { exact: true }).fill('0.01');
    // The price follows the coin's last known one: no far-from-market question.
    await expect
      .poll(async () => Number(await form.getByLabel('Price per coin (USD)').inputValue()))
      .toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await form.waitFor({ state: 'detached' });
    await select(/^All portfolios/);
    await outdated().filter({ hasText: 'All portfolios' }).waitFor();
  });

  it('keeps the mark after a restart, while the cache answers with the old totals', async () => {
    await app.page.reload();
    await main().getByRole('table', { name: 'Holdings' }).waitFor();
    await outdated().filter({ hasText: 'All portfolios' }).waitFor({ timeout: 10_000 });
    // Refresh reads them again: the mark goes.
    await main().getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => outdated().count(), { timeout: 15_000 }).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
