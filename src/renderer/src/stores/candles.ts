import { createStore } from 'zustand/vanilla';
import type { Api } from '../../../shared/contract';
import { readPersisted, writePersisted } from '../lib/persisted';
import { createKnownPairs } from './candle-pairs';
import { DEFAULT_FORM, isCandleForm, type CandleForm } from './candle-form';
import { createCandleRange, reloadQuery } from './candle-range';
import { firstInput } from './candle-range-plan';
import type { OpeningCall } from './opening';
import { createResource, withRefresh, type NoQuery } from './resource';

export type { CandlesQuery } from './candle-range-plan';
/** An exchange's most traded pairs, or (fromCoin) those of one base asset. */
export type PairsQuery = { exchange: string; fromCoin?: string };

const FORM_KEY = 'candle-form';

/**
 * The form lives in a store, not in the view: leaving Candles and coming back (or reloading) shows the form the
 * chart was drawn from, never the defaults over another pair's candles. The series is read by visible range.
 */
export function createCandleStores(api: Api) {
  const form = createStore<CandleForm>()(() => readPersisted(FORM_KEY, isCandleForm) ?? DEFAULT_FORM);
  form.subscribe((state) => writePersisted(FORM_KEY, state));
  const pairs = createResource((q: PairsQuery, refresh: boolean) =>
    api.tickers.markets(withRefresh(q, refresh)),
  );
  return {
    form,
    series: createCandleRange(api),
    // The lists the form picks from (pair-picker.tsx); read when the user opens one, then kept a day by main.
    exchanges: createResource((q: NoQuery, refresh: boolean) =>
      api.tickers.exchanges(withRefresh(q, refresh)),
    ),
    pairs,
    knownPairs: createKnownPairs(pairs),
  };
}

export type CandleStores = ReturnType<typeof createCandleStores>;

/**
 * Every read opening the Candles view sends: it draws nothing by itself (the user presses Show candles, priced
 * beside the button), so only coming back to a chart reads its newest stretch again (the series' reload). A view
 * never drawn opens for free.
 */
export function candlesOpeningCalls(stores: CandleStores): OpeningCall[] {
  const query = reloadQuery(stores.series.getState());
  return query === null ? [] : [{ channel: 'candles:window', input: firstInput(query) }];
}
