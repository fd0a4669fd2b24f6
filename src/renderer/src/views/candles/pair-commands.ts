import type { TickerPairsPage } from '../../../../shared/domain/tickers';
import type { Command } from '../../lib/palette';
import type { CandleStores } from '../../stores/candles';
import { firstInput } from '../../stores/candle-range-plan';
import type { PendingCall } from '../../components/cost-badge';
import { toQuery, type CandleForm } from '../../stores/candle-form';
import type { Translate } from '../../stores/i18n';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { keywordsOf } from '../../lib/palette-keywords';

// The command palette's pairs: the pair in the candle form and the pairs of the exchange list last read (nothing
// is read to fill the palette). Picking one opens Candles on it with the form's interval and range, and draws it;
// the palette shows what the candles cost first.

export type PairCommand = Command & { calls?: readonly PendingCall[] };

export function pairCommands(
  stores: CandleStores,
  form: CandleForm,
  pairs: TickerPairsPage | null,
  open: () => void,
  t: Translate = englishTranslator.t,
): PairCommand[] {
  const known = [{ exchange: form.exchange.trim(), pair: form.pair.trim().toUpperCase() }];
  for (const p of pairs?.pairs ?? []) {
    if (!known.some((k) => k.exchange === p.exchange && k.pair === p.pair)) {
      known.push({ exchange: p.exchange, pair: p.pair });
    }
  }
  return known.flatMap(({ exchange, pair }) => {
    const next = { ...form, exchange, pair };
    const parsed = toQuery(next);
    if (!('query' in parsed)) return [];
    const query = parsed.query;
    const [base = '', quote = ''] = pair.split('/');
    return [
      {
        id: `pair:${exchange}:${pair}`,
        group: 'Pair',
        label: t('palette.pairCandles', { exchange, pair }),
        keywords: keywordsOf(t, 'keywords.pair', base, quote),
        spends: true,
        // Priced as what the chart sends first: the newest stretch (candle-range-plan.ts).
        calls: [{ channel: 'candles:window', input: firstInput(query) }],
        run: () => {
          stores.form.setState({ exchange, pair });
          open();
          void stores.series.load(query);
        },
      },
    ];
  });
}
