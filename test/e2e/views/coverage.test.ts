import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { canvasColours, captureThemes } from '../support/view-checks';

// What the account holds beyond its holdings, in demo mode: Positions (risk and spam, DeFi, the time machine),
// Overview's market card and DeFi note, and token risk on the coin page. Dear reads wait for the user and ask
// first; a past day read once is shown again from this computer without a word to the service.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.open('overview');
});

afterAll(async () => {
  await app?.close();
});

const positions = () => app.page.getByRole('main', { name: 'Positions' });
const card = (name: string) => positions().getByRole('region', { name });

async function openPositions() {
  await app.page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Positions' }).click();
  await positions().waitFor();
}

describe('Positions', () => {
  it('shows risk scores, hides likely spam behind a switch, and the total says whether spam is in it', async () => {
    await openPositions();
    const risk = card('Risk and spam');
    const table = risk.getByRole('table', { name: 'Risk per coin' });
    await table.waitFor();
    await risk.getByText(/^\d+ hidden as likely spam$/).waitFor();
    expect(await table.getByText('Likely spam').count()).toBe(0);
    // Each coin is named with its icon, as in the holdings; the demo's image host serves them.
    const rows = await table.locator('tbody tr').count();
    expect(await table.locator('tbody tr .fd-coin-icon').count()).toBe(rows);
    await expect.poll(() => table.locator('tbody [data-icon="image"]').count()).toBeGreaterThan(0);
    await risk.getByRole('switch', { name: 'Show them' }).check();
    expect(await table.getByText('Likely spam').count()).toBeGreaterThan(0);
    const note = risk.getByTestId('spam-total-note');
    expect(await note.innerText()).toMatch(/^includes \d+ likely spam$/);
    await risk.getByRole('switch', { name: 'Leave them out of the totals' }).check();
    expect(await note.innerText()).toMatch(/^leaves out \d+ likely spam$/);
  });

  it('reads DeFi only when asked, after the card asks first at its price', async () => {
    const defi = card('DeFi positions');
    await defi.getByText('Not read yet.').waitFor();
    expect(callsSince(app.sent, 0, 'portfolio:defi')).toEqual([]);
    await defi.getByRole('button', { name: 'Read DeFi positions' }).click();
    await defi.getByRole('button', { name: /^Spend [\d,]+ credits$/ }).click();
    const table = defi.getByRole('table', { name: 'DeFi positions by protocol' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await table.locator('thead').innerText()).toMatch(/Share/);
  });

  it('pays for a past day once: kept, it is shown again without asking or sending', async () => {
    const machine = card('Time machine');
    await machine.getByText('days already kept: 0').waitFor();
    await machine.getByRole('button', { name: 'Show this day' }).click();
    await machine.getByRole('button', { name: /^Spend [\d,]+ credits$/ }).click();
    const table = machine.getByRole('table', { name: 'Change per coin since that day' });
    await table.waitFor();
    await machine.getByText('days already kept: 1').waitFor();
    expect(await table.locator('tbody tr .fd-coin-icon').count()).toBe(
      await table.locator('tbody tr').count(),
    );
    await expect.poll(() => table.locator('tbody [data-icon="image"]').count()).toBeGreaterThan(0);
    const then = await machine.getByRole('definition').first().innerText();
    // Likely spam was left out of the totals above: today's value here is the risk card's total, and says so.
    const riskTotal = await card('Risk and spam').locator('.fd-cov__total > :first-child').innerText();
    expect(await machine.getByRole('definition').nth(1).innerText()).toBe(riskTotal);
    expect(await machine.getByTestId('spam-left-out').innerText()).toMatch(
      /^excludes 1 coin hidden as likely spam$/,
    );

    await app.page.setViewportSize({ width: 1440, height: 900 });
    await captureThemes(app.page, 'positions-1440');
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await captureThemes(app.page, 'positions-1024');
    await app.page.setViewportSize({ width: 1440, height: 900 });

    // A new start of the page: the kept day comes back by itself, from the cache, with no Spend to press.
    const from = app.sent.length;
    await app.page.reload();
    await positions().waitFor();
    const again = card('Time machine').getByRole('table', { name: 'Change per coin since that day' });
    await again.waitFor();
    expect(await card('Time machine').getByRole('definition').first().innerText()).toBe(then);
    expect(
      await card('Time machine')
        .getByRole('button', { name: /^Spend/ })
        .count(),
    ).toBe(0);
    expect(await card('Time machine').getByText('days already kept: 1').count()).toBe(1);
    const reads = callsSince(app.sent, from, 'portfolio:snapshot');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((frame) => !frame.includes('confirmToken'))).toBe(true);
  });
});

describe('Overview', () => {
  it("shows the market card's figures, its two histories when asked, news, and that DeFi is not in the total", async () => {
    await app.page.goto(`${app.host.url}#overview`);
    const main = app.page.getByRole('main', { name: 'Overview' });
    await main.waitFor();
    const market = main.getByRole('region', { name: 'Market', exact: true });
    await market.getByRole('definition').first().waitFor();
    expect(await market.getByText('BTC dominance', { exact: true }).count()).toBe(1);
    await market.getByRole('list', { name: 'Headlines about the coins held' }).waitFor();
    const links = market.getByRole('list', { name: 'Headlines about the coins held' }).getByRole('link');
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^https?:\/\//);
    }
    await market.getByRole('button', { name: 'Show' }).first().click();
    await market.getByRole('figure', { name: /Bitcoin dominance/ }).waitFor();
    await market.getByRole('button', { name: 'Show' }).first().click();
    await market.getByRole('figure', { name: /Fear and Greed index/ }).waitFor();
    await expect
      .poll(() => canvasColours(market.getByRole('figure', { name: /Bitcoin dominance/ })))
      .toBeGreaterThan(2);
    await expect
      .poll(() => main.getByTestId('defi-note').innerText())
      .toMatch(/DeFi not included · .+ in DeFi/);
    await market.scrollIntoViewIfNeeded();
    await market.screenshot({ path: join(screenshotDir, 'market-card-1440-light.png') });
    await captureThemes(app.page, 'overview-market-1440');
  });

  it('offers token risk on the coin page, behind its confirmation', async () => {
    await app.page.goto(`${app.host.url}#coin/bitcoin`);
    const risk = app.page.getByRole('region', { name: 'Token risk' });
    await risk.getByRole('button', { name: 'Check token risk' }).click();
    await risk.getByRole('button', { name: /^Spend 5,000 credits$/ }).waitFor();
    expect(app.problems).toEqual([]);
  });
});
