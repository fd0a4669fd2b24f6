import { describe, expect, it } from 'vitest';
import { pointWords } from '../../../../../src/renderer/src/components/charts/series-chart';
import { loadTranslator } from '../../../../../src/shared/i18n/load';

// The line under a chart says what the pointer is on: for a candle, its open, high, low and close in the
// user's language, the prices as the number format writes them.

const candle = { time: 1, open: 1, high: 2, low: 0.5, close: 1.5 };
const price = (n: number) => `$${n.toFixed(2)}`;

describe('the readout under a chart', () => {
  it('names a candle’s open, high, low and close in German', async () => {
    const { t } = await loadTranslator('de');
    expect(pointWords(t, 'point', '3. Dez.', candle, price)).toBe(
      '3. Dez.: Eröffnung $1.00, Hoch $2.00, Tief $0.50, Schluss $1.50',
    );
    expect(pointWords(t, 'latest', '3. Dez.', candle, price)).toBe(
      'Zuletzt, 3. Dez.: Eröffnung $1.00, Hoch $2.00, Tief $0.50, Schluss $1.50',
    );
  });

  it('names them in Arabic, and keeps English as it was', async () => {
    const arabic = await loadTranslator('ar');
    expect(pointWords(arabic.t, 'point', 'x', candle, price)).toBe(
      'x: الافتتاح $1.00، الأعلى $2.00، الأدنى $0.50، الإغلاق $1.50',
    );
    const english = await loadTranslator('en');
    expect(pointWords(english.t, 'point', 'Dec 3', candle, price)).toBe(
      'Dec 3: open $1.00, high $2.00, low $0.50, close $1.50',
    );
    expect(pointWords(english.t, 'latest', 'Dec 3', { time: 1, value: 4 }, price)).toBe('Latest, Dec 3: $4.00');
  });
});
