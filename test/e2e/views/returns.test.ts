import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { captureThemes } from '../support/view-checks';
import { parseCsv } from '../../support/csv-parse';

// Returns on Portfolios in demo mode: the time- and money-weighted returns with BTC and ETH beside them, the
// period table and the realized-gains report, each exported to CSV and read back against the screen.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const card = () => main().getByRole('region', { name: 'Returns' });
const dialog = () => app.page.getByRole('dialog', { name: 'Export as CSV' });
const figure = (label: string) =>
  card()
    .locator('.fd-returns__figure')
    .filter({ has: app.page.getByRole('term').filter({ hasText: label }) });

/** A percentage as shown ("+1.23%", "−0.50%", "1,23 %") as a number in percent. */
const percentOf = (text: string) =>
  Number(
    text
      .replace(/[−–]/g, '-')
      .replace(/[^\d.,-]/g, '')
      .replace(',', '.'),
  );

/** Saves one set in the plain style and returns the file's rows. */
async function exportPlain(label: RegExp): Promise<string[][]> {
  await dialog().waitFor();
  await dialog().getByRole('radio', { name: /Plain/ }).check();
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    dialog().getByRole('button', { name: label }).click(),
  ]);
  const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
  await dialog().getByRole('button', { name: 'Close' }).click();
  await dialog().waitFor({ state: 'detached' });
  return rows;
}

describe('returns on Portfolios', () => {
  it('shows TWR and MWR for the range, BTC and ETH beside them, and how each was computed', async () => {
    await main()
      .getByRole('navigation', { name: 'Portfolios' })
      .getByRole('button', { name: /^Long-term holdings/ })
      .click();
    await figure('Time-weighted return').locator('.fd-returns__big').waitFor();
    const twr = percentOf(await figure('Time-weighted return').locator('.fd-returns__big').innerText());
    expect(Number.isFinite(twr)).toBe(true);
    expect(await figure('BTC').getByRole('definition').innerText()).toMatch(/%/);
    expect(await figure('ETH').getByRole('definition').innerText()).toMatch(/%/);
    await card().getByText('How the time-weighted return was computed').click();
    const chained = card().getByRole('table', { name: 'Chained periods' });
    await chained.waitFor();
    // The last row's chained return is the headline figure, to the shown decimals.
    const last = await chained.locator('tbody tr').last().locator('td').last().innerText();
    expect(percentOf(last)).toBeCloseTo(twr, 1);
    await card().getByRole('radio', { name: '3M' }).click();
    await figure('Time-weighted return').locator('.fd-returns__big').waitFor();
    await app.page.screenshot({ path: join(screenshotDir, 'returns-card-1440.png') });
  });

  it('opens the period table and exports it: the file reads back to the cells on screen', async () => {
    await card().getByRole('button', { name: 'Period table' }).click();
    const panel = main().getByRole('region', { name: 'Period table' });
    const table = panel.getByRole('table', { name: 'Returns by month and year' });
    await table.waitFor();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
      );
    expect(shown.length).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Export CSV…' }).click();
    const [header, ...body] = await exportPlain(/Save Period table/);
    expect(header?.slice(0, 2)).toEqual(['Year', 'Jan (%)']);
    expect(header?.slice(-2)).toEqual(['As of', 'Source']);
    expect(body.map((r) => r[0])).toEqual(shown.map((r) => r[0]));
    for (const [i, row] of body.entries()) {
      for (let col = 1; col <= 13; col++) {
        const cell = shown[i]?.[col] ?? '';
        const file = row[col] ?? '';
        if (cell === '') expect(file).toBe('');
        else expect(Number(file), `${row[0]} column ${col}`).toBeCloseTo(percentOf(cell), 2);
      }
    }
    await captureThemes(app.page, 'returns-period-table');
    await panel.screenshot({ path: join(screenshotDir, 'returns-period-table-panel.png') });
  });

  it('opens the realized-gains report and exports one row per sale, as the screen lists them', async () => {
    await card().getByRole('button', { name: 'Realized gains' }).click();
    const panel = main().getByRole('region', { name: 'Realized gains' });
    const sales = panel.getByRole('table', { name: /^Sales/ });
    await sales.waitFor();
    const shown = await sales.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        id: row.getAttribute('data-transaction') ?? '',
        cells: [...row.children].map((cell) => (cell.textContent ?? '').trim()),
      })),
    );
    expect(shown.length).toBeGreaterThan(0);
    // Made in a Web Worker, not on the page's thread: the page's policy lets its own worker start.
    await expect(panel.getAttribute('data-computed-in')).resolves.toBe('worker');
    await expect(
      panel.getByRole('note', { name: 'Reconciliation with the service' }).innerText(),
    ).resolves.toMatch(/realized P\/L/);
    await panel.getByRole('button', { name: 'Export CSV…' }).click();
    const [header, ...body] = await exportPlain(/Save Realized gains/);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(body.map((r) => r[col('Transaction')])).toEqual(shown.map((s) => s.id));
    const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
    for (const [i, row] of body.entries()) {
      const cells = shown[i]?.cells ?? [];
      expect(Number(row[col('Gain')])).toBeCloseTo(money(cells[5] ?? ''), 2);
      expect(Number(row[col('Proceeds')])).toBeCloseTo(money(cells[3] ?? ''), 2);
      expect(row[col('Term')]).toBe(cells[6]);
    }
    await captureThemes(app.page, 'returns-gains');
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await panel.screenshot({ path: join(screenshotDir, 'returns-gains-panel-1024.png') });
    await app.page.emulateMedia({ colorScheme: 'dark' });
    await panel.screenshot({ path: join(screenshotDir, 'returns-gains-panel-1024-dark.png') });
    await app.page.emulateMedia({ colorScheme: 'light' });
    expect(app.problems).toEqual([]);
  });
});
