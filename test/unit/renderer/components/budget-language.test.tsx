// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeFace } from '../../../../src/renderer/src/components/cost-badge';
import { ChoiceCostBadge } from '../../../../src/renderer/src/components/choice-costs';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';
import { creditBudget, withinBudget } from '../../../../src/shared/analytics/credit-budget';
import type { CostPreview } from '../../../../src/shared/domain/credits';
import type { AppError, Say } from '../../../../src/shared/envelope';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { renderIn } from '../helpers/language';

// Why a call past the monthly budget asks first reaches the screen in the user's language by its message id: in
// the cost badge, a group's price and the "confirm first" card. The sentence is withinBudget's own (shared); the
// guard's error is built as main's spend guard builds it (test/unit/credits/spend-guard.test.ts checks that).

afterEach(cleanup);

const now = Date.UTC(2026, 10, 29);
/** A budget of 10 credits with 3 left: a 12-credit call passes it. */
const overBudget = (): { reason: string; say: Say } => {
  const check = withinBudget(creditBudget({ now, planCredits: 10, spent: 7, plannedPerDay: 0 }), 12);
  if (check.within) throw new Error('12 credits fit a budget with 3 left');
  return { reason: check.reason, say: check.say };
};

const pastBudget = (): CostPreview => ({
  credits: 12,
  usdc: null,
  needsConfirmation: true,
  explanation: '12 credits',
  explanationSays: [{ id: 'prices.credits', values: { credits: 12, endpoint: 'GET /coins' } }],
  overBudget: overBudget().reason,
  overBudgetSay: overBudget().say,
});

describe('past the monthly budget, in the user’s language', () => {
  it('says in German in the badge’s tooltip why the call asks first', async () => {
    const de = await loadTranslator('de');
    const face = badgeFace(
      { preview: pastBudget(), error: null },
      { offline: false, count: String, t: de.t },
    );
    expect(face.detail).toContain(
      'Das kostet 12 Credits, und vom Budget dieses Monats sind noch 3 übrig (Erneuerung am 2026-12-01).',
    );
    expect(face.detail).not.toContain('This takes');
  });

  it('keeps main’s English for a preview without the message id', async () => {
    const de = await loadTranslator('de');
    const { overBudgetSay: _, ...old } = pastBudget();
    const face = badgeFace({ preview: old, error: null }, { offline: false, count: String, t: de.t });
    expect(face.detail).toContain("This takes 12 credits and 3 are left of this month's budget");
  });

  it('says it in Arabic in a group’s price, with the dual of two credits left', async () => {
    const cheap: CostPreview = { credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits' };
    const two = withinBudget(creditBudget({ now, planCredits: 10, spent: 8, plannedPerDay: 0 }), 12).say;
    const costs = {
      previews: new Map([
        ['a', cheap],
        ['b', { ...pastBudget(), ...(two ? { overBudgetSay: two } : {}) }],
      ] as const),
      error: null,
      demo: false,
    };
    const options = [
      { value: 'a', label: '1W' },
      { value: 'b', label: '1Y' },
    ] as const;
    renderIn(
      'ar',
      <ChoiceCostBadge options={options} costs={costs} noun="range" />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toContain(
        'يتطلب هذا 12 رصيدًا، ويتبقى من ميزانية هذا الشهر رصيدان (تتجدد في 2026-12-01).',
      ),
    );
    expect(screen.getByRole('tooltip').textContent).not.toContain('This takes');
  });

  it('tells the guard’s budget refusal from a threshold one by its message id, and says it in German', async () => {
    const de = await loadTranslator('de');
    const { reason, say } = overBudget();
    const refused: AppError = {
      code: 'confirmation_required',
      message: `Past your monthly budget: ${reason.replace(/\.$/, '')} (12 credits). Confirm it to go ahead.`,
      say: { id: 'errors.pastBudget', values: { stale: 'no' }, reason: say },
      cost: { credits: 12, explanation: '12 credits' },
    };
    expect(describeError(refused, null, de.t)).toMatchObject({
      headline: 'Das kostet 12 Credits und überschreitet Ihr monatliches Credit-Budget.',
      advice: 'Trotzdem ausgeben, oder das Budget in den Einstellungen erhöhen.',
    });
    // The words no longer decide: the same English without the id reads as a threshold refusal.
    const { say: _, ...wordsOnly } = refused;
    expect(describeError(wordsOnly, null, de.t).headline).toContain('Bestätigungsschwelle');
  });
});
