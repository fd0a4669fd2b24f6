// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeColumns } from '../../../../../src/renderer/src/components/charts/candle-legend';
import { CandleLegend } from '../../../../../src/renderer/src/components/charts/candle-legend-view';
import { summarizeBars } from '../../../../../src/renderer/src/components/charts/summaries';
import { createFormat } from '../../../../../src/renderer/src/lib/format';
import { loadTranslator } from '../../../../../src/shared/i18n/load';
import { fakeApi } from '../../helpers/fake-api';
import { live, NOW, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The charts' own words in the user's language: the candle legend's terms and the sentences a screen reader
// hears instead of the canvas, counted with the language's plural; the figures keep the number format.

afterEach(cleanup);

const candle = { t: NOW, o: 1, h: 2, l: 0.5, c: 1.5, v: 10 };

describe('the charts in another language', () => {
  it('names the candle legend’s terms in German', async () => {
    renderIn(
      'de',
      <CandleLegend candle={candle} intraday money={String} volumeUnit="BTC" hovered={false} />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByRole('group', { name: 'Neueste Kerze' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Eröffnung',
      'Hoch',
      'Tief',
      'Schluss',
      'Volumen',
    ]);
  });

  it('says what a candle or bar chart holds in German and with the Arabic dual', async () => {
    const fmt = createFormat('en-US', false, 'UTC');
    const german = await loadTranslator('de');
    const columns = { t: [NOW], o: [1], h: [2], l: [0.5], c: [1.5], v: [10] };
    expect(summarizeColumns(columns, String, fmt, false, german.t)).toMatch(/^1 Kerze geladen, von /);
    const arabic = await loadTranslator('ar');
    const bars = [
      { t: NOW - 86_400_000, value: 5 },
      { t: NOW, value: -2 },
    ];
    expect(summarizeBars(bars, String, fmt, arabic.t)).toMatch(/^فترتان: 1 بربح، 1 بخسارة/);
  });
});
