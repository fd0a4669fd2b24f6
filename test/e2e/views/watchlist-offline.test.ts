import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { captureThemes } from '../support/view-checks';

// The Watchlist in live mode against a local sandbox, then with the sandbox stopped: the watched prices stay on
// screen from the cache with their age, and a Refresh that cannot reach the service marks them stale rather than
// blanking them. Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;
const shown: string[] = [];
const arrivals: string[] = [];

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error('This test stores a key: run it inside `bash scripts/with-keyring.sh`.');
  }
  const service = createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() });
  // What reached the service: the test asks whether the prices on screen were read from it.
  const recording = {
    ...service,
    app: {
      fetch: (request: Request) => {
        arrivals.push(new URL(request.url).pathname);
        return service.app.fetch(request);
      },
    },
  };
  sandbox = await serveSandbox(recording as unknown as typeof service);
  app = await openAppSession({ hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const view = () => app.page.getByRole('main', { name: 'Watchlist' });
const prices = () =>
  view().getByRole('table', { name: 'Watched coins' }).locator('tbody tr td:nth-child(2)').allInnerTexts();

describe('the Watchlist offline', () => {
  it('reads the watched coins live with a key', async () => {
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page.getByTestId('app-mode').filter({ hasNotText: 'Demo mode' }).waitFor();
    const before = arrivals.length;
    await app.navigate('watchlist');
    const dollars = /^\$[\d,]+\.\d\d$/;
    await expect
      .poll(async () => (await prices()).filter((text) => dollars.test(text)).length, { timeout: 15_000 })
      .toBe(2);
    shown.push(...(await prices()));
    expect(shown).toHaveLength(2);
    // The prices were read from the service with the key. The source line says so, or, when a second read of
    // the view (its base currency learned a moment later) found that answer in the cache, says it is from there.
    expect(arrivals.slice(before).some((path) => path === '/v1/coins')).toBe(true);
    await expect
      .poll(() =>
        view()
          .locator('.fd-source')
          .filter({ hasText: /Live from the service|From the local cache/ })
          .count(),
      )
      .toBe(1);
  });

  it('keeps the cached prices with their age when the service is gone, and marks them stale on Refresh', async () => {
    await sandbox.close();
    await app.page.reload();
    await view().locator('.fd-source').filter({ hasText: 'From the local cache' }).waitFor();
    await expect.poll(prices, { timeout: 15_000 }).toEqual(shown);
    await view().getByRole('button', { name: 'Refresh' }).click();
    const table = view().getByRole('table', { name: 'Watched coins' });
    // The refused Refresh is answered from the cache; on a loaded machine that can take longer than poll's 1 s.
    await expect.poll(() => table.getByText('Stale').count(), { timeout: 15_000 }).toBe(2);
    expect(await prices()).toEqual(shown);
    const found = await captureThemes(app.page, 'watchlist-offline');
    expect(found).toEqual({ light: [], dark: [] });
    expect(app.problems).toEqual([]);
  });
});
