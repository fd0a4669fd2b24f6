import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../support/build-output';
import { axeViolations } from './support/axe';
import { launchBrowser, type Browser } from './support/browser';
import { closedPortOrigin } from './support/local-service';
import { keySection } from './support/settings-page';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process';

// The Settings flow in a real Chromium against `npm run web`'s host, with a real (throw-away) Secret Service:
// run inside `bash scripts/with-keyring.sh`, as `npm test` does.

const screenshots = join(repoRoot, 'test-results/screenshots');
const key = `fd-e2e-${randomBytes(12).toString('hex')}`;
const last4 = key.slice(-4);

interface Frame {
  direction: 'sent' | 'received';
  payload: string;
}

let dataDir: string;
let host: WebHostProcess;
let browser: Browser;
let page: Page;
const frames: Frame[] = [];
const pageProblems: string[] = [];

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test needs a Secret Service: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  ensureBuilt();
  mkdirSync(screenshots, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-data-'));
  // A closed local port as the Service address: the key's connection check (and any live read) stays on this
  // machine, and fails the way an unreachable service does.
  host = await startWebHostProcess(dataDir, process.env, ['--api-base-url', await closedPortOrigin()]);
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => frames.push({ direction: 'sent', payload: String(payload) }));
    socket.on('framereceived', ({ payload }) =>
      frames.push({ direction: 'received', payload: String(payload) }),
    );
  });
  page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) pageProblems.push(`CSP: ${message.text()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// Page-side code is passed as text: this file is type-checked as Node code, without the DOM's types.
const pageHtml = () => page.evaluate<string>('document.documentElement.outerHTML');
// A locator, not waitForFunction: a string predicate is evaluated with eval, which the app's CSP forbids.
const themeIs = (theme: string) => page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
const keyStatus = () => page.getByTestId('key-status');
const statusText = async (text: RegExp) => {
  await page.getByTestId('key-status').filter({ hasText: text }).waitFor();
  return keyStatus().textContent();
};

describe('Settings in the browser through the web host', () => {
  it('opens on the Settings view with no key stored, in demo mode', async () => {
    await page.goto(`${host.url}#settings`);
    expect(await statusText(/^No key stored$/)).toBe('No key stored');
    await page.getByTestId('app-mode').filter({ hasText: 'Demo mode' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Views' }).getByRole('link').allTextContents()).toEqual(
      [
        'Overview',
        'Portfolios',
        'Positions',
        'Wallets',
        'Watchlist',
        'RWA',
        'Candles',
        'Alerts',
        'Credits',
        'Settings',
      ],
    );
  });

  it('saves a key and shows only its last four characters', async () => {
    const field = keySection(page).getByLabel('API key', { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('autocomplete')).toBe('off');
    await field.fill(key);
    await keySection(page).getByRole('button', { name: 'Save' }).click();
    expect(await statusText(/^Stored \(/)).toBe(`Stored (…${last4})`);
    // Storing it ran the connection check; it failed, and the key stays.
    const check = page.getByTestId('connection-check').filter({ hasText: 'Could not reach' });
    await check.waitFor();
    expect(await check.innerText()).toContain('Your key is still saved in the keychain.');
    // The field is emptied as soon as the key is handed over.
    expect(await keySection(page).getByLabel('New API key').inputValue()).toBe('');
    expect(await pageHtml()).not.toContain(key);
    await page.screenshot({ path: join(screenshots, 'settings-light.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the same page in the dark theme', async () => {
    await page.getByRole('radio', { name: 'Dark' }).click();
    await themeIs('dark');
    // Page-side code as text: this file is type-checked as Node code, without the DOM's types.
    const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    expect(background).toBe('rgb(13, 17, 23)');
    await page.screenshot({ path: join(screenshots, 'settings-dark.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('still has the key after a reload, in the theme the user chose', async () => {
    await page.reload();
    expect(await statusText(/^Stored \(/)).toBe(`Stored (…${last4})`);
    await themeIs('dark');
    await page.getByRole('radio', { name: 'Light' }).click();
    await themeIs('light');
  });

  it('clears the key', async () => {
    await keySection(page).getByRole('button', { name: 'Clear' }).click();
    expect(await statusText(/^No key stored$/)).toBe('No key stored');
    await keySection(page).getByRole('button', { name: 'Save' }).waitFor();
  });

  it('never shows the key anywhere but the one frame that carried it to the host', async () => {
    expect(await pageHtml()).not.toContain(key);
    const carrying = frames.filter((frame) => frame.payload.includes(key));
    expect(carrying).toHaveLength(1);
    expect(carrying[0]?.direction).toBe('sent');
    expect(carrying[0]?.payload).toContain('"settings:setApiKey"');
    // The answers did arrive over the same socket, so the check above looked at real traffic.
    expect(
      frames.some((frame) => frame.direction === 'received' && frame.payload.includes(`"last4":"${last4}"`)),
    ).toBe(true);
  });

  it('leaves no trace of the key in the cache database, its WAL or the host log', () => {
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.map((file) => file.name)).toContain('folio.db');
    for (const file of files) {
      const bytes = readFileSync(join(file.parentPath, file.name));
      expect(bytes.includes(key), `${file.name} holds the key`).toBe(false);
    }
    expect(host.log()).not.toContain(key);
  });

  it('tells a page opened without the token to use the printed address', async () => {
    const stray = await browser.context.newPage();
    await stray.goto(`${new URL(host.url).origin}/#settings`);
    const alert = keySection(stray).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('token included');
    await stray.close();
  });

  it('ran without page errors or CSP violations', () => {
    expect(pageProblems).toEqual([]);
  });

  it('stops cleanly on SIGTERM, closing the cache database', async () => {
    expect(await host.stop()).toBe(0);
    // A closed better-sqlite3 database folds its write-ahead log back into the file.
    expect(existsSync(join(dataDir, 'folio.db-wal'))).toBe(false);
  });
});
