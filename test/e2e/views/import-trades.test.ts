import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioSummary, PortfolioTransaction } from '../../../src/shared/domain/portfolio';
import type { Envelope } from '../../../src/shared/envelope';
import { callsSince, openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { creditsUsed, seriousViolations } from '../support/view-checks';

// Importing past trades into the demo's manual portfolio, as a user: a 20-row file with 2 invalid rows and 1 the
// portfolio already holds; the columns guessed with the first rows shown, the plan listing the invalid rows and the
// price of the 17 to send, the job's progress to the end, the rows in the portfolio's list; then the same file
// again, which sends nothing. Each step is photographed light and dark and checked with axe.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const bar = () => main().getByRole('region', { name: 'Manage portfolios' });
const dialog = () => app.page.getByRole('dialog', { name: /^Import transactions into / });
const editCount = async () => {
  const text = await bar().locator('details.fd-manage__rows > summary').innerText();
  const match = /\((\d+)\)/.exec(text);
  if (!match) throw new Error(`No count in "${text}"`);
  return Number(match[1]);
};

async function photograph(target: Locator, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await app.page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => app.page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
      .toBe(true);
    await target.screenshot({ path: join(screenshotDir, `import-${name}-${theme}.png`) });
    expect(await seriousViolations(app.page), `${name} (${theme})`).toEqual([]);
  }
  await app.page.emulateMedia({ colorScheme: 'light' });
}

/** A buy the manual portfolio holds already, as a row of the file: the plan must find it there. */
async function heldBuy(portfolioId: string): Promise<string> {
  const answer = await app.page.evaluate<Envelope<PortfolioTransaction[]>>(
    `window.api.portfolio.transactions({ portfolioId: ${JSON.stringify(portfolioId)}, currency: 'USD', limit: 100 })`,
  );
  if (!answer.ok) throw new Error(answer.error.message);
  const buy = answer.value.find((tx) => tx.coinId && tx.count && tx.count > 0 && tx.totalWorth);
  if (!buy?.coinId || !buy.count || !buy.totalWorth) throw new Error('The demo portfolio lists no buy');
  return `${buy.date},${buy.coinId},Buy,${buy.count},${(buy.totalWorth / buy.count).toPrecision(10)},held`;
}

let file = '';

async function chooseFile(): Promise<void> {
  await bar().getByRole('button', { name: 'Import transactions' }).click();
  await dialog().waitFor();
  await dialog()
    .getByLabel(/CSV file/)
    .setInputFiles({ name: 'past-trades.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await dialog()
    .getByRole('table', { name: /as they will be read/ })
    .waitFor();
}

describe('importing past trades into a manual portfolio', () => {
  let before = 0;
  /** What the Start badge said the click costs. */
  let price = 0;

  it('guesses the columns of a 20-row file and shows its first rows', async () => {
    await main()
      .getByRole('navigation', { name: 'Portfolios' })
      .getByRole('button', { name: /^Long-term holdings/ })
      .click();
    await bar().getByRole('button', { name: 'Import transactions' }).waitFor();
    const list = await app.page.evaluate<Envelope<PortfolioSummary[]>>('window.api.portfolio.list()');
    if (!list.ok) throw new Error(list.error.message);
    const manual = list.value.find((p) => p.portfolioName.startsWith('Long-term holdings'));
    const coins = ['bitcoin', 'ethereum', 'solana'];
    const good = Array.from(
      { length: 17 },
      (_, i) =>
        `2024-0${1 + (i % 9)}-${String(3 + i).padStart(2, '0')}T09:30:00Z,${coins[i % 3]},Buy,0.0${i + 1},${100 + i},import ${i + 1}`,
    );
    file = [
      'date,coin,type,amount,price,note',
      ...good.slice(0, 5),
      '2024-02-30T10:00:00Z,bitcoin,Buy,0.1,40000,no such day',
      ...good.slice(5, 12),
      '2024-03-10T10:00:00Z,nosuchcoin,Buy,1,1,unknown coin',
      await heldBuy(manual?.portfolioId ?? ''),
      ...good.slice(12),
    ].join('\n');
    await bar().locator('details.fd-manage__rows > summary').waitFor();
    before = await editCount();

    await chooseFile();
    for (const [header, field] of [
      ['date', 'Date'],
      ['coin', 'Coin'],
      ['type', 'Type'],
      ['amount', 'Amount'],
      ['price', 'Price per coin'],
      ['note', 'Note'],
    ]) {
      const select = dialog().getByRole('combobox', { name: header, exact: true });
      expect(await select.locator('option:checked').innerText()).toBe(field);
    }
    const preview = dialog().getByRole('table', { name: /as they will be read/ });
    expect(await preview.locator('tbody tr').count()).toBe(5);
    expect(await preview.locator('tbody tr').first().innerText()).toMatch(/^2\t.*Buy\tbitcoin\t/);
    await photograph(dialog(), 'columns');
  });

  it('lists the invalid rows and the one already held, and prices the 17 to send', async () => {
    await dialog().getByRole('button', { name: 'Check rows and price' }).click();
    const figures = dialog().locator('dl[aria-label="Import plan"] > div');
    await figures.first().waitFor();
    expect(await figures.allInnerTexts()).toEqual([
      'In the file\n20',
      'To send\n17',
      'Already imported\n0',
      'Already in the portfolio\n1',
      'Not valid\n2',
    ]);
    const invalid = await dialog()
      .getByRole('list', { name: 'Rows not valid' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(invalid).toHaveLength(2);
    expect(invalid[0]).toMatch(/^Line 7\s+'2024-02-30T10:00:00Z' is not a real date/);
    expect(invalid[1]).toMatch(/^Line 15\s+unknown coin 'nosuchcoin'/);
    // One badge: the rows, then the portfolio read again once the import stops; the detail says both parts.
    const badge = dialog().locator('.fd-cost').last();
    await expect
      .poll(() => badge.evaluate((el) => el.firstChild?.textContent ?? ''))
      .toMatch(/^17 rows, \d+ credits$/);
    const said = await badge.evaluate((el) => el.firstChild?.textContent ?? '');
    price = Number(/, (\d+) credits$/.exec(said)?.[1]);
    expect(await badge.locator('[role=tooltip]').textContent()).toMatch(
      new RegExp(
        `^${price} credits \\(simulated\\): 68 credits to send 17 × 4 credits for POST /portfolio/transaction; then, to read the portfolio again once the import stops, ${price - 68} credits`,
      ),
    );
    await photograph(dialog(), 'plan');
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.page.screenshot({ path: join(screenshotDir, 'import-plan-1024-light.png') });
    await app.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('runs to the end and the rows appear in the portfolio', async () => {
    const used = await creditsUsed(app.page);
    await dialog().getByRole('button', { name: 'Start import' }).click();
    const bar17 = dialog().getByRole('progressbar', { name: 'Import progress' });
    await bar17.waitFor();
    await expect
      .poll(() => dialog().locator('.fd-manage__status').innerText(), { timeout: 60_000 })
      .toBe('Done: 17 of 17 rows sent');
    expect(await bar17.getAttribute('value')).toBe('17');
    await photograph(dialog(), 'done');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(editCount, { timeout: 20_000 }).toBe(before + 17);
    // The meter moved by what the badge said: the 17 writes and the portfolio read again.
    await expect.poll(async () => (await creditsUsed(app.page)) - used, { timeout: 15_000 }).toBe(price);
  });

  it('sends nothing when the same file is imported again', async () => {
    const from = app.sent.length;
    await chooseFile();
    await dialog().getByRole('button', { name: 'Check rows and price' }).click();
    const figures = dialog().locator('dl[aria-label="Import plan"] > div');
    await figures.first().waitFor();
    expect((await figures.allInnerTexts()).slice(1, 4)).toEqual([
      'To send\n0',
      'Already imported\n17',
      'Already in the portfolio\n1',
    ]);
    expect(await dialog().getByRole('status').last().innerText()).toBe(
      'Nothing to send: 18 of 20 rows are in the portfolio already.',
    );
    expect(await dialog().getByRole('button', { name: 'Start import' }).count()).toBe(0);
    await photograph(dialog(), 'again');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(callsSince(app.sent, from, 'import:start')).toEqual([]);
    expect(callsSince(app.sent, from, 'manage:addTransaction')).toEqual([]);
    expect(await editCount()).toBe(before + 17);
  });
});
