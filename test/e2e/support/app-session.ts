import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureBuilt, repoRoot } from '../../support/build-output';
import { launchBrowser, type Browser } from './browser';
import { startWebHostProcess, type WebHostProcess } from './web-host-process';

// One web host, one Chromium and one page per test file: the views are walked in order, as a user would, and
// the file's tests share what the earlier ones left behind (a followed wallet, a stored key).

export const screenshotDir = join(repoRoot, 'test-results/screenshots');

export type ViewId =
  | 'overview'
  | 'portfolios'
  | 'positions'
  | 'wallets'
  | 'watchlist'
  | 'rwa'
  | 'candles'
  | 'alerts'
  | 'credits'
  | 'settings';

/** The navigation's names of the views, which are also the names of the `main` landmark. */
export const VIEW_LABELS: Record<ViewId, string> = {
  overview: 'Overview',
  portfolios: 'Portfolios',
  positions: 'Positions',
  wallets: 'Wallets',
  watchlist: 'Watchlist',
  rwa: 'RWA',
  candles: 'Candles',
  alerts: 'Alerts',
  credits: 'Credits',
  settings: 'Settings',
};

export interface AppSession {
  dataDir: string;
  host: WebHostProcess;
  browser: Browser;
  page: Page;
  /** Bridge frames the page sent (requests), in order: a test can tell whether a control made a call. */
  sent: string[];
  /** The first 500 characters of each bridge frame the page received (answers, pushes), in order. */
  received: string[];
  /** Uncaught page errors and CSP reports: a file ends by asserting there were none. */
  problems: string[];
  /** Opens a view by its address (#view) and waits for its main landmark. */
  open(view: ViewId): Promise<void>;
  /** Clicks the view's link in the navigation and waits until it is the current page. */
  navigate(view: ViewId): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** Further flags for the web host, e.g. ['--api-base-url', sandbox.url]. */
  hostArgs?: readonly string[];
  env?: NodeJS.ProcessEnv;
  /**
   * Keep the first-run welcome (test/e2e/daily/first-run.test.ts). Other files start as a returning user: the
   * welcome is answered through the page's own api before their first view opens.
   */
  firstRun?: boolean;
}

export async function openAppSession(options: SessionOptions = {}): Promise<AppSession> {
  ensureBuilt();
  mkdirSync(screenshotDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-e2e-views-'));
  const host = await startWebHostProcess(dataDir, options.env ?? process.env, options.hostArgs ?? []);
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  const sent: string[] = [];
  const received: string[] = [];
  const problems: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => sent.push(String(payload)));
    socket.on('framereceived', ({ payload }) => received.push(String(payload).slice(0, 500)));
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A dead host or page fails every later step of the file: each says so once, with the host's last words.
  page.on('crash', () => problems.push('the page crashed'));
  void host.died.then((how) => problems.push(`the web host exited (${how}): ${host.log().slice(-2000)}`));
  host.onFault((line) => problems.push(`the web host: ${line.slice(0, 2000)}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });

  let welcomeAnswered = false;
  const mainOf = (view: ViewId) => page.getByRole('main', { name: VIEW_LABELS[view] });
  return {
    dataDir,
    host,
    browser,
    page,
    sent,
    received,
    problems,
    async open(view) {
      await page.goto(`${host.url}#${view}`);
      await mainOf(view).waitFor();
      if (!options.firstRun && !welcomeAnswered) {
        welcomeAnswered = true;
        await page.evaluate('window.api.settings.update({ welcomeSeen: true })');
        await page.reload();
        await mainOf(view).waitFor();
      }
    },
    async navigate(view) {
      const link = page.getByRole('navigation', { name: 'Views' }).getByRole('link', {
        name: VIEW_LABELS[view],
        exact: true,
      });
      await link.click();
      await mainOf(view).waitFor();
    },
    async close() {
      await browser.close();
      await host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The channel a request frame names (its own, not one mentioned in its input, as a cost preview does). */
function channelOf(frame: string): string | null {
  try {
    const parsed: unknown = JSON.parse(frame);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'channel' in parsed &&
      typeof parsed.channel === 'string'
      ? parsed.channel
      : null;
  } catch {
    return null;
  }
}

/** The bridge requests on one channel sent since `from` (an index into `sent`). */
export function callsSince(sent: readonly string[], from: number, channel: string): string[] {
  return sent.slice(from).filter((frame) => channelOf(frame) === channel);
}
