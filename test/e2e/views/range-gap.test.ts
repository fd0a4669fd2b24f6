import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { serveSkewed, type SkewedService } from '../support/skewed-service';

// The service samples each chart range apart, so a longer range may end days before a shorter one. Live mode against a server whose "All"
// range ends six days early (support/skewed-service.ts): the chart must end on the newest point the app has
// (from the shorter range) and say where its own history stops, never show an older end as "now". Runs inside
// `bash scripts/with-keyring.sh` (the key goes to the keychain).

let service: SkewedService;
let app: AppSession;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  service = await serveSkewed(createSandbox({ seed: 11, now: Date.now(), followRealTime: () => Date.now() }));
  app = await openAppSession({ hostArgs: ['--api-base-url', `${service.url}/v1`] });
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
  await service?.close();
});

interface Ends {
  /** The caption's last time, as shown ("Nov 24, 2026, 3:00 PM"). */
  to: string;
  /** The caption's last value, as shown ("$113,023.61"). */
  endedAt: string;
}

/** The end of what a chart draws, read from its caption (the sentence a screen reader hears). */
async function endsOf(figure: Locator): Promise<Ends> {
  const caption = await figure.locator('figcaption').innerText();
  const match = /^\d+ points? from .+? to (.+?)\. Started at .+? and ended at (\S+?)[ .]/.exec(caption);
  if (!match?.[1] || !match[2]) throw new Error(`The chart's caption names no end: "${caption}"`);
  return { to: match[1], endedAt: match[2] };
}

/** A time written as the app writes it ("medium" date and "short" time in the page's locale). */
const shownTime = (ms: number): Promise<string> =>
  app.page.evaluate(
    (t) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(t),
    ms,
  );

describe('a longer range that ends before a shorter one', () => {
  it('stores the key and leaves demo mode', async () => {
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-premium-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page
      .getByTestId('key-status')
      .filter({ hasText: /^Stored/ })
      .waitFor();
    await app.page.getByTestId('app-mode').filter({ hasNotText: 'Demo mode' }).waitFor();
  });

  it('extends the portfolio\'s "All" chart to the newest value "1W" gave, and names the gap', async () => {
    await app.navigate('portfolios');
    const card = app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('region', { name: 'Value over time' });
    await card.getByRole('radio', { name: '1W', exact: true }).click();
    const week = card.getByRole('figure', { name: /· 1W · in USD$/ });
    await week.waitFor();
    const weekEnds = await endsOf(week);
    // Nothing to say while the range shown is the newest one.
    expect(await card.getByRole('note').count()).toBe(0);

    await card.getByRole('radio', { name: 'All', exact: true }).click();
    const all = card.getByRole('figure', { name: /· All time · in USD$/ });
    await all.waitFor();
    const kept = service.lastKept.get('/v1/portfolio/chart');
    if (kept === undefined) throw new Error('The "All" chart was never asked for');
    const note = card.getByRole('note');
    await note.waitFor();
    expect(await note.innerText()).toBe(
      `The service’s All time history ends on ${await shownTime(kept)}; the last point is the newest value ` +
        `another range gave (${weekEnds.to}), with no data in between.`,
    );
    // The chart ends where 1W ended, on the same value: not on the older end as if it were now.
    expect(await endsOf(all)).toEqual(weekEnds);
    await app.page.getByRole('main', { name: 'Portfolios' }).evaluate((el: { scrollTop: number }) => {
      el.scrollTop = 0;
    });
    await card.scrollIntoViewIfNeeded();
    await app.page.mouse.move(0, 0);
    await app.page.screenshot({ path: join(screenshotDir, 'range-gap.png') });
  });

  it('drops the note again when a range that reaches the newest point is shown', async () => {
    const card = app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('region', { name: 'Value over time' });
    await card.getByRole('radio', { name: '1M', exact: true }).click();
    await card.getByRole('figure', { name: /· 1M · in USD$/ }).waitFor();
    await expect.poll(() => card.getByRole('note').count()).toBe(0);
  });

  it('does the same for the tokenized market history', async () => {
    await app.navigate('rwa');
    const card = app.page
      .getByRole('main', { name: 'RWA' })
      .getByRole('region', { name: 'Tokenized market history' });
    await card.getByRole('radio', { name: '1Y', exact: true }).click();
    const year = card.getByRole('figure', { name: /: Market cap, 1Y$/ });
    await year.waitFor();
    const yearEnds = await endsOf(year);
    expect(await card.getByRole('note').count()).toBe(0);

    await card.getByRole('radio', { name: 'All', exact: true }).click();
    const all = card.getByRole('figure', { name: /: Market cap, All$/ });
    await all.waitFor();
    const kept = service.lastKept.get('/v1/rwa/history');
    if (kept === undefined) throw new Error('The "All" history was never asked for');
    const note = card.getByRole('note');
    await note.waitFor();
    expect(await note.innerText()).toBe(
      `This range’s history ends on ${await shownTime(kept)}; the last point is the newest value another ` +
        `range gave (${yearEnds.to}), with no data in between.`,
    );
    expect(await endsOf(all)).toEqual(yearEnds);
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
