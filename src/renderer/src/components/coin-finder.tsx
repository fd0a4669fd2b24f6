import {
  useCombobox,
  type UseComboboxReturnValue,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import { useState } from 'react';
import type { Coin } from '../../../shared/domain/market';
import { CoinOptionText, pickedLine, RESULTS, useCoinSearch, type PickedCoin } from './coin-search';
import { CostBadge, useCostPreview } from './cost-badge';
import { useT, type Translate } from '../stores/i18n';
import { ErrorNote } from './error-note';
import { ComboMenu, comboKeyDown } from './combo-box';
import './combo-box.css';
import './coin-finder.css';

export { coinLabel, type PickedCoin } from './coin-search';

// The Coin field of the alert form, on Downshift's useCombobox (the ARIA combobox pattern: focus stays in the field,
// the arrows mark a match, Enter picks it). Typing alone spends nothing: each search is a priced button, and Enter
// with no match marked sends the search by name, never the form with a half-typed coin.

/**
 * Could be a ticker: 2 to 6 letters and digits in one case ("BTC", "sol", "KALO00"); "Solana" reads as a name.
 * Only then is the search by symbol offered beside the one by name.
 */
const TICKER = /^(?:[A-Z0-9]{2,6}|[a-z0-9]{2,6})$/;

/** The answer of the last search: by name or by ticker, for which text, and its matches. */
interface Found {
  by: 'name' | 'symbol';
  text: string;
  coins: readonly Coin[];
}

const { stateChangeTypes: types } = useCombobox;

/** Downshift's defaults where this field differs: leaving it or pressing Escape keeps the text and picks nothing. */
function keepTyped(state: UseComboboxState<Coin>, { type, changes }: UseComboboxStateChangeOptions<Coin>) {
  if (type === types.InputBlur || type === types.InputKeyDownEscape) {
    return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
  }
  return changes;
}

/** The line under the field: what is picked, what the last search found, or how to see its matches again. */
function finderStatus(
  found: Found | null,
  picked: PickedCoin | null,
  shown: boolean,
  bySymbol: boolean,
  t: Translate,
) {
  if (!found) return picked ? pickedLine(picked, t) : null;
  const values = { by: found.by, text: found.text };
  if (found.coins.length === 0)
    return t('lists.finderNone', { ...values, bySymbol: bySymbol ? 'yes' : 'no' });
  if (picked) return pickedLine(picked, t);
  return t(shown ? 'lists.finderFound' : 'lists.finderHidden', values);
}

/** Finds a coin by name (the service's ids are rarely known) with one priced read; typing alone spends nothing. */
export function CoinFinder({
  text,
  currency,
  onFound,
  onPick,
  picked: pickedCoin,
  field,
  bySymbol = false,
}: {
  /** The name searched for, shown in the finder's field. */
  text: string;
  currency: string;
  /** The matches, for the known prices. */
  onFound?: (coins: readonly Coin[]) => void;
  onPick: (coin: Coin) => void;
  /** The coin picked, when the caller keeps it apart from the text; otherwise the match whose id the text holds. */
  picked?: PickedCoin | null;
  /** The finder's field: its label, and where what is typed goes. */
  field: { label: string; onText: (text: string) => void };
  /** Offer a second search by ticker ("BTC" is in no coin's name) when the text could be one. */
  bySymbol?: boolean;
}) {
  const t = useT();
  const name = text.trim();
  const ticker = bySymbol && TICKER.test(name) ? name.toUpperCase() : null;
  const coins = useCoinSearch();
  const [found, setFound] = useState<Found | null>(null);
  const matches = found?.coins ?? [];
  const combo = useCombobox<Coin>({
    items: [...matches],
    itemToString: (coin) => coin?.name ?? '',
    inputValue: text,
    selectedItem: null,
    stateReducer: keepTyped,
  });
  const search = async (by: Found['by']) => {
    const query =
      by === 'name'
        ? { name, currency, limit: RESULTS }
        : { symbol: ticker ?? name, currency, limit: RESULTS };
    const answer = await coins.search(name === '' ? null : query);
    if (!answer) return;
    setFound({ by, text: by === 'name' ? name : (ticker ?? name), coins: answer });
    combo.openMenu();
    onFound?.(answer);
  };

  // The field holds a match's id once it is picked: say which coin that is, and mark it among the matches.
  const picked = pickedCoin !== undefined ? pickedCoin : (matches.find((coin) => coin.id === name) ?? null);
  const shown = combo.isOpen && matches.length > 0;
  const status = finderStatus(found, picked, shown, bySymbol, t);

  return (
    <div className="fd-coin-finder">
      <div className="fd-row fd-row--fields">
        <FinderField
          combo={combo}
          label={field.label}
          onText={field.onText}
          matches={shown ? matches : []}
          picked={picked}
          onPick={onPick}
          onEnter={() => void search('name')}
        />
        {/* No search for a coin already picked by this very text: its name is what the field says. */}
        {!(picked && picked.name === name) && (
          <FinderSearches
            name={name}
            ticker={ticker}
            currency={currency}
            busy={coins.busy}
            onSearch={search}
          />
        )}
      </div>
      <ErrorNote error={coins.error} />
      {status && (
        <p className="fd-source" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

/** The field and its matches, Downshift's props spread on each part. */
function FinderField({
  combo,
  label,
  matches,
  picked,
  onText,
  onPick,
  onEnter,
}: {
  combo: UseComboboxReturnValue<Coin>;
  label: string;
  /** The matches shown: none while the list is closed. */
  matches: readonly Coin[];
  picked: PickedCoin | null;
  onText: (text: string) => void;
  onPick: (coin: Coin) => void;
  /** Enter with no match marked: the search by name. */
  onEnter: () => void;
}) {
  const t = useT();
  return (
    <div className="fd-field fd-combo fd-coin-combo">
      <label {...combo.getLabelProps()}>{label}</label>
      <input
        {...combo.getInputProps({
          // The text goes up in the key's own event: through Downshift's onInputValueChange, which runs after a
          // render, keys typed in between were lost.
          onChange: (event) => onText((event.target as HTMLInputElement).value),
          onKeyDown: (event) => {
            if (event.key !== 'Enter' || (combo.isOpen && combo.highlightedIndex >= 0)) {
              comboKeyDown(combo, matches, onPick)(event);
              return;
            }
            event.preventDefault();
            (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            onEnter();
          },
        })}
        aria-expanded={matches.length > 0}
        placeholder={t('lists.finderPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
      />
      <ComboMenu
        combo={combo}
        label={t('lists.coinsFound')}
        items={matches}
        itemKey={(coin) => coin.id}
        itemClass={(coin) => (coin.id === picked?.id ? 'fd-combo__option--picked' : undefined)}
        onPick={onPick}
      >
        {(coin) => <CoinOptionText coin={coin} icon={coin.icon} />}
      </ComboMenu>
    </div>
  );
}

/** The search by name and, for a text that could be a ticker, by symbol: each button with its price. */
function FinderSearches(props: {
  name: string;
  ticker: string | null;
  currency: string;
  busy: boolean;
  onSearch: (by: Found['by']) => Promise<void>;
}) {
  const { name, ticker, currency, busy } = props;
  const cost = useCostPreview('coins:list', name === '' ? null : { name, currency, limit: RESULTS });
  const symbolQuery = ticker === null ? null : { symbol: ticker, currency, limit: RESULTS };
  const symbolCost = useCostPreview('coins:list', symbolQuery);
  const t = useT();
  return (
    <>
      {/* Each search with its price: the two wrap together, never apart. */}
      <span className="fd-coin-finder__search">
        <button
          type="button"
          className="fd-button"
          disabled={name === '' || busy}
          onClick={() => void props.onSearch('name')}
        >
          {busy
            ? t('lists.finderSearching')
            : name !== ''
              ? t('lists.finderNamed', { name })
              : t('lists.finderByName')}
        </button>
        {name !== '' && <CostBadge cost={cost} />}
      </span>
      {ticker && (
        <span className="fd-coin-finder__search">
          <button
            type="button"
            className="fd-button"
            disabled={busy}
            onClick={() => void props.onSearch('symbol')}
          >
            {t('lists.finderSymbol', { ticker })}
          </button>
          <CostBadge cost={symbolCost} />
        </span>
      )}
    </>
  );
}
