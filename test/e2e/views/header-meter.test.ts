import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// The header's credit meter at the narrowest window the app is laid out for (1024 px): it says the credits are
// the month's, and when they renew on hover, in the demo too (a simulated account's), without wrapping the
// header onto a second line.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 640 });
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

describe('the header credit meter', () => {
  it("says the credits are this month's, and when the simulated account's renew", async () => {
    const header = app.page.getByRole('banner');
    const meter = header.locator('.fd-meter');
    await meter
      .locator('.fd-meter__text')
      .filter({ hasText: / left this month$/ })
      .waitFor();
    expect(await meter.innerText()).toMatch(
      /^Demo\s+STARTER\s+\(simulated\)\s+[\d,]+ used · [\d,]+ of [\d,]+ left this month/,
    );
    expect(await meter.getAttribute('title')).toMatch(
      /^The simulated account’s credits are monthly: they renew on \w{3} \d{1,2}, \d{4}/,
    );
    // One line at 1024 px: the figures are not broken, and the header is as tall as its brand.
    const text = await meter.locator('.fd-meter__text').boundingBox();
    const brand = await header.locator('.fd-brand').boundingBox();
    const bar = await header.boundingBox();
    expect(text?.height ?? 99).toBeLessThan(1.5 * (brand?.height ?? 0));
    expect(bar?.height ?? 99).toBeLessThan(2 * (brand?.height ?? 0) + 20);
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await header.screenshot({ path: join(screenshotDir, `header-meter-1024-${theme}.png`) });
    }
    expect(app.problems).toEqual([]);
  });
});
