import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';

// Each view opens under its own title, as a level-2 heading with the name its link in the sidebar has: a user (and
// a screen reader's list of headings) knows where they are. Overview leads with the total instead; RWA's title
// spells its short link out.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('overview');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const SPELLED_OUT: Record<string, string> = { RWA: 'Real-world assets' };

describe('view titles', () => {
  it('name each view from the sidebar in a heading at its top', async () => {
    const links = app.page.getByRole('navigation', { name: 'Views' }).getByRole('link');
    const names = (await links.allInnerTexts())
      .map((name) => name.trim())
      .filter((name) => name !== 'Overview');
    expect(names.length).toBeGreaterThan(5);
    const untitled: string[] = [];
    for (const name of names) {
      await links.filter({ hasText: name }).first().click();
      const view = app.page.getByRole('main', { name });
      await view.waitFor();
      const first = view.getByRole('heading', { level: 2 }).first();
      const title = await first.waitFor({ timeout: 5_000 }).then(
        () => first.innerText(),
        () => '(no heading)',
      );
      if (title.trim() !== (SPELLED_OUT[name] ?? name)) untitled.push(`${name}: ${title}`);
    }
    expect(untitled).toEqual([]);
  });
});
