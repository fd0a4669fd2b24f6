import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { parseShown } from '../support/view-checks';

// The key is saved while demo figures are on screen, and the page is read over and over until the live figures
// are in: no reading may show the demo's figures beside live ones once the key is stored. Runs
// inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  sandbox = await serveSandbox(createSandbox({ seed: 7, now: Date.now(), followRealTime: () => Date.now() }));
  // The API base URL carries its version segment, as the service's does.
  app = await openAppSession({ hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

interface Reading {
  header: string;
  main: string;
}

/** The header and the view's text read in one step, so the two belong to the same moment. */
const read = (): Promise<Reading> =>
  app.page
    .locator('body')
    .evaluate((body: { querySelector(selector: string): { innerText: string } | null }) => ({
      header: body.querySelector('header')?.innerText ?? '',
      main: body.querySelector('main')?.innerText ?? '',
    }));

describe('Switching from demo to live', () => {
  it('shows the demo figures first', async () => {
    const card = app.page.getByRole('region', { name: 'Value and profit' });
    await card.getByText('Demo data').waitFor();
    await app.page.getByRole('region', { name: 'Value over time' }).getByText('Demo data').waitFor();
  });

  it('never shows a demo figure once the key is stored: loading, then the live figures', async () => {
    await app.navigate('settings');
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page
      .getByTestId('key-status')
      .filter({ hasText: /^Stored/ })
      .waitFor();
    await app.navigate('portfolios');
    const readings: Reading[] = [];
    const total = app.page
      .getByRole('region', { name: 'Value and profit' })
      .locator('.fd-stat')
      .first()
      .getByRole('definition');
    const card = app.page.getByRole('region', { name: 'Value and profit' });
    // Read until the live total is in (each reading is one page evaluation, the header and view together).
    await expect
      .poll(
        async () => {
          readings.push(await read());
          return (
            (await total.count()) > 0 &&
            /Live from the service|From the local cache/.test(await card.innerText())
          );
        },
        { interval: 20, timeout: 30_000, message: 'the live total did not arrive' },
      )
      .toBe(true);
    const mixed = readings.filter((r) => r.main.includes('Demo data'));
    expect(mixed.map((r) => `${r.header} | ${r.main.slice(0, 200)}`)).toEqual([]);
    expect(readings.at(-1)?.header).not.toMatch(/\bDemo\b/);
    expect(parseShown(await total.innerText())).toBeGreaterThan(0);
    await app.page.screenshot({ path: join(screenshotDir, 'mode-switch.png') });
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
