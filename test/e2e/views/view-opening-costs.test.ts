import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';
import { creditsUsed } from '../support/view-checks';

// "Knows before every click what it will cost": opening a view reads what it shows, and the reads its cache does
// not hold fresh are paid. The navigation says that price in the link's tooltip before the click (demo mode: the
// credits are the sandbox's, simulated). A first walk through the app found opening RWA spent 6 credits unannounced.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const link = (name: string) =>
  app.page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true });

/** The credits a view's link promises: "Opening RWA: 6 credits (simulated)", or 0 when all of it is cached. */
async function promised(name: string): Promise<number> {
  await expect.poll(() => link(name).getAttribute('title')).toMatch(new RegExp(`^Opening ${name}: `));
  const title = (await link(name).getAttribute('title')) ?? '';
  if (title.endsWith(': 0 credits: cached')) return 0;
  const figure = /^Opening .+?: ([\d,]+) credits? \(simulated\)$/.exec(title)?.[1];
  if (!figure) throw new Error(`The link's tooltip names no price: "${title}"`);
  return Number(figure.replaceAll(',', ''));
}

describe('opening a view', () => {
  it('prices opening RWA before the click, and opening it spends exactly that', async () => {
    // Every read of the view on screen answered: the meter moves no more before the click.
    const portfolios = app.page.getByRole('main', { name: 'Portfolios' });
    for (const table of ['Holdings', 'Transactions']) {
      await portfolios.getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
    }
    for (const chart of [/^Value of /, /^Profit and loss /]) {
      await portfolios.getByRole('figure', { name: chart }).locator('figcaption').waitFor();
    }
    const before = await creditsUsed(app.page);
    const price = await promised('RWA');
    expect(price).toBeGreaterThan(0);
    // The view on screen is not priced: its link does nothing.
    expect(await link('Portfolios').getAttribute('title')).toBeNull();

    await link('RWA').click();
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    await rwa
      .getByRole('region', { name: 'Overview', exact: true })
      .getByRole('definition')
      .first()
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('prices coming back to Portfolios (its figures still fresh: nothing), and coming back spends that', async () => {
    const before = await creditsUsed(app.page);
    const price = await promised('Portfolios');
    expect(await link('RWA').getAttribute('title')).toBeNull();

    await link('Portfolios').click();
    await app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('table', { name: 'Holdings' })
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
    // Back to RWA right away: what it read is fresh, and its link says so.
    expect(await promised('RWA')).toBe(0);
  });
});
