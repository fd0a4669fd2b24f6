import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';

// Settings in a narrow window: the Storage card, where a data folder's path with no hyphen or space to wrap at
// (this run's folder is letters and digits only) meets the column beside it, and the tray note's link.

let app: AppSession;
const dataDir = mkdtempSync(join(tmpdir(), 'folioStorageLayout'));

beforeAll(async () => {
  app = await openAppSession({ hostArgs: ['--data-dir', dataDir] });
  await app.page.setViewportSize({ width: 1280, height: 800 });
  await app.open('settings');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('shows the database path and its size side by side, neither drawn over the other', async () => {
  const storage = app.page.getByRole('main', { name: 'Settings' }).getByRole('region', { name: 'Storage' });
  const path = storage.locator('.fd-stat', { hasText: 'Database' }).getByRole('definition');
  const size = storage.locator('.fd-stat', { hasText: 'Size' }).getByRole('definition');
  await size.filter({ hasText: /\d/ }).waitFor();
  expect(await path.innerText()).toBe(join(dataDir, 'folio.db'));
  const [text, beside] = [await path.locator('code').boundingBox(), await size.boundingBox()];
  if (!text || !beside) throw new Error('the Storage figures are not drawn');
  // The path's text ends before the size begins, and stays inside its own column.
  expect(text.x + text.width).toBeLessThanOrEqual(beside.x);
  expect(await path.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

it('writes the tray note as one paragraph: its link within the sentence, not on a line of its own', async () => {
  const note = app.page
    .getByRole('main', { name: 'Settings' })
    .getByText(/^The tray menu['’]s quick price check lists/);
  const link = note.getByRole('link', { name: 'Watchlist' });
  const [box, linkBox] = [await note.boundingBox(), await link.boundingBox()];
  if (!box || !linkBox) throw new Error('the tray note is not drawn');
  // Two lines of text at this width; the link shares its line with the words around it.
  expect(box.height).toBeLessThan(linkBox.height * 2.5);
  expect(linkBox.x).toBeGreaterThan(box.x + 20);
});

it('never scrolls the window itself, only the view: a long view keeps the header and the sidebar on screen', async () => {
  await app.navigate('portfolios');
  await app.page.getByRole('table', { name: 'Holdings' }).waitFor();
  // The page's own globals, typed here (the tests compile without the DOM library).
  type Page = {
    document: { documentElement: { scrollHeight: number } };
    innerHeight: number;
    scrollY: number;
  };
  const sizes = await app.page.evaluate(() => {
    const page = globalThis as unknown as Page;
    return { page: page.document.documentElement.scrollHeight, window: page.innerHeight };
  });
  // Hidden table captions once lay below the window and made the page 1,990 px tall in an 800 px one.
  expect(sizes.page).toBeLessThanOrEqual(sizes.window);
  await app.page.mouse.move(60, 500);
  await app.page.mouse.wheel(0, 2_000);
  await app.page.getByRole('navigation').first().waitFor();
  expect(await app.page.evaluate(() => (globalThis as unknown as Page).scrollY)).toBe(0);
  await app.navigate('settings');
});
