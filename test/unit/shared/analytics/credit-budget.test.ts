import { describe, expect, it } from 'vitest';
import { creditBudget, withinBudget, type ActionCheck } from '../../../../src/shared/analytics/credit-budget';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { sayText } from '../../../../src/shared/i18n/say';

const at = (iso: string) => Date.parse(iso);

describe('the monthly credit budget', () => {
  it("spreads what is left of the plan's credits over the days left, renewing on the 1st at 00:00 UTC", () => {
    // 20 Nov 12:00 UTC: renewal 1 Dec 00:00, 10.5 days away -> 11 days counting today.
    // 20,000 - 9,000 spent = 11,000 left, 1,000 a day. Planned 500 a day: 9,000 + 500 x 10.5 = 14,250.
    const b = creditBudget({
      now: at('2026-11-20T12:00:00Z'),
      planCredits: 20_000,
      spent: 9_000,
      plannedPerDay: 500,
    });
    expect(b.renewsAt).toBe(at('2026-12-01T00:00:00Z'));
    expect(b.monthStart).toBe(at('2026-11-01T00:00:00Z'));
    expect(b.daysLeft).toBe(11);
    expect(b.perDay).toBe(1_000);
    expect(b.forecast).toBe(14_250);
    expect(b.onTrack).toBe(true);
  });

  it("takes the user's own budget over the plan's, and renews into a leap February's 29 days", () => {
    // 1 Feb 2028 00:00: 29 days to 1 Mar. Budget 2,900, nothing spent: 100 a day.
    const b = creditBudget({
      now: at('2028-02-01T00:00:00Z'),
      planCredits: 20_000,
      monthlyBudget: 2_900,
      spent: 0,
      plannedPerDay: 0,
    });
    expect(b.daysLeft).toBe(29);
    expect(b.perDay).toBe(100);
  });

  it('says whether an action fits after the planned reads, and why not', () => {
    // Budget 1,000, spent 600, planned 100 a day over 2 days left: forecast 800; room 200.
    const b = creditBudget({
      now: at('2026-11-29T00:00:00Z'),
      planCredits: 1_000,
      spent: 600,
      plannedPerDay: 100,
    });
    expect(b.forecast).toBe(800);
    expect(withinBudget(b, 200)).toEqual({ within: true, leftAfter: 0, reason: null, say: null });
    const over = withinBudget(b, 250);
    expect(over.within).toBe(false);
    expect(over.reason).toBe(
      'This takes 250 credits; with the reads planned until 2026-12-01 the month would end 50 credits over budget.',
    );
    const past = withinBudget(b, 500);
    expect(past.reason).toBe(
      "This takes 500 credits and 400 are left of this month's budget (renews 2026-12-01).",
    );
  });

  it('says why not by its catalogue id, each count with its written figure', async () => {
    const b = creditBudget({
      now: at('2026-11-29T00:00:00Z'),
      planCredits: 1_000,
      spent: 600,
      plannedPerDay: 100,
    });
    expect(withinBudget(b, 250).say).toEqual({
      id: 'credits.budget.pastForecast',
      values: { credits: 250, n: '250', date: '2026-12-01', over: 50, overN: '50' },
    });
    const past = withinBudget(b, 401);
    expect(past.say).toEqual({
      id: 'credits.budget.pastLeft',
      values: { credits: 401, n: '401', date: '2026-12-01', left: 400, leftN: '400' },
    });
    // The same sentence in German, with the plural of each count: one credit left is "ist noch 1 übrig".
    const de = await loadTranslator('de');
    const german = (check: ActionCheck) => (check.within ? null : sayText(de.t, check.say));
    const oneLeft = creditBudget({
      now: at('2026-11-29T00:00:00Z'),
      planCredits: 10,
      spent: 9,
      plannedPerDay: 0,
    });
    expect(german(withinBudget(oneLeft, 12))).toBe(
      'Das kostet 12 Credits, und vom Budget dieses Monats ist noch 1 übrig (Erneuerung am 2026-12-01).',
    );
    expect(german(withinBudget(b, 250))).toBe(
      'Das kostet 250 Credits; mit den bis zum 2026-12-01 geplanten Abrufen läge der Monat am Ende 50 Credits über dem Budget.',
    );
  });

  it('never counts a spent-past budget as credits left', () => {
    const b = creditBudget({
      now: at('2026-11-30T23:00:00Z'),
      planCredits: 100,
      spent: 150,
      plannedPerDay: 0,
    });
    expect(b.remaining).toBe(0);
    expect(b.daysLeft).toBe(1);
    expect(b.onTrack).toBe(false);
  });
});
