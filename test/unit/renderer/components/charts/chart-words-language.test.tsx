// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeColumns } from '../../../../../src/renderer/src/components/charts/candle-legend';
import { CandleLegend } from '../../../../../src/renderer/src/components/charts/candle-legend-view';
import { CandleRangeChart } from '../../../../../src/renderer/src/components/charts/candle-range-chart';
import { AreaChart, ProfitBars } from '../../../../../src/renderer/src/components/charts/charts';
import { summarizeBars } from '../../../../../src/renderer/src/components/charts/summaries';
import { createFormat } from '../../../../../src/renderer/src/lib/format';
import { loadTranslator } from '../../../../../src/shared/i18n/load';
import { fakeApi } from '../../helpers/fake-api';
import { live, NOW, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The charts' own words in the user's language: the candle legend's terms and the sentences a screen reader
// hears instead of the canvas, counted with the language's plural; the figures keep the number format.

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));
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

  it('isolates each figure of the Arabic line and bar chart summaries, and leaves the English ones as they were', async () => {
    const points = [
      { t: NOW - 86_400_000, value: 50_000 },
      { t: NOW, value: 52_500 },
    ];
    const caption = () => document.querySelector('figcaption')?.textContent ?? '';
    for (const chart of [
      <AreaChart points={points} currency="USD" label="BTC" />,
      <ProfitBars points={points} currency="USD" label="P/L" />,
    ]) {
      renderIn('ar', chart, fakeApi({ 'settings:get': () => live(settings()) }));
      await waitFor(() => expect(caption()).toMatch(/\u2068\+?\$52,500\.00\u2069/), { timeout: 3000 });
      // No figure outside an isolate: with them taken out, no dollar or percent is left.
      expect(caption().replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(/[$%]/);
      cleanup();
      renderIn('en', chart, fakeApi({ 'settings:get': () => live(settings()) }));
      await waitFor(() => expect(caption()).toContain('$52,500.00'), { timeout: 3000 });
      expect(caption()).not.toMatch(/[\u2068\u2069]/);
      cleanup();
    }
  }, 20_000);

  it('isolates each price of the Arabic candle chart summary, and leaves the English one as it was', async () => {
    const HOUR = 3_600_000;
    const range = {
      exchange: 'binance',
      pair: 'BTC/USDT',
      interval: '1h' as const,
      from: NOW - 2 * HOUR,
      hasOlder: false,
      columns: {
        t: Float64Array.of(NOW - 2 * HOUR, NOW - HOUR),
        o: Float64Array.of(96_990, 97_000),
        h: Float64Array.of(97_020, 97_520),
        l: Float64Array.of(96_970, 96_980),
        c: Float64Array.of(97_000, 97_500),
        v: Float64Array.of(5, 5),
      },
    };
    const chart = (
      <CandleRangeChart range={range} currency="USD" label="BTC/USDT" onOlder={() => undefined} />
    );
    const caption = () => document.querySelector('figcaption')?.textContent ?? '';
    renderIn('ar', chart, fakeApi({ 'settings:get': () => live(settings()) }));
    await screen.findByRole('group', { name: 'أحدث شمعة' }, { timeout: 5000 });
    for (const price of ['$96,990.00', '$97,500.00', '$96,970.00', '$97,520.00']) {
      expect(caption()).toContain(`\u2068${price}\u2069`);
    }
    cleanup();
    renderIn('en', chart, fakeApi({ 'settings:get': () => live(settings()) }));
    await screen.findByRole('group', { name: 'Newest candle' }, { timeout: 5000 });
    expect(caption()).toContain('Opened at $96,990.00, last close $97,500.00. Lowest $96,970.00 on ');
  });
});
