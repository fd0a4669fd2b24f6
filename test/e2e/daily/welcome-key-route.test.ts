import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';

// The welcome's "Enter an API key" after pay per request was tried first: it chooses the key route and puts the
// caret in the key field, and once the key is stored the route shown agrees with the live line above it. Runs
// inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error('This test stores a key: run it inside `bash scripts/with-keyring.sh`.');
  }
  sandbox = await serveSandbox(createSandbox({ seed: 7, now: Date.now(), followRealTime: () => Date.now() }));
  app = await openAppSession({ firstRun: true, hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const welcome = () => app.page.getByRole('region', { name: 'Welcome to Folio Desk' });
const route = (name: RegExp) =>
  app.page.getByRole('region', { name: 'Access route' }).getByRole('radio', { name });
const focusedName = () => app.page.evaluate<string>("document.activeElement?.getAttribute('name') ?? ''");

describe('Enter an API key from the welcome', () => {
  it('chooses the key route after pay per request was tried, and focuses the key field', async () => {
    await welcome().getByRole('button', { name: 'Set up pay per request' }).click();
    await expect.poll(() => route(/^Pay per request/).isChecked()).toBe(true);
    await app.page.getByRole('button', { name: 'Show the welcome again' }).click();
    await welcome().getByRole('button', { name: 'Enter an API key' }).click();
    await app.page.getByRole('main', { name: 'Settings' }).waitFor();
    await expect.poll(focusedName).toBe('api-key');
    // No key yet: the demo runs, and the note under the route says the key is what is missing.
    await expect.poll(() => route(/^Pay per request/).isChecked()).toBe(false);
    await app.page.getByTestId('route-note').waitFor();
  });

  it('shows the API key route beside the live line once the key is saved', async () => {
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page.getByTestId('app-mode').filter({ hasText: /^Live/ }).waitFor();
    await expect.poll(() => route(/^API key/).isChecked()).toBe(true);
    expect(await route(/^Pay per request/).isChecked()).toBe(false);
    expect(app.problems).toEqual([]);
  });
});
