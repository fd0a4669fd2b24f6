import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../support/build-output';
import { launchBrowser, type Browser } from './support/browser';
import { keySection } from './support/settings-page';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process';

// A machine without a Secret Service: the app still opens (demo mode), and saving a key fails closed with a
// message that says what to install. Nothing is written in its place.

let dataDir: string;
let host: WebHostProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-nokeyring-'));
  // A session bus address where nothing listens: libsecret finds no Secret Service, as on a bare server.
  const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dataDir, 'no-bus')}` };
  host = await startWebHostProcess(dataDir, env);
  browser = await launchBrowser();
  page = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Settings without an OS keychain', () => {
  it('explains what to install instead of storing the key', async () => {
    await page.goto(`${host.url}#settings`);
    await page
      .getByTestId('key-status')
      .filter({ hasText: /^No key stored$/ })
      .waitFor();
    await keySection(page).getByLabel('API key', { exact: true }).fill('fd-e2e-nokeyring-1234');
    await keySection(page).getByRole('button', { name: 'Save' }).click();
    const alert = keySection(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/gnome-keyring/);
    expect(await page.getByTestId('key-status').textContent()).toBe('No key stored');
    expect(await page.content()).not.toContain('fd-e2e-nokeyring-1234');
    await page.screenshot({
      path: join(repoRoot, 'test-results/screenshots/settings-no-keychain.png'),
      fullPage: true,
    });
  });

  it('still shows the other views, in demo mode', async () => {
    await page.getByRole('link', { name: 'Portfolios' }).click();
    await page.getByRole('main', { name: 'Portfolios' }).waitFor();
    expect(await page.getByRole('link', { name: 'Portfolios' }).getAttribute('aria-current')).toBe('page');
    await page.screenshot({
      path: join(repoRoot, 'test-results/screenshots/portfolios-demo.png'),
      fullPage: true,
    });
  });
});
