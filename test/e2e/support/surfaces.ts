import type { Page } from 'playwright-core';
import type { AppSession, ViewId } from './app-session';
import { sayPseudo, settle, type Say } from './text-audit';

// Everything a user can open, reached the way a user reaches it (buttons found by their names in the language
// shown): the views by their address, the coin and asset pages, the command palette, the welcome, and Portfolios'
// dialogs. A dialog is opened and read, never sent: the walks look, they spend nothing.

export interface Surface {
  name: string;
  /** Opens the surface from wherever the page is, and waits until it has finished answering. */
  open(app: AppSession): Promise<void>;
  /** Leaves the page as the next surface expects it (a dialog closed, the welcome answered). */
  close?(app: AppSession): Promise<void>;
}

export const VIEWS: ViewId[] = [
  'overview',
  'portfolios',
  'positions',
  'wallets',
  'watchlist',
  'rwa',
  'candles',
  'alerts',
  'credits',
  'settings',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a name to match, its placeholders standing for any text (a row's "Reverse {what}"). */
const shaped = (say: Say, id: Parameters<Say>[0], values: Record<string, string>) =>
  new RegExp(`^${say(id, values).split('\u0001').map(escaped).join('.+')}$`);

async function goto(app: AppSession, route: string): Promise<void> {
  await app.page.goto(`${app.host.url}${route}`);
  await app.page.locator('#fd-main').waitFor();
  await settle(app.page);
}

/** Escape until no dialog or palette is open. */
export async function closeAll(app: AppSession): Promise<void> {
  const open = app.page.locator('dialog[open], [role="dialog"]');
  for (let i = 0; i < 4 && (await open.count()) > 0; i++) await app.page.keyboard.press('Escape');
}

const main = (page: Page) => page.locator('#fd-main');
const bar = (page: Page, say: Say) => main(page).getByRole('region', { name: say('manage.bar') });

/** Portfolios with the demo's manual portfolio chosen: the one every manage dialog can open over. */
async function onManual(app: AppSession, say: Say): Promise<void> {
  await goto(app, '#portfolios');
  const picker = main(app.page).getByRole('navigation', { name: say('portfolios.title') });
  const manual = picker.getByRole('button', { name: /Long-term holdings/ }).first();
  if ((await manual.getAttribute('aria-current')) !== 'true') await manual.click();
  await bar(app.page, say)
    .getByRole('button', { name: say('manage.deletePortfolio') })
    .waitFor();
  await settle(app.page);
}

/** Opens one of the manage bar's dialogs and waits for it to settle. */
function barDialog(say: Say, name: string, button: Parameters<Say>[0]): Surface {
  return {
    name,
    async open(app) {
      await onManual(app, say);
      await bar(app.page, say)
        .getByRole('button', { name: say(button), exact: true })
        .click();
      await app.page.getByRole('dialog').waitFor();
      await settle(app.page, 'dialog[open]');
    },
    close: closeAll,
  };
}

const view = (id: ViewId): Surface => ({ name: id, open: (app) => goto(app, `#${id}`) });

/** The surfaces, their buttons and dialogs found by their names as `say` words them. */
export const surfacesIn = (say: Say): Surface[] => [
  ...VIEWS.map(view),
  {
    name: 'coin',
    async open(app) {
      await goto(app, '#coin/bitcoin');
      await main(app.page).getByRole('table').first().waitFor();
      await settle(app.page);
    },
  },
  {
    name: 'rwaAsset',
    async open(app) {
      await goto(app, '#rwa');
      await app.page.getByRole('button', { name: 'Gold XAU', exact: true }).first().click();
      await main(app.page).getByRole('table').nth(1).waitFor();
      await settle(app.page);
    },
  },
  {
    name: 'palette',
    async open(app) {
      await goto(app, '#overview');
      await app.page.keyboard.press('Control+k');
      await app.page.getByRole('combobox', { name: say('palette.field') }).waitFor();
      await settle(app.page, 'body');
    },
    close: closeAll,
  },
  {
    name: 'welcome',
    async open(app) {
      await app.page.evaluate('window.api.settings.update({ welcomeSeen: false })');
      await goto(app, '#portfolios');
      await app.page.reload();
      await app.page.getByRole('region', { name: say('welcome.title') }).waitFor();
      await settle(app.page);
    },
    async close(app) {
      await app.page.evaluate('window.api.settings.update({ welcomeSeen: true })');
    },
  },
  barDialog(say, 'addTransaction', 'manage.addTransaction'),
  barDialog(say, 'connectWallet', 'manage.connectWallet'),
  barDialog(say, 'connectExchange', 'manage.connectExchange'),
  barDialog(say, 'deletePortfolio', 'manage.deletePortfolio'),
  {
    name: 'reverseTransaction',
    async open(app) {
      await onManual(app, say);
      const fold = bar(app.page, say).locator('details.fd-manage__rows');
      if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
      const reverse = shaped(say, 'manage.reverseRow', { what: '\u0001' });
      await fold.getByRole('button', { name: reverse }).first().click();
      await app.page.getByRole('dialog').waitFor();
      await settle(app.page, 'dialog[open]');
    },
    close: closeAll,
  },
  {
    name: 'import',
    async open(app) {
      await onManual(app, say);
      await bar(app.page, say)
        .getByRole('button', { name: say('manage.importTransactions') })
        .click();
      const dialog = app.page.getByRole('dialog');
      // A small file read on the machine: the columns step and its preview, before anything is priced or sent.
      const file = 'date,coin,type,amount,price,note\n2024-01-03T09:30:00Z,bitcoin,Buy,0.01,40000,first\n';
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'trades.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await dialog.getByRole('table').first().waitFor();
      await settle(app.page, 'dialog[open]');
    },
    close: closeAll,
  },
  {
    name: 'addShared',
    async open(app) {
      await goto(app, '#portfolios');
      await main(app.page)
        .getByRole('button', { name: say('portfolios.addShared') })
        .click();
      await main(app.page)
        .getByRole('form', { name: say('portfolios.addSharedTitle') })
        .waitFor();
      await settle(app.page);
    },
  },
];

export const SURFACES = surfacesIn(sayPseudo);
