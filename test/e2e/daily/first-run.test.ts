import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// First run, as a new user sees it: the welcome offers the three ways in and says where data is kept; each way
// leads where it says; a chosen way is remembered across a reload; Settings shows the welcome again.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession({ firstRun: true });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const welcome = () => app.page.getByRole('region', { name: 'Welcome to Folio Desk' });
const focusedText = () => app.page.evaluate<string>("document.activeElement?.textContent ?? ''");
const showAgain = async () => {
  await app.navigate('settings');
  await app.page.getByRole('button', { name: 'Show the welcome again' }).click();
  await app.page.getByRole('main', { name: 'Portfolios' }).waitFor();
  await welcome().waitFor();
};

describe('First run', () => {
  it('welcomes a new user with the three ways in and where the data is kept', async () => {
    await welcome().waitFor();
    // No key yet: the app is in the demo already, and its card says so.
    for (const way of ['Enter an API key', 'Set up pay per request', 'Continue with the demo']) {
      expect(await welcome().getByRole('button', { name: way }).count(), way).toBe(1);
    }
    const privacy = await welcome().getByTestId('welcome-privacy').innerText();
    expect(privacy).toContain(app.dataDir);
    expect(privacy).toMatch(/keychain, never in a file/);
    expect(privacy).toMatch(/only requests to the CoinStats API/);
    expect(await axeViolations(app.page)).toEqual([]);
    await app.page.screenshot({ path: join(screenshotDir, 'first-run-light.png') });
  });

  it('starts the demo, and remembers the choice across a reload', async () => {
    expect(await welcome().getByText('In use now').count()).toBe(1);
    await welcome().getByRole('button', { name: 'Continue with the demo' }).click();
    await welcome().waitFor({ state: 'detached' });
    await app.page.reload();
    await app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('table', { name: 'Holdings' })
      .waitFor();
    expect(await welcome().count()).toBe(0);
  });

  it('leads to the API key field, focused, when shown again from Settings', async () => {
    await showAgain();
    await welcome().getByRole('button', { name: 'Enter an API key' }).click();
    await app.page.getByRole('main', { name: 'Settings' }).waitFor();
    await expect
      .poll(() => app.page.evaluate<string>("document.activeElement?.getAttribute('name') ?? ''"))
      .toBe('api-key');
  });

  it('leads to the access route for paying per request', async () => {
    await showAgain();
    await app.page.evaluate("document.documentElement.dataset.theme = 'dark'");
    await app.page.screenshot({ path: join(screenshotDir, 'first-run-dark.png') });
    await welcome().getByRole('button', { name: 'Set up pay per request' }).click();
    await app.page.getByRole('main', { name: 'Settings' }).waitFor();
    await expect.poll(focusedText).toBe('Access route');
    // The route is chosen, and its wallet form is below: what is left is the key.
    const route = app.page.getByRole('radio', { name: /^Pay per request/ });
    await expect.poll(() => route.isChecked()).toBe(true);
    await app.page.getByLabel('Wallet private key').waitFor();
    expect(app.problems).toEqual([]);
  });
});
