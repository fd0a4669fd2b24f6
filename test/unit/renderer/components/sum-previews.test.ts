import { describe, expect, it } from 'vitest';
import { asksText, sumPreviews } from '../../../../src/renderer/src/components/cost-badge';
import { englishTranslator } from '../../../../src/shared/i18n/translator';
import { preview as price } from '../helpers/cost-tip';

describe('the price of several calls together', () => {
  it('adds the credits and keeps why one of them asks first', () => {
    const past = 'This would pass your monthly budget of 1,000 credits.';
    const sum = sumPreviews([price(4), price(57, { needsConfirmation: true, overBudget: past })]);
    expect(sum.credits).toBe(61);
    expect(sum.needsConfirmation).toBe(true);
    // The whole click asks for the budget's reason, not only "asks first".
    expect(asksText(sum, englishTranslator.t)).toBe(past);
  });

  it('asks nothing when no call does', () => {
    expect(asksText(sumPreviews([price(4), price(57)]), englishTranslator.t)).toBeNull();
  });
});
