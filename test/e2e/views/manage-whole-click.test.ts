import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { writeBadge, writePrice } from '../support/view-checks';

// A live Free account on a local sandbox: connecting a wallet and deleting a portfolio each spend what their
// badge said, to the credit, as the sandbox's own meter counts it, and nothing is read twice. Runs inside
// `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;

interface Charge {
  path: string;
  credits: number;
  kind: 'charge' | 'refund';
}

const ledger = async (): Promise<Charge[]> => {
  const answer = await fetch(`${sandbox.url}/__sandbox/state`);
  return ((await answer.json()) as { ledger: Charge[] }).ledger;
};
const spent = (charges: readonly Charge[]) =>
  charges.reduce((sum, c) => sum + (c.kind === 'charge' ? c.credits : -c.credits), 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  await app.navigate('portfolios');
  await app.page.getByRole('table', { name: 'Holdings' }).waitFor();
  await quiet();
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

/** Waits until the sandbox has charged nothing for two seconds: the app's reads of the moment are done. */
async function quiet(): Promise<void> {
  let count = -1;
  for (;;) {
    const now = (await ledger()).length;
    if (now === count) return;
    count = now;
    await sleep(2000);
  }
}

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const bar = () => main().getByRole('region', { name: 'Manage portfolios' });
const dialog = (name: string | RegExp) => app.page.getByRole('dialog', { name });

/** The sentence a write badge's tooltip opens with: "40 credits, then 62 to read the list and open …". */
const saidBy = async (badge: Locator) => (await writeBadge(badge)).said;

/** Clicks, then checks the sandbox charged the badge's figure and no path more than once. */
async function chargedAsSaid(price: number, click: () => Promise<void>): Promise<void> {
  const from = (await ledger()).length;
  await click();
  await expect.poll(async () => spent((await ledger()).slice(from)), { timeout: 20_000 }).toBe(price);
  await quiet();
  const charges = (await ledger()).slice(from);
  expect(spent(charges)).toBe(price);
  const paths = charges.map((c) => c.path);
  expect(
    paths.filter((p, i) => paths.indexOf(p) !== i),
    'read twice',
  ).toEqual([]);
}

describe('the whole click of a portfolio write, on a live account', () => {
  it('connects a wallet for exactly the price it showed', async () => {
    await bar().getByRole('button', { name: 'Connect wallet' }).click();
    const form = dialog('Connect a wallet portfolio');
    await expect.poll(() => form.getByLabel('Chain').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Chain').selectOption('ethereum');
    await form.getByLabel('Address', { exact: true }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await form.getByLabel('Name (optional)').fill('Whole click');
    const badge = form.locator('.fd-cost').last();
    await expect.poll(() => saidBy(badge)).toMatch(/^40 credits, then \d+ /);
    // The badge shows the sum of both parts its tooltip names; the sandbox must charge that.
    const price = await writePrice(badge, /to read the list and open the new portfolio$/);
    await chargedAsSaid(price, async () => {
      await form.getByRole('button', { name: 'Connect wallet' }).click();
      await form.waitFor({ state: 'detached' });
    });
    const picker = main().getByRole('navigation', { name: 'Portfolios' });
    expect(await picker.getByRole('button', { name: /^Whole click/ }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('deletes it for exactly the price it showed', async () => {
    await bar().getByRole('button', { name: 'Delete portfolio' }).click();
    const confirm = dialog('Delete Whole click?');
    const badge = confirm.locator('.fd-cost').last();
    await expect.poll(() => saidBy(badge)).toMatch(/^10 credits, then \d+ /);
    const price = await writePrice(badge, /to read the list and open All portfolios$/);
    await chargedAsSaid(price, async () => {
      await confirm.getByRole('button', { name: 'Delete portfolio' }).click();
      await confirm.waitFor({ state: 'detached' });
    });
    expect(app.problems).toEqual([]);
  });
});
