import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import { candleWindowSchema } from '../../../shared/contract/candle-range';
import type { CandleWindow } from '../../../shared/domain/candle-range';
import type { CostPreview } from '../../../shared/domain/credits';
import type { AppError, Envelope } from '../../../shared/envelope';
import {
  firstInput,
  mergeStretch,
  olderInput,
  type CandlesQuery,
  type LoadedRange,
} from './candle-range-plan';
import { NOTHING_READ, settle, type ResourceState, type ResourceStore } from './resource';

// The candle chart's series, loaded by visible range (candle-range-plan.ts). It behaves as a resource store for
// the view (banner, source line, reload on data:changed, clear on a mode switch) and adds the scroll-back step.
// Every answer is checked against the contract's column schema where it arrives: the web host's JSON turns a
// NaN into null, and a chart fed one throws.

export interface CandleRangeState extends ResourceState<LoadedRange, CandlesQuery> {
  /** An older stretch is on its way. */
  olderLoading: boolean;
  /** Why the last older stretch did not load (the chart keeps what it has). */
  olderError: AppError | null;
  /** An older stretch above the confirmation threshold, waiting for the user's yes. */
  confirming: { input: Input<'candles:window'>; cost: CostPreview } | null;
  /** The user said no to an older stretch's price: scrolling asks no more until they press the button. */
  declined: boolean;
}

export interface CandleRangeStore
  extends
    StoreApi<CandleRangeState>,
    Omit<ResourceStore<LoadedRange, CandlesQuery>, keyof StoreApi<unknown>> {
  /** Asks for the stretch before the oldest one held; does nothing while one is on its way or none is left. */
  older(visibleBars: number, options?: { asked?: boolean }): Promise<void>;
  /** The user said no to the waiting stretch. */
  decline(): void;
  /** The user agreed to the price of the waiting stretch: confirm it with main and send it. */
  confirmOlder(): Promise<void>;
}

/** The answer, its columns checked; a malformed one becomes a bad_response error, so nothing bad is drawn. */
export function checked(envelope: Envelope<CandleWindow>): Envelope<CandleWindow> {
  if (!envelope.ok) return envelope;
  const parsed = candleWindowSchema.safeParse(envelope.value);
  if (parsed.success) return envelope;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown';
  return {
    ok: false,
    error: {
      code: 'bad_response',
      message: `The candles from the app's back end were malformed (${where}).`,
    },
  };
}

/**
 * The series a reload reads again (its newest stretch): none before the first Show candles, nor one that asked
 * first and was not agreed to, unless the user pressed Refresh.
 */
export function reloadQuery(
  state: CandleRangeState,
  options: { refresh?: boolean } = {},
): CandlesQuery | null {
  const { query, error } = state;
  return query === null || (error?.code === 'confirmation_required' && !options.refresh) ? null : query;
}

/** What the store's steps share: the api, the state, and the sequence that drops answers to an older query. */
interface RangeCtx {
  api: Api;
  store: StoreApi<CandleRangeState>;
  /** Answers to an older query (another pair, a cleared mode) are dropped when they land. */
  sequence: number;
}

const fetchWindow = (api: Api, input: Input<'candles:window'>) =>
  api.candles
    .window(input)
    .then(checked)
    .catch((reason: unknown): Envelope<CandleWindow> => ({
      ok: false,
      error: { code: 'internal', message: `The app could not reach its back end: ${String(reason)}` },
    }));

/**
 * The newest stretch; kept together with what is held when it answers the query already on screen.
 * `confirmToken`: the user's yes to the stretch's price, when it asked first.
 */
async function loadNewest(ctx: RangeCtx, query: CandlesQuery, keep: boolean, confirmToken?: string) {
  const { store } = ctx;
  const mine = ++ctx.sequence;
  // An older stretch still on its way is dropped when it lands (another sequence): this series asks its own.
  store.setState({
    loading: true,
    query,
    olderLoading: false,
    olderError: null,
    confirming: null,
    declined: false,
  });
  const first = firstInput(query);
  const envelope = await fetchWindow(
    ctx.api,
    confirmToken === undefined ? first : { ...first, confirmToken },
  );
  if (mine !== ctx.sequence) return;
  store.setState((prev) => {
    if (!envelope.ok) return settle(prev, envelope);
    const held =
      keep && prev.value && JSON.stringify(prev.shownQuery) === JSON.stringify(query) ? prev.value : null;
    return settle(prev, { ...envelope, value: mergeStretch(held, envelope.value) });
  });
}

/** An older stretch: merged in, or its price put to the user when it asks first, or its error kept aside. */
async function sendOlder(ctx: RangeCtx, input: Input<'candles:window'>) {
  const { api, store } = ctx;
  const mine = ctx.sequence;
  store.setState({ olderLoading: true, olderError: null, confirming: null });
  const envelope = await fetchWindow(api, input);
  if (mine !== ctx.sequence) return;
  if (!envelope.ok) {
    const cost = envelope.error.code === 'confirmation_required' ? envelope.error.cost : undefined;
    if (cost) {
      const preview = await api.credits.preview({ channel: 'candles:window', input });
      if (mine !== ctx.sequence) return;
      if (preview.ok)
        return store.setState({ olderLoading: false, confirming: { input, cost: preview.value } });
    }
    return store.setState({ olderLoading: false, olderError: envelope.error });
  }
  store.setState((prev) => ({
    olderLoading: false,
    value: mergeStretch(prev.value, envelope.value),
    meta: prev.meta && { ...prev.meta, credits: envelope.meta.credits },
  }));
}

export function createCandleRange(api: Api): CandleRangeStore {
  const store = createStore<CandleRangeState>()(() => ({
    ...NOTHING_READ,
    olderLoading: false,
    olderError: null,
    confirming: null,
    declined: false,
  }));
  const ctx: RangeCtx = { api, store, sequence: 0 };

  return {
    ...store,
    load: (query) => loadNewest(ctx, query, false),
    reload: async (options = {}) => {
      const query = reloadQuery(store.getState(), options);
      if (query !== null) await loadNewest(ctx, query, true);
    },
    put: (value, meta) => store.setState((prev) => ({ value, meta, error: null, shownQuery: prev.query })),
    clear: () => {
      ctx.sequence += 1;
      store.setState({
        value: null,
        meta: null,
        error: null,
        loading: false,
        shownQuery: null,
        olderLoading: false,
        olderError: null,
        confirming: null,
        declined: false,
      });
    },
    async older(visibleBars, options = {}) {
      const { value, shownQuery, olderLoading, loading, confirming, declined } = store.getState();
      if (!value || !shownQuery || !value.hasOlder || olderLoading || loading || confirming) return;
      if (declined && !options.asked) return;
      await sendOlder(ctx, olderInput(shownQuery, value, visibleBars));
    },
    // The newest stretch asked first (Show candles above the threshold): the user's yes, from the card.
    async spend() {
      const { query } = store.getState();
      if (query === null) return;
      const mine = ++ctx.sequence;
      store.setState({ loading: true });
      const answer = await api.credits.confirm({ channel: 'candles:window', input: firstInput(query) });
      if (mine !== ctx.sequence) return;
      if (!answer.ok) return store.setState({ loading: false, error: answer.error });
      await loadNewest(ctx, query, false, answer.value.confirmToken);
    },
    decline: () => store.setState({ confirming: null, declined: true }),
    async confirmOlder() {
      const pending = store.getState().confirming;
      if (!pending) return;
      const answer = await api.credits.confirm({ channel: 'candles:window', input: pending.input });
      if (!answer.ok) return store.setState({ confirming: null, olderError: answer.error });
      await sendOlder(ctx, { ...pending.input, confirmToken: answer.value.confirmToken });
    },
  };
}
