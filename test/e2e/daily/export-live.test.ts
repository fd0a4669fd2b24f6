import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { parseCsv } from '../../support/csv-parse';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';

// The watchlists exported on a live account after a restart, from Portfolios, with no view having priced them
// since: each row still carries the price, 24h change, age and source the cache holds (an export sends nothing).
// A walk saw empty Price, 24h, As of and Source for the coins, and `gold` with no name or price for the RWA asset.
// Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error('This test stores a key: run it inside `bash scripts/with-keyring.sh`.');
  }
  sandbox = await serveSandbox(createSandbox({ seed: 7, now: Date.now(), followRealTime: () => Date.now() }));
  app = await openAppSession({ hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.open('settings');
  await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
  await keySection(app.page).getByRole('button', { name: 'Save' }).click();
  await app.page.getByTestId('app-mode').filter({ hasText: /^Live/ }).waitFor();
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const dialog = () => app.page.getByRole('dialog', { name: 'Export as CSV' });

async function exportPlain(label: string): Promise<string[][]> {
  await dialog().getByRole('radio', { name: /Plain/ }).check();
  const [download] = await Promise.all([
    app.page.waitForEvent('download'),
    dialog().getByRole('button', { name: label }).click(),
  ]);
  return parseCsv(readFileSync(await download.path(), 'utf8'));
}

describe('watchlists exported after a restart, on a live account', () => {
  it('prices the coins and the RWA asset from the cache, with their age and source', async () => {
    // Priced once: the coin watchlist by the Watchlist view, Gold by the RWA view's list where it is starred.
    await app.navigate('watchlist');
    const coins = app.page.getByRole('main', { name: 'Watchlist' }).getByRole('table').first();
    await coins.getByText('Bitcoin').waitFor();
    await app.navigate('rwa');
    const star = app.page.getByRole('main', { name: 'RWA' }).getByRole('button', { name: 'Watch Gold' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await app.page.reload();
    await app.navigate('portfolios');
    await app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('table', { name: 'Holdings' })
      .waitFor();
    await app.page.getByRole('button', { name: 'Export CSV…' }).first().click();
    await dialog().getByRole('button', { name: 'Save Coin watchlist' }).waitFor();

    const [coinHeader, ...coinRows] = await exportPlain('Save Coin watchlist');
    expect(coinHeader).toEqual([
      'Coin',
      'Name',
      'Symbol',
      'Price (USD)',
      '24h change (%)',
      'As of',
      'Source',
    ]);
    expect(coinRows.map((r) => r[0])).toEqual(['bitcoin', 'ethereum']);
    for (const row of coinRows) {
      expect(Number(row[3]), row.join()).toBeGreaterThan(0);
      expect(row[4]).toMatch(/^-?\d/);
      expect(Date.parse(row[5] ?? '')).toBeGreaterThan(Date.now() - 3_600_000);
      expect(row[6]).toBe('cache');
    }

    const [, gold] = await exportPlain('Save RWA watchlist');
    expect(gold?.slice(0, 3)).toEqual(['gold', 'Gold', 'XAU']);
    expect(Number(gold?.[3])).toBeGreaterThan(0);
    expect(gold?.[6]).toBe('cache');
    expect(app.problems).toEqual([]);
  });
});
