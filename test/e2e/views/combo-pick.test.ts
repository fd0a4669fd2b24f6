import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';

// The Coin field of Add transaction (Portfolios, demo mode) as a quick hand uses it: a match clicked in the very
// frame the pointer reached it is picked, and Escape closes the dialog from a filled field once its list is shut.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const form = () => app.page.getByRole('dialog', { name: 'Add transaction' });
const coin = () => form().getByLabel('Coin', { exact: true });

/**
 * The pointer moves onto the option and clicks before the page has settled the hover: the click comes as soon as
 * the hover's marking is drawn, not a frame later. Page-side, as text: this file is type-checked without the DOM.
 */
const quickClick = (text: string) => `new Promise((done) => {
  const option = [...document.querySelectorAll('dialog[open] [role=option]')]
    .find((el) => el.textContent.startsWith(${JSON.stringify(text)}));
  if (!option) return done('no option ' + ${JSON.stringify(text)});
  const fire = (type) => option.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window }));
  const late = setTimeout(() => done('the hover drew nothing'), 2000);
  new MutationObserver((_, watch) => {
    watch.disconnect();
    clearTimeout(late);
    fire('mousedown');
    fire('mouseup');
    fire('click');
    done('clicked');
  }).observe(option, { attributes: true });
  fire('mousemove');
})`;

async function openDialog(): Promise<void> {
  await app.page.reload();
  await main()
    .getByRole('navigation', { name: 'Portfolios' })
    .getByRole('button', { name: /^Long-term holdings/ })
    .click();
  await main()
    .getByText(/^Value of Long-term holdings/)
    .first()
    .waitFor();
  await main()
    .getByRole('region', { name: 'Manage portfolios' })
    .getByRole('button', { name: 'Add transaction' })
    .click();
  await form().waitFor();
}

it('picks a coin of the service search clicked in the frame the pointer reached it', async () => {
  await openDialog();
  await coin().fill('SOL');
  await form()
    .getByRole('option', { name: /^Search the service for “SOL”/ })
    .click();
  await form()
    .getByRole('option', { name: /^Solana SOL/ })
    .waitFor();
  expect(await app.page.evaluate<string>(quickClick('Solana SOL'))).toBe('clicked');
  // Before, the list closed and the field kept the ticker typed: nothing was picked.
  await expect.poll(() => coin().inputValue()).toBe('solana');
  await form()
    .getByText(/Solana \(SOL\)/)
    .first()
    .waitFor();
});

it('closes the dialog with Escape from a filled Coin field once its list is shut', async () => {
  await openDialog();
  await coin().fill('SOL');
  const search = form().getByRole('option', { name: /^Search the service for “SOL”/ });
  await search.waitFor();
  // The first Escape shuts the list and keeps the text; the second is the dialog's.
  await app.page.keyboard.press('Escape');
  await search.waitFor({ state: 'hidden' });
  expect(await coin().inputValue()).toBe('SOL');
  await app.page.keyboard.press('Escape');
  await form().waitFor({ state: 'detached', timeout: 5_000 });
  // Kept as left: the draft comes back with the dialog.
  await main()
    .getByRole('region', { name: 'Manage portfolios' })
    .getByRole('button', { name: 'Add transaction' })
    .click();
  await expect.poll(() => coin().inputValue()).toBe('SOL');
});
