import { describe, expect, it } from 'vitest';
import { createFormat } from '../../../../src/renderer/src/lib/format';
import { plFormulas } from '../../../../src/renderer/src/lib/pl-formulas';
import type { PortfolioValue } from '../../../../src/shared/domain/portfolio';
import { loadTranslator } from '../../../../src/shared/i18n/load';

// Each P/L figure's tooltip explains it with the numbers it was made from: a sentence of the user's language, the
// figures in the user's number format.

const value: PortfolioValue = {
  currency: 'EUR',
  totalValue: 1500,
  defiValue: null,
  totalCost: 1000,
  unrealizedProfitLoss: 500,
  unrealizedProfitLossPercent: 50,
  realizedProfitLoss: -20,
  realizedProfitLossPercent: -4,
  allTimeProfitLoss: 480,
  allTimeProfitLossPercent: 32,
};

describe('the P/L formulas', () => {
  it('explain the unrealized P/L in German, with German figures', async () => {
    const { t } = await loadTranslator('de');
    const formulas = plFormulas(value, createFormat('de-DE', false, 'UTC', 'de'));
    expect(t(formulas.unrealized.id, formulas.unrealized.values)).toBe(
      'Unrealisierter G/V = Wert der Bestände − Einstandswert = 1.500,00\u00a0€ − 1.000,00\u00a0€ = +500,00\u00a0€. ' +
        'Prozent = unrealisierter G/V ÷ Einstandswert × 100 = +50,00\u00a0%.',
    );
  });

  it('explain the all-time P/L in Arabic and keep the English sentence as it was', async () => {
    const formulas = plFormulas(value, createFormat('en-US', false, 'UTC', 'en'));
    const arabic = await loadTranslator('ar');
    const said = arabic.t(formulas.allTime.id, formulas.allTime.values);
    expect(said).toContain('+€500.00');
    expect(said).not.toMatch(/All-time|unrealized/);
    const english = await loadTranslator('en');
    expect(english.t(formulas.realized.id, formulas.realized.values)).toBe(
      'Realized P/L = what sales brought in − what the sold coins cost = -€20.00. ' +
        'Percent = realized P/L ÷ cost of the sold coins × 100 = -4.00%.',
    );
  });
});
