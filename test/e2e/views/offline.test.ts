import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { captureThemes, parseShown } from '../support/view-checks';

// Live mode against a local sandbox (the web host's --api-base-url), then the sandbox stopped: the Portfolios
// view must keep showing what it cached, say how old it is and that the service is out of reach, and offer a
// retry. Never a blank screen. Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;
let cachedTotal = '';

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  // Dated today and following the real clock, as the service would be.
  sandbox = await serveSandbox(
    createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() }),
  );
  app = await openAppSession({
    hostArgs: ['--api-base-url', `${sandbox.url}/v1`, '--gateway-base-url', `${sandbox.url}/gateway`],
  });
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const portfolios = () => app.page.getByRole('main', { name: 'Portfolios' });
const valueCard = () => portfolios().getByRole('region', { name: 'Value and profit' });
const total = () => valueCard().locator('.fd-stat').first().getByRole('definition');

describe('Offline with the service stopped', () => {
  it('stores the sandbox key through Settings and leaves demo mode', async () => {
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page
      .getByTestId('key-status')
      .filter({ hasText: /^Stored \(…-key\)$/ })
      .waitFor();
    await app.page.getByTestId('app-mode').filter({ hasNotText: 'Demo mode' }).waitFor();
    await expect.poll(() => app.page.getByRole('banner').getByText('Demo', { exact: true }).count()).toBe(0);
  });

  it('reads the portfolio live and caches it', async () => {
    await app.navigate('portfolios');
    await total().filter({ hasText: /^\$/ }).waitFor();
    cachedTotal = await total().innerText();
    expect(parseShown(cachedTotal)).toBeGreaterThan(0);
    expect(await valueCard().locator('.fd-source').innerText()).not.toContain('Demo data');
    await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
  });

  it('after the service stops and the page reloads, shows the cached data with its age', async () => {
    await sandbox.close();
    await app.page.reload();
    await portfolios().waitFor();
    // The figures are the cached ones, not a blank card, and say where they came from and how old they are.
    await total().filter({ hasText: cachedTotal }).waitFor();
    expect(await valueCard().locator('.fd-source').innerText()).toMatch(
      /cache.* · updated (now|\d+ \w+\.? ago)/i,
    );
    expect(await total().locator('.fd-num').getAttribute('title')).toMatch(/cache/i);
    expect(
      await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').count(),
    ).toBeGreaterThan(0);
  });

  it('says the service is out of reach, with a retry, when a read the cache cannot answer fails', async () => {
    const chart = portfolios().getByRole('region', { name: 'Value over time' });
    const shown = await chart.locator('figcaption').innerText();
    await chart.getByRole('radio', { name: '1W' }).click();
    const banner = chart.getByRole('status').filter({ hasText: /^Showing cached value chart from / });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/ago|now/);
    // What to do about it, not a stack trace.
    expect(await banner.innerText()).toMatch(/connection|reach|offline|network/i);
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.getByRole('button', { name: 'Retry', disabled: false }).waitFor();
    // Still offline: the banner stays, and so does the last chart.
    expect(await banner.isVisible()).toBe(true);
    expect(await chart.locator('figcaption').innerText()).toBe(shown);
    expect(await total().innerText()).toBe(cachedTotal);
  });

  it('looks right offline in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'portfolios-offline')).toEqual({ light: [], dark: [] });
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
