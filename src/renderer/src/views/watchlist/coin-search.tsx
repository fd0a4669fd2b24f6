import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { watchedCoinsQuery } from '../../../../shared/contract/watchlist';
import type { Coin } from '../../../../shared/domain/market';
import { ChoiceCostBadge, useChoiceCosts } from '../../components/choice-costs';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { StatusBanner } from '../../components/status-banner';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

/** Stands for a name not typed yet when pricing a search: no one searches for it, so it is never cached. */
const NOT_TYPED = 'a name not typed yet';

/** How many matches a search shows: enough to pick from, one page of the coins list. */
const RESULTS = 10;

/** The matches of the name searched, each with its Watch button, under one badge pricing them. */
function SearchResults(props: {
  results: readonly Coin[];
  searched: string;
  watched: readonly string[];
  busy: boolean;
  onAdd: (coin: Coin) => void;
}) {
  const { results, searched, watched } = props;
  const currency = useCurrency();
  const fmt = useFormat();
  const t = useT();
  const resultsId = useId();
  // Watching a coin reads the watched coins' prices again with it added last (the view's prices read): each Watch
  // button is priced as that read, 0 when it is cached and fresh.
  const addable = results
    .filter((coin) => !watched.includes(coin.id))
    .map((coin) => ({ value: coin.id, label: coin.name }));
  const costs = useChoiceCosts(addable, (coinId) => ({
    channel: 'coins:list',
    input: watchedCoinsQuery([...watched, coinId], currency),
  }));
  return (
    <>
      <p className="fd-row">
        <span className="fd-source" id={resultsId} role="status">
          {results.length === 0
            ? t('watchlist.noMatch', { name: searched })
            : t('watchlist.matches', { count: results.length, n: fmt.count(results.length), name: searched })}
        </span>
        {/* One badge for the Watch buttons below; each coin's own price is in its tooltip. */}
        {addable.length > 0 && (
          <ChoiceCostBadge options={addable} costs={costs} noun="coin" lead={t('watchlist.choiceLead')} />
        )}
      </p>
      {results.length > 0 && (
        <ul className="fd-picker" aria-labelledby={resultsId}>
          {results.map((coin) => {
            const watching = watched.includes(coin.id);
            return (
              <li key={coin.id} className="fd-row">
                <button
                  type="button"
                  className="fd-button"
                  disabled={watching || props.busy}
                  onClick={() => props.onAdd(coin)}
                  aria-label={
                    watching
                      ? t('watchlist.isWatched', { name: coin.name })
                      : t('watchlist.watchName', { name: coin.name })
                  }
                >
                  {/* The star in the row too, centred with the icon. The icon's address came with the search's
                      answer: showing it sends nothing more. */}
                  <span className="fd-coin-cell" translate="no">
                    <span aria-hidden="true">{watching ? '★' : '☆'}</span>
                    <CoinIcon url={coin.icon} symbol={coin.symbol} size={18} />
                    <span>
                      {coin.name} <span className="fd-coin-symbol">{coin.symbol.toUpperCase()}</span>
                    </span>
                  </span>
                </button>
                {/* Why the button is greyed: the coin is on the list already. */}
                {watching && <span className="fd-source">{t('watchlist.onList')}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * Finds a coin in the service's coins list by name (a search is one coins list read, priced before it is sent)
 * and adds it to the watchlist. Searching is on Enter or the button, never per keystroke, so typing spends nothing.
 */
export function CoinSearch(props: {
  watched: readonly string[];
  onAdd: (coin: Coin) => void;
  busy: boolean;
}) {
  const { stores } = useFolio();
  const t = useT();
  const search = stores.watchlist.lookup.search;
  const state = useStore(search);
  const currency = useCurrency();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Back in the view, the box holds the name its results answer.
  const [text, setText] = useState(() => search.getState().shownQuery?.name ?? '');
  const name = text.trim();
  const query = name === '' ? null : { name, currency, limit: RESULTS };
  // The price is shown before anything is typed: a search of a name not searched before (never cached) costs
  // what any new search does; the name typed is priced as itself, 0 when its answer is cached and fresh.
  const cost = useCostPreview('coins:list', query ?? { name: NOT_TYPED, currency, limit: RESULTS });

  const add = (coin: Coin) => {
    // The Watch button pressed is disabled from now on: the keyboard stays in the search, ready for the next coin,
    // and the view's status line says what was added.
    field.current?.focus();
    props.onAdd(coin);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query) void search.load(query);
  };
  const results = state.value ?? [];
  // The results answer the name that was searched: once the box says something else, they are not shown as its.
  const searched = state.shownQuery?.name === name ? name : undefined;

  return (
    <div className="fd-field fd-watch-search">
      <form className="fd-row" role="search" aria-label={t('watchlist.findToWatch')} onSubmit={submit}>
        <label htmlFor={fieldId}>{t('watchlist.find')}</label>
        <input
          id={fieldId}
          ref={field}
          type="search"
          value={text}
          placeholder={t('watchlist.placeholder')}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="fd-button" disabled={query === null || state.loading}>
          {state.loading ? t('watchlist.searching') : t('watchlist.search')}
        </button>
        <CostBadge cost={cost} />
      </form>
      <StatusBanner
        hasValue={state.value !== null}
        meta={state.meta}
        error={state.error}
        loading={state.loading}
        onRetry={() => void search.reload({ refresh: true })}
        what="status.coinSearch"
      />
      {searched !== undefined && (
        <SearchResults
          results={results}
          searched={searched}
          watched={props.watched}
          busy={props.busy}
          onAdd={add}
        />
      )}
    </div>
  );
}
