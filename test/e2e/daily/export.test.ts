import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { parseCsv } from '../../support/csv-parse';

// CSV export in the web host (demo mode): the browser downloads the file, and it reads back to the very numbers
// the app's own reads answer, each row with its "as of" time and source.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
  await app.page.getByRole('main', { name: 'Portfolios' }).getByRole('table', { name: 'Holdings' }).waitFor();
});

afterAll(async () => {
  await app?.close();
});

const dialog = () => app.page.getByRole('dialog', { name: 'Export as CSV' });

/** Saves one set in the plain style and returns the downloaded file's rows. */
async function exportPlain(label: string): Promise<{ name: string; rows: string[][] }> {
  await dialog().getByRole('radio', { name: /Plain/ }).check();
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    dialog().getByRole('button', { name: label }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(readFileSync(path, 'utf8')) };
}

/** What the app's own read answers (from its cache now), as the page's api gives it. */
const read = <T>(call: string) =>
  app.page.evaluate<T>(`window.api.${call}.then((a) => a.ok ? a.value : null)`);

describe('CSV export', () => {
  it('saves the holdings, which read back to the same numbers with their age and source', async () => {
    await app.page.getByRole('button', { name: 'Export CSV…' }).click();
    await dialog().waitFor();
    await app.page.screenshot({ path: join(screenshotDir, 'export-dialog-light.png') });
    const { name, rows } = await exportPlain('Save Holdings');
    // The file says whose holdings they are, so two exports of one day differ.
    expect(name).toMatch(/^folio-desk-holdings-all-portfolios-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...body] = rows;
    expect(header?.slice(0, 4)).toEqual(['Coin', 'Symbol', 'Name', 'Amount']);
    expect(header?.slice(-2)).toEqual(['As of', 'Source']);
    const holdings = await read<{ coinId: string; count: number; value: number }[]>(
      "portfolio.coins({ currency: 'USD' })",
    );
    expect(holdings?.length).toBeGreaterThan(0);
    // Amounts as read; values, sums of money, to the cent (without the binary noise of a conversion).
    expect(body.map((r) => [r[0], Number(r[3]), Number(r[5])])).toEqual(
      holdings?.map((h) => [h.coinId, h.count, Number(h.value.toFixed(2))]),
    );
    expect(body.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.at(-2) ?? ''))).toBe(true);
    // Read from the service when the view opened, or since answered by the cache: either way it says which.
    expect(body.every((r) => ['live', 'cache'].includes(r.at(-1) ?? ''))).toBe(true);
    const hourAgo = Date.now() - 3_600_000;
    expect(body.every((r) => Date.parse(r.at(-2) ?? '') > hourAgo)).toBe(true);
    await dialog()
      .getByRole('status')
      .filter({ hasText: /rows downloaded as folio-desk-holdings/ })
      .waitFor();
  });

  it('saves the transactions with the same amounts', async () => {
    const { rows } = await exportPlain('Save Transactions');
    const [, ...body] = rows;
    const transactions = await read<{ id: string; count: number | null }[]>(
      "portfolio.transactions({ currency: 'USD', limit: 100 })",
    );
    expect(body.map((r) => [r[7], r[4] === '' ? null : Number(r[4])])).toEqual(
      transactions?.map((t) => [t.id, t.count]),
    );
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    // Focus is back on the button that opened it, not on the page: a keyboard user goes on from there.
    const opener = app.page.getByRole('button', { name: 'Export CSV…' });
    await app.page.waitForFunction(
      (el) =>
        el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      await opener.elementHandle(),
    );
  });

  it('saves the request journal from the Credits view', async () => {
    await app.navigate('credits');
    await app.page.getByRole('main', { name: 'Credits' }).getByRole('table').first().waitFor();
    await app.page.getByRole('button', { name: 'Export CSV…' }).click();
    const { rows } = await exportPlain('Save Request journal');
    const [header, ...body] = rows;
    expect(header).toContain('Credits');
    expect(body.length).toBeGreaterThan(0);
    // The journal grows while the test runs (background reads), so rows are matched by time and endpoint.
    const journal = await read<{ at: number; endpoint: string; credits: number }[]>('credits.journal({})');
    const col = (name: string) => header?.indexOf(name) ?? -1;
    for (const row of body) {
      const entry = journal?.find(
        (e) => new Date(e.at).toISOString() === row[col('Time')] && e.endpoint === row[col('Endpoint')],
      );
      expect(entry, `journal row ${row.join(',')}`).toBeDefined();
      expect(Number(row[col('Credits')])).toBe(entry?.credits);
    }
    await dialog().getByRole('button', { name: 'Close' }).click();
    expect(app.problems).toEqual([]);
  });
});
