import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession, type ViewId } from '../support/app-session';

// Every view in the pseudo language at 1024 px. A text node of words without the pseudo brackets never went
// through a catalogue; data (coin names, tickers, amounts) is marked translate="no" and does not count. Each view's
// count may only fall below its ceiling. The Watchlist's one is a bare age ("now"): Intl writes it in the
// interface's language, which for the pseudo language is English.

type Ceiling = Record<string, { untranslated: number; overflowing: number }>;
const ceiling = JSON.parse(
  readFileSync(new URL('../support/untranslated-ceiling.json', import.meta.url), 'utf8'),
) as Ceiling;

const VIEWS: ViewId[] = [
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

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('overview');
  await app.page.evaluate('window.api.settings.update({ language: "pseudo" })');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

interface Found {
  untranslated: string[];
  overflowing: string[];
}

type El = {
  closest(selector: string): El | null;
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getClientRects(): { length: number };
};
type Doc = {
  body: El;
  createTreeWalker(
    root: El,
    what: number,
  ): { nextNode(): { textContent: string | null; parentElement: El | null } | null };
  querySelectorAll(selector: string): Iterable<El>;
};

/** What the page shows now: untranslated text nodes and controls whose text does not fit. */
function look(): Promise<Found> {
  return app.page.evaluate(() => {
    const doc = (globalThis as unknown as { document: Doc }).document;
    const walker = doc.createTreeWalker(doc.body, 4);
    const untranslated = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!parent || !/[A-Za-z]{3,}/.test(text) || /[⟦⟧]/.test(text)) continue;
      if (parent.closest('[translate="no"], script, style, svg, [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      untranslated.add(text.slice(0, 80));
    }
    const overflowing: string[] = [];
    for (const control of doc.querySelectorAll('button, a, label, [role="tab"], select, th')) {
      if (control.getClientRects().length === 0) continue;
      if (control.scrollWidth > control.clientWidth + 1)
        overflowing.push((control.textContent ?? '').trim().slice(0, 60));
    }
    return { untranslated: [...untranslated].sort(), overflowing };
  });
}

/** Waits until the view's text has stopped changing (its reads have answered). */
async function settle(): Promise<void> {
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await app.page.waitForTimeout(300);
    const now = await app.page.locator('#fd-main').innerText();
    if (now === last) return;
    last = now;
  }
}

const found: Record<string, Found> = {};

it.each(VIEWS)('leaves no more untranslated text on %s than its ceiling', async (view) => {
  await app.page.goto(`${app.host.url}#${view}`);
  await app.page.locator('#fd-main').waitFor();
  await settle();
  const seen = await look();
  found[view] = seen;
  await app.page.screenshot({ path: join(screenshotDir, `pseudo-${view}-1024.png`) });
  writeFileSync(join(screenshotDir, '..', 'pseudo-walk.json'), JSON.stringify(found, null, 1));
  const limits = ceiling[view];
  expect(seen.untranslated.length).toBeLessThanOrEqual(limits?.untranslated ?? 0);
  expect(seen.overflowing.length).toBeLessThanOrEqual(limits?.overflowing ?? 0);
});
