import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, type AppSession } from '../support/app-session';
import { captureThemes, creditsUsed } from '../support/view-checks';

// In demo mode, the Credits view says when the month's credits run out at this month's pace, for
// the simulated account, and which features spent most, agreeing with the per-feature table beside it.
// Screenshots: test-results/screenshots/candle-lists-forecast-{light,dark}.png.

const DAY = 24 * 3_600_000;

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  // The portfolio view spends a few credits, so there is a feature to name.
  await app.open('portfolios');
  await app.page.getByRole('main', { name: 'Portfolios' }).getByText('Demo data').first().waitFor();
  await app.navigate('credits');
});

afterAll(async () => {
  await app?.close();
});

const forecast = () => app.page.getByRole('group', { name: 'Credit forecast' });

describe('the credit forecast', () => {
  it('says it is the simulated account, and forecasts from this month’s pace, or says it is too early', async () => {
    await forecast().waitFor();
    // Until the simulated account's usage has been checked (after the first batch of reads settles) the meter has
    // no allowance and the line says so; the forecast follows once it is known.
    await expect.poll(() => forecast().innerText(), { timeout: 20_000 }).not.toMatch(/No forecast yet/);
    const text = await forecast().innerText();
    expect(text).toMatch(/^Simulated demo account: /);
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const elapsed = now.getTime() - monthStart;
    if (elapsed < DAY) {
      expect(text).toContain('Not enough use yet to forecast: less than a day of this month has passed.');
      return;
    }
    const match =
      /At this month’s pace so far \(about ([\d,]+) credits a day over (\d+) days?\), the credits (last the month|run out around)/.exec(
        text,
      );
    expect(match, text).not.toBeNull();
    expect(Number(match?.[2])).toBe(Math.floor(elapsed / DAY));
    // The pace is the meter's "used" over the month so far (the simulated account's 1,000,000 last the month).
    const used = await creditsUsed(app.page);
    const perDay = Number(match?.[1]?.replaceAll(',', ''));
    expect(Math.abs(perDay - used / (elapsed / DAY))).toBeLessThanOrEqual(Math.max(2, perDay * 0.02));
    expect(match?.[3]).toBe('last the month');
  });

  it('names the features that spent most, as the per-feature table ranks them', async () => {
    const line = forecast().getByText(/^Most spent by /);
    await line.waitFor();
    const named = await line.locator('strong').allInnerTexts();
    expect(named.length).toBeGreaterThan(0);
    const usage = app.page.getByRole('table', { name: /^Use per feature since / });
    const rows = await usage
      .locator('tbody tr')
      .evaluateAll((trs: { innerText: string }[]) => trs.map((tr) => tr.innerText.split('\t')));
    const ranked = rows
      .filter(([feature]) => !feature?.startsWith('Used before this demo session'))
      .map(([feature = '', , credits = '0']) => ({ feature, credits: Number(credits.replaceAll(',', '')) }))
      .filter((r) => r.credits > 0)
      .sort((a, b) => b.credits - a.credits);
    expect(ranked[0]?.feature.startsWith(named[0] ?? '?')).toBe(true);
    expect(await line.innerText()).toMatch(/\(\d+%\)/);
  });

  it('prices "Check with the service" in the one badge style, set apart from the table below', async () => {
    const meter = app.page.getByRole('region', { name: 'Credit meter' });
    const check = meter.getByRole('button', { name: 'Check with the service' });
    const badge = meter.locator('.fd-cost', { hasText: /^free/ });
    // The badge's edge is drawn as every other price's is, and its tooltip says why it is free.
    // Page-side; this file is type-checked as Node code, without the DOM's types.
    const style = (el: unknown) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown): { borderTopStyle: string } }
      ).getComputedStyle(el).borderTopStyle;
    expect(await badge.evaluate(style)).toBe('solid');
    expect(await badge.getByRole('tooltip', { includeHidden: true }).textContent()).toMatch(/no credits/);
    const caption = meter.locator('caption').first();
    const [button, below] = [await check.boundingBox(), await caption.boundingBox()];
    if (!button || !below) throw new Error('the button or the table caption is not drawn');
    expect(below.y - (button.y + button.height)).toBeGreaterThanOrEqual(8);
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    await forecast().scrollIntoViewIfNeeded();
    expect(await captureThemes(app.page, 'candle-lists-forecast')).toEqual({ light: [], dark: [] });
  });

  it('raised no page errors or CSP reports', () => {
    expect(app.problems).toEqual([]);
  });
});
