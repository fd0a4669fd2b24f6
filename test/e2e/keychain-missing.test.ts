import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repoRoot } from '../support/build-output';
import { launchBrowser, type Browser } from './support/browser';
import { keySection } from './support/settings-page';
import { closedPortOrigin } from './support/local-service';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process';

// A machine without a Secret Service: the app still opens (demo mode), and saving a key fails closed with a
// message that names the key and says what to install. Nothing is written in its place; the user may keep the key
// in memory for this session only. Live reads then go to a closed local port, never to the internet.

let dataDir: string;
let host: WebHostProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-nokeyring-'));
  // A session bus address where nothing listens: libsecret finds no Secret Service, as on a bare server.
  const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dataDir, 'no-bus')}` };
  host = await startWebHostProcess(dataDir, env, ['--api-base-url', await closedPortOrigin()]);
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
    expect(await alert.textContent()).toMatch(/cannot store the API key safely/);
    await alert.getByRole('button', { name: 'Use for this session only' }).waitFor();
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

  it('keeps a key for this session only when asked, in memory and in no file', async () => {
    const key = 'fd-e2e-session-only-5678';
    await page.getByRole('link', { name: 'Settings' }).click();
    await keySection(page).getByLabel('API key', { exact: true }).fill(key);
    await keySection(page).getByRole('button', { name: 'Save' }).click();
    await keySection(page).getByRole('button', { name: 'Use for this session only' }).click();
    await page
      .getByTestId('key-status')
      .filter({ hasText: /^For this session only \(…5678\)$/ })
      .waitFor();
    await keySection(page)
      .getByText('Key kept in memory for this session only: never on disk, forgotten when Folio Desk quits.')
      .waitFor();
    await page.getByTestId('app-mode').filter({ hasText: 'Live' }).waitFor();
    // The check's failure says where the key is: not in a keychain.
    await page
      .getByTestId('connection-check')
      .filter({ hasText: 'Your key is still kept for this session.' })
      .waitFor();
    // Main holds it, so a reload still finds it.
    await page.reload();
    await page.getByTestId('key-status').filter({ hasText: 'For this session only' }).waitFor();
    await page.screenshot({
      path: join(repoRoot, 'test-results/screenshots/settings-session-only.png'),
      fullPage: true,
    });
    expect(await page.content()).not.toContain(key);
    expect(host.log()).not.toContain(key);
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      expect(readFileSync(join(entry.parentPath, entry.name)).includes(key), entry.name).toBe(false);
    }
  });
});

describe('A shared portfolio without an OS keychain (a fresh run of the app)', () => {
  // Its own web host: "use for this session only" lasts until the app quits, and the tests above need it off.
  let ownDir: string;
  let ownHost: WebHostProcess;
  let own: Page;

  beforeAll(async () => {
    ownDir = mkdtempSync(join(tmpdir(), 'folio-e2e-nokeyring-shared-'));
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(ownDir, 'no-bus')}` };
    ownHost = await startWebHostProcess(ownDir, env, ['--api-base-url', await closedPortOrigin()]);
    own = await browser.context.newPage();
  });

  afterAll(async () => {
    await own?.close();
    await ownHost?.stop();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  });

  it('names the share token it cannot keep, and "this session only" keeps nothing else', async () => {
    // First an API key refused in Settings and left unanswered, as a user who moves on would.
    await own.goto(`${ownHost.url}#settings`);
    await keySection(own).getByLabel('API key', { exact: true }).fill('fd-e2e-unanswered-4321');
    await keySection(own).getByRole('button', { name: 'Save' }).click();
    await keySection(own).getByRole('alert').waitFor();

    // Adding a shared portfolio names its share token as what cannot be stored, not an API key the user never gave.
    await own.getByRole('link', { name: 'Portfolios' }).click();
    const main = own.getByRole('main', { name: 'Portfolios' });
    const picker = main.getByRole('navigation', { name: 'Portfolios' });
    // The list arrives a moment after the view, and moves the button down: a click during that move reached the
    // page but not the button (one CI run in many), and the form never opened.
    await picker.getByRole('button', { name: /^All portfolios/ }).waitFor();
    await picker.getByRole('button', { name: 'Add shared portfolio' }).click();
    const form = main.getByRole('form', { name: 'Add a shared portfolio' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Friend’s fund');
    await form.getByRole('textbox', { name: 'Share token' }).fill('sandbox-share-locked');
    await form.getByLabel('Passcode (if the owner set one)').fill('2468');
    await form.getByRole('button', { name: 'Add' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/cannot store the shared portfolio.s share token safely/);
    expect(await alert.innerText()).not.toContain('API key');
    expect(await picker.getByRole('button', { name: /^Friend’s fund/ }).count()).toBe(0);

    // Accepted here, it answers this refusal only: the portfolio was not added, so the offer says to add it
    // again. The API key refused earlier is not kept behind the user's back (it was, and the app went live).
    await alert.getByRole('button', { name: 'Use for this session only' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /for this session only.*Try again\./ })
      .waitFor();
    expect(await form.innerText()).not.toContain('the API key');
    await main.getByRole('region', { name: 'Value and profit' }).getByText('Demo data').waitFor();
    expect(await own.getByRole('status', { name: 'Connection' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Add' }).click();
    await picker.getByRole('button', { name: /^Friend’s fund Shared/ }).waitFor();
    expect(await own.content()).not.toContain('sandbox-share-locked');
  });
});
