import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// A share token whose owner set a passcode, added without it (demo mode, the built-in sandbox's locked token):
// what the form says first is that the passcode is missing, not "Not included in your FREE plan (403)", which
// sent a walk looking at plans. A wrong passcode is named as such too.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const form = () => main().getByRole('form', { name: 'Add a shared portfolio' });
/** The first line the error note shows: what the user reads first. */
const headline = () => form().getByRole('alert').locator('p').first().innerText();

describe('a locked share token', () => {
  it('says the passcode is missing, first', async () => {
    await main().getByRole('button', { name: 'Add shared portfolio' }).click();
    await form().getByLabel('Name').fill('Locked');
    await form().getByLabel('Share token').fill('sandbox-share-locked');
    await form().getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(headline).toMatch(/^This shared portfolio needs its passcode\./);
    expect(await form().getByRole('alert').innerText()).not.toMatch(/Not included in your/);
    await form().screenshot({ path: join(screenshotDir, 'shared-passcode-missing-light.png') });
  });

  it('says a wrong passcode is wrong', async () => {
    await form().getByLabel('Passcode (if the owner set one)').fill('1111');
    await form().getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(headline).toMatch(/^Wrong passcode\./);
    expect(app.problems).toEqual([]);
  });
});
