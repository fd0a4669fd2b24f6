import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useState } from 'react';
import type { Coin } from '../../../shared/domain/market';
import { CoinOptionText, pickedLine, RESULTS, useCoinSearch, type PickedCoin } from './coin-search';
import { CostBadge, useCostPreview, type CostState } from './cost-badge';
import { ErrorNote } from './error-note';
import { ComboMenu, comboKeyDown } from './combo-box';
import { useT } from '../stores/i18n';
import './combo-box.css';

// The Coin field of a form that sends a coin id: typing lists the coins the app already knows (holdings, earlier
// matches), and the list's last entry searches the service by name, priced in its one badge. Enter in the field
// searches too (it never sends the form with a half-typed coin); the arrows then pick a match, whose id fills the
// field. Built on Downshift's useCombobox.

/** The known coins shown while typing, before the search entry. */
const SHOWN = 8;

/** A coin the field offers, with its icon's address when the answer it came from had one. */
export type KnownCoin = PickedCoin & { icon?: string | null };
type Item = { kind: 'coin'; coin: KnownCoin } | { kind: 'search'; text: string };
const { stateChangeTypes: types } = useCombobox;

/** The known coins whose id, name or symbol contains the text, those starting with it first. */
export function knownMatches<C extends PickedCoin>(known: readonly C[], typed: string): C[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return known.slice(0, SHOWN);
  const words = (c: C) => [c.id, c.name, c.symbol].map((w) => w.toLowerCase());
  const starts = known.filter((c) => words(c).some((w) => w.startsWith(text)));
  const contains = known.filter((c) => !starts.includes(c) && words(c).some((w) => w.includes(text)));
  return [...starts, ...contains].slice(0, SHOWN);
}

/** Downshift's defaults where this field differs: the search entry keeps the list open and the text as typed. */
function reducer(state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>) {
  const picked = changes.selectedItem;
  if ((type === types.ItemClick || type === types.InputKeyDownEnter) && picked?.kind === 'search') {
    return { ...changes, isOpen: true, inputValue: state.inputValue, highlightedIndex: -1 };
  }
  if (type === types.InputBlur || type === types.InputKeyDownEscape) {
    return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
  }
  if (type === types.InputClick) return { ...changes, isOpen: true };
  return changes;
}

/** What the combo's list offers: the coins found or known matching the text, then the search entry. */
function useComboItems(known: readonly KnownCoin[], value: string, currency: string) {
  const text = value.trim();
  const [found, setFound] = useState<{ text: string; coins: readonly Coin[] } | null>(null);
  const query = text === '' ? null : { name: text, currency, limit: RESULTS };
  const searched = found !== null && found.text === text;
  const all = [...(found?.coins ?? []), ...known.filter((k) => !found?.coins.some((c) => c.id === k.id))];
  const coins = searched ? found.coins : knownMatches(all, text);
  const items: Item[] = [
    ...coins.map((coin): Item => ({ kind: 'coin', coin })),
    // No search for a text that already names a known coin by its id: the pick is what the field says.
    ...(query && !searched && !all.some((c) => c.id === text) ? [{ kind: 'search', text } as const] : []),
  ];
  const none = searched && found.coins.length === 0 ? found.text : null;
  return { text, query, items, none, setFound };
}

/** The combo's entries, and the priced search of the service that adds the coins it finds. */
function useComboSearch(props: {
  known: readonly KnownCoin[];
  value: string;
  currency: string;
  onFound?: ((coins: readonly Coin[]) => void) | undefined;
}) {
  const { text, query, items, none, setFound } = useComboItems(props.known, props.value, props.currency);
  const cost = useCostPreview('coins:list', query);
  const { busy, error, search: send } = useCoinSearch();
  const search = async () => {
    const coins = await send(query);
    if (!coins) return;
    setFound({ text, coins });
    props.onFound?.(coins);
  };
  return { items, none, cost, busy, error, search };
}

/** A coin of the list, or the entry that searches the service, priced, for what is typed. */
function ComboEntry({ item, busy, cost }: { item: Item; busy: boolean; cost: CostState }) {
  const t = useT();
  if (item.kind === 'coin') return <CoinOptionText coin={item.coin} icon={item.coin.icon ?? null} />;
  return (
    <>
      <span>
        {busy
          ? t('lists.coinSearching', { text: item.text })
          : t('lists.coinSearchService', { text: item.text })}
      </span>
      <CostBadge cost={cost} />
    </>
  );
}

export function CoinCombo(props: {
  label: string;
  /** The field's text: a coin id once a coin is picked. */
  value: string;
  onChange: (text: string) => void;
  /** Coins the app knows already (the portfolio's holdings), offered before any search. */
  known: readonly KnownCoin[];
  currency: string;
  onFound?: (coins: readonly Coin[]) => void;
  onPick: (coin: PickedCoin) => void;
  /** The coin the field's id names, when known: said under the field. */
  picked: PickedCoin | null;
  /** The field's issue, when the form has one for it (its element id, for aria-describedby). */
  issueId?: string | undefined;
  autoFocus?: boolean;
}) {
  const base = useId();
  const t = useT();
  const { items, none, cost, busy, error, search } = useComboSearch(props);

  const combo = useCombobox<Item>({
    id: base,
    items,
    itemToString: (item) => (item === null ? '' : item.kind === 'coin' ? item.coin.id : item.text),
    inputValue: props.value,
    selectedItem: null,
    stateReducer: reducer,
  });
  const pick = (item: Item) => (item.kind === 'search' ? void search() : props.onPick(item.coin));
  const { isOpen, highlightedIndex } = combo;
  const describedBy = [props.issueId, props.picked ? `${base}-status` : ''].filter(Boolean).join(' ');

  return (
    <div className="fd-field fd-combo fd-coin-combo">
      <label {...combo.getLabelProps()}>{props.label}</label>
      {/* The list opens on a click, typing or the Down arrow, not on focus: a dialog that focuses this field
          would open with its list over the fields below, and its first Escape would only close the list. */}
      <input
        {...combo.getInputProps({
          // The text goes up in the key's own event: through Downshift's onInputValueChange, which runs after a
          // render, keys typed in between were lost.
          onChange: (event) => props.onChange((event.target as HTMLInputElement).value),
          onKeyDown: (event) => {
            // Enter with no match marked searches, never sends the form with a half-typed coin.
            if (event.key === 'Enter' && highlightedIndex < 0 && items.some((i) => i.kind === 'search')) {
              event.preventDefault();
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              void search();
            } else comboKeyDown(combo, items, pick)(event);
          },
        })}
        aria-expanded={isOpen && items.length > 0}
        aria-invalid={props.issueId ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={t('lists.coinPlaceholder')}
        data-autofocus={props.autoFocus ? true : undefined}
      />
      {/* The coins, then the search entry with its price. */}
      <ComboMenu
        combo={combo}
        label={t('lists.suggestions', { label: props.label })}
        items={isOpen ? items : []}
        itemKey={(item) => (item.kind === 'coin' ? item.coin.id : 'search')}
        onPick={pick}
      >
        {(item) => <ComboEntry item={item} busy={busy} cost={cost} />}
      </ComboMenu>
      {isOpen && none !== null && (
        <p className="fd-combo__none" role="status">
          {t('lists.coinNoMatch', { text: none })}
        </p>
      )}
      {props.picked && (
        <span id={`${base}-status`} className="fd-combo__hint">
          {pickedLine(props.picked, t)}
        </span>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
