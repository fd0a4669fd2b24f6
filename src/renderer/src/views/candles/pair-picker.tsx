import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { TickerExchange, TickerPairsPage } from '../../../../shared/domain/tickers';
import type { AppError } from '../../../../shared/envelope';
import { ComboBox, filterOptions, type ComboOption } from '../../components/combo-box';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { describeError } from '../../lib/describe-error';
import type { PairsQuery } from '../../stores/candles';
import { listsPair, pairForExchange, pairsOf } from '../../stores/candle-pairs';
import type { ResourceStore } from '../../stores/resource';
import { NO_QUERY } from '../../stores/resource';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { messageParts } from '../../components/message-parts';

// Exchange and pair, picked from the service's own lists (GET /tickers/exchanges, /tickers/markets) by typing to
// filter. A list is read only when its field is opened (2 credits for the exchanges, 3 for an exchange's pairs,
// then kept a day), and when it cannot be read (offline, nothing cached) the field says so and takes typed text.

const EXCHANGE_NAME = /^[A-Za-z0-9 ._-]{1,50}$/;

/** Loads when never asked, or when the last try failed with nothing to show (opening the field again retries). */
function loadIfNeeded<T, Q>(store: ResourceStore<T, Q>, query: Q): void {
  const s = store.getState();
  const same = JSON.stringify(s.query) === JSON.stringify(query);
  if (s.loading && same) return;
  if (!same || (s.value === null && s.error !== null)) void store.load(query);
}

/** Why a list is missing, in the user's words, and what to do instead: `list` names the list's two sentences. */
function unreadable(
  t: Translate,
  list: {
    above: 'candles.exchangesAbove' | 'candles.pairsAbove';
    failed: 'candles.exchangesFailed' | 'candles.pairsFailed';
  },
  error: AppError,
  exchange = '',
  count: (n: number) => string = String,
): string {
  // Not a failure: the list was not read because it costs more than the user's threshold.
  if (error.code === 'confirmation_required') {
    const credits = error.cost?.credits;
    const cost =
      credits === undefined
        ? t('candles.moreCredits')
        : t('candles.credits', { count: credits, n: count(credits) });
    return t(list.above, { cost, exchange });
  }
  const reason = describeError(error, null, t).headline.replace(/\.$/, '');
  return t(list.failed, { reason, exchange });
}

const EXCHANGE_LIST = { above: 'candles.exchangesAbove', failed: 'candles.exchangesFailed' } as const;
const PAIR_LIST = { above: 'candles.pairsAbove', failed: 'candles.pairsFailed' } as const;

function ExchangeField(props: {
  value: string;
  onChange: (exchange: string) => void;
  onSettle: (exchange: string, before: string) => void;
}) {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const now = useNow();
  const list = useStore(stores.candles.exchanges);
  const cost = useCostPreview('tickers:exchanges', list.value ? null : {});
  const options: ComboOption[] = (list.value ?? []).map((e: TickerExchange) => ({
    value: e.name,
    detail: e.rank !== null ? t('candles.rank', { rank: String(e.rank) }) : undefined,
  }));
  let hint: ReactNode;
  if (list.value && list.meta) {
    const age = fmt.age(list.meta.fetchedAt, now);
    hint = t('candles.exchangesListed', { count: list.value.length, n: fmt.count(list.value.length), age });
  } else if (list.loading) hint = t('candles.readingExchanges');
  else if (list.error) hint = unreadable(t, EXCHANGE_LIST, list.error, '', fmt.count);
  else
    hint = messageParts(t, 'candles.filterExchanges', {
      cost: <CostBadge cost={cost} cached note={t('candles.keptADay')} />,
    });
  return (
    <ComboBox
      label={t('candles.exchange')}
      value={props.value}
      onChange={props.onChange}
      onSettle={props.onSettle}
      options={options}
      onOpen={() => loadIfNeeded(stores.candles.exchanges, NO_QUERY)}
      hint={hint}
      noMatch={(typed) => t('candles.noExchange', { typed })}
      maxLength={50}
    />
  );
}

function pairHint(
  t: Translate,
  exchange: string,
  page: TickerPairsPage | null,
  fromCoin: string | undefined,
  state: { loading: boolean; error: AppError | null },
  count: (n: number) => string,
  age: string,
): string | null {
  if (state.loading) {
    return fromCoin
      ? t('candles.readingCoinPairs', { coin: fromCoin, exchange })
      : t('candles.readingPairs', { exchange });
  }
  if (page) {
    const shown = page.pairs.length;
    const values = { count: shown, n: count(shown), exchange: page.exchange, age };
    if (fromCoin) return t('candles.coinPairsOn', { ...values, coin: fromCoin });
    if (page.hasNextPage && page.total !== null) {
      return t('candles.pairsOnTopOf', { ...values, total: count(page.total) });
    }
    return t(page.hasNextPage ? 'candles.pairsOnTop' : 'candles.pairsOn', values);
  }
  if (state.error) return unreadable(t, PAIR_LIST, state.error, exchange, count);
  return null;
}

/** The base asset typed ("doge" or "DOGE/US" -> "DOGE"), when it could be one. */
export function typedBase(text: string): string | null {
  const base = text.trim().split('/')[0]?.toUpperCase() ?? '';
  return /^[A-Z0-9]{2,20}$/.test(base) ? base : null;
}

/**
 * An exchange with more pairs than one page: when what is typed matches none of the page, the pairs of the typed
 * base asset can be looked up (one more page, priced like the first).
 */
function LookUp(props: { exchange: string; base: string }) {
  const { stores } = useFolio();
  const t = useT();
  const query = { exchange: props.exchange, fromCoin: props.base };
  const cost = useCostPreview('tickers:markets', query);
  return (
    <span className="fd-spend">
      <button type="button" className="fd-button" onClick={() => void stores.candles.pairs.load(query)}>
        {t('candles.lookUp', { base: props.base, exchange: props.exchange })}
      </button>{' '}
      <CostBadge cost={cost} />
    </span>
  );
}

function PairField(props: { exchange: string; value: string; onChange: (pair: string) => void }) {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const now = useNow();
  const list = useStore(stores.candles.pairs);
  const listed = useStore(stores.candles.knownPairs, (known) => pairsOf(known, props.exchange));
  const valid = EXCHANGE_NAME.test(props.exchange);
  const query = valid ? { exchange: props.exchange } : null;
  // Only the pairs of the exchange in the field are offered, never another exchange's list still on screen.
  const forThis = (q: PairsQuery | null) => q !== null && q.exchange === props.exchange;
  const page = forThis(list.shownQuery) ? list.value : null;
  const asking = forThis(list.query);
  const cost = useCostPreview('tickers:markets', page ? null : query);
  const options: ComboOption[] = (page?.pairs ?? []).map((p) => ({
    value: p.pair,
    detail:
      p.volumeUsd !== null
        ? t('candles.volume24h', { volume: fmt.money(p.volumeUsd, 'USD', { compact: true }) })
        : undefined,
  }));
  const base = typedBase(props.value);
  const lookedUp = list.shownQuery?.fromCoin;
  const offerLookUp =
    page !== null &&
    !list.loading &&
    base !== null &&
    base !== lookedUp &&
    (page.hasNextPage || lookedUp !== undefined) &&
    filterOptions(options, props.value).length === 0;
  const hint = valid ? (
    <>
      {pairHint(
        t,
        props.exchange,
        page,
        asking ? list.query?.fromCoin : lookedUp,
        asking ? list : { loading: false, error: null },
        fmt.count,
        list.meta ? fmt.age(list.meta.fetchedAt, now) : '',
      ) ??
        messageParts(
          t,
          'candles.filterPairs',
          { cost: <CostBadge cost={cost} cached note={t('candles.keptADay')} /> },
          { exchange: props.exchange },
        )}
      {listsPair(listed, props.value) === false && (
        <>
          {' '}
          {t('candles.pairNotListed', { exchange: props.exchange, pair: props.value.trim().toUpperCase() })}
        </>
      )}
      {offerLookUp && (
        <>
          {' '}
          <LookUp exchange={props.exchange} base={base} />
        </>
      )}
    </>
  ) : (
    t('candles.exchangeFirst')
  );
  return (
    <ComboBox
      label={t('candles.pair')}
      value={props.value}
      onChange={props.onChange}
      options={options}
      // Opening keeps (or retries) a looked-up list of this exchange; another exchange's pairs are read afresh.
      onOpen={() => {
        if (query) loadIfNeeded(stores.candles.pairs, forThis(list.query) ? (list.query ?? query) : query);
      }}
      hint={hint}
      noMatch={(typed) => t('candles.noPair', { exchange: props.exchange, typed })}
      maxLength={30}
      placeholder={t('candles.pairPlaceholder')}
    />
  );
}

/** The exchange as the service's list spells it ("binance" -> "Binance"), so its pairs are asked for by that name. */
export function canonicalExchange(typed: string, exchanges: readonly TickerExchange[] | null): string {
  const name = typed.trim();
  return exchanges?.find((e) => e.name.toLowerCase() === name.toLowerCase())?.name ?? name;
}

export function PairPicker(props: {
  exchange: string;
  pair: string;
  onChange: (patch: { exchange?: string; pair?: string }) => void;
}) {
  const { stores } = useFolio();
  const exchanges = useStore(stores.candles.exchanges, (s) => s.value);
  const known = useStore(stores.candles.knownPairs);
  // Typing an exchange changes only the exchange; once another one is settled on, the pair is checked against it.
  const settle = (exchange: string, before: string) => {
    const name = canonicalExchange(exchange, exchanges);
    if (name.toLowerCase() === canonicalExchange(before, exchanges).toLowerCase()) return;
    const pair = pairForExchange(props.pair, pairsOf(known, name));
    if (pair !== props.pair) props.onChange({ pair });
  };
  return (
    <>
      <ExchangeField
        value={props.exchange}
        onChange={(exchange) => props.onChange({ exchange })}
        onSettle={settle}
      />
      <PairField
        exchange={canonicalExchange(props.exchange, exchanges)}
        value={props.pair}
        onChange={(pair) => props.onChange({ pair })}
      />
    </>
  );
}
