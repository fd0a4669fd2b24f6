import {
  useCombobox,
  type UseComboboxReturnValue,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFormat } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import './combo-box.css';

// A text field with a list to pick from as the user types (the ARIA combobox pattern, kept by Downshift: focus
// stays in the field, the list's active option is named by aria-activedescendant). Free text is always accepted,
// so the field still works when no list could be read; the list only helps.

export interface ComboOption {
  value: string;
  /** A second, quieter line of detail ("Binance · rank 1"). */
  detail?: string;
}

/** Options that contain the typed text, those that start with it first; the list's own order otherwise. */
export function filterOptions(options: readonly ComboOption[], typed: string, limit = 50): ComboOption[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return options.slice(0, limit);
  const starts: ComboOption[] = [];
  const contains: ComboOption[] = [];
  for (const option of options) {
    const value = option.value.toLowerCase();
    if (value.startsWith(text)) starts.push(option);
    else if (value.includes(text) || value.replace(/[^a-z0-9]/g, '').includes(text.replace(/[^a-z0-9]/g, '')))
      contains.push(option);
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * Every option, those matching `value` first: what the list shows when opened on a value not typed since (the pair
 * "ETH" kept while the exchange changed), so the first suggestion under "ETH" is not the list's first, BTC/USD.
 */
export function matchingFirst(options: readonly ComboOption[], value: string, limit = 50): ComboOption[] {
  const matches = filterOptions(options, value, options.length);
  const rest = options.filter((option) => !matches.includes(option));
  return [...matches, ...rest].slice(0, limit);
}

type Change = UseComboboxStateChangeOptions<ComboOption>;
const { stateChangeTypes: types } = useCombobox;

/**
 * Downshift's defaults, where this field differs: leaving the field or pressing Escape keeps the text typed (a
 * free-text field: nothing is picked or cleared behind the user's back), and typing marks the first match, so
 * Enter takes it; opening the field marks none, so Enter there submits the form with the text as it is.
 */
function keepTyped(state: UseComboboxState<ComboOption>, { type, changes }: Change) {
  if (type === types.InputBlur || type === types.InputKeyDownEscape) {
    return {
      ...changes,
      inputValue: state.inputValue,
      selectedItem: state.selectedItem,
      highlightedIndex: -1,
    };
  }
  if (type === types.InputChange) return { ...changes, highlightedIndex: 0 };
  // A click on a field the focus has just opened keeps it open (Downshift's click toggles).
  if (type === types.InputClick) return { ...changes, isOpen: true, highlightedIndex: -1 };
  if (type === types.FunctionOpenMenu) return { ...changes, highlightedIndex: -1 };
  return changes;
}

/** An option as the list shows it: its value, then its detail in a quieter line. */
const optionText = (option: ComboOption) => (
  <>
    <span>{option.value}</span>
    {option.detail && <span className="fd-combo__detail">{option.detail}</span>}
  </>
);

/** Said where the list would drop when nothing matches; otherwise, to screen readers, how many options match. */
function MatchCount({ none, count }: { none: string | null; count: number | null }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <>
      {none !== null && (
        <p className="fd-combo__none" role="status">
          {none}
        </p>
      )}
      <span className="fd-visually-hidden" role="status">
        {count !== null && none === null ? t('lists.matchCount', { count, n: fmt.count(count) }) : ''}
      </span>
    </>
  );
}

/**
 * Says when the value stops being typed: an option is picked, or the field is left with other text than it was
 * entered with. `pick` passes a picked option on as a change too.
 */
function useSettling(props: Pick<ComboBoxProps, 'value' | 'onChange' | 'onSettle'>) {
  const [settled, setSettled] = useState(props.value);
  const settle = (value: string) => {
    setSettled(value);
    if (value !== settled) props.onSettle?.(value, settled);
  };
  return {
    enter: () => setSettled(props.value),
    leave: () => settle(props.value),
    pick: (value: string) => {
      props.onChange(value);
      settle(value);
    },
  };
}

interface ComboBoxProps {
  label: string;
  value: string;
  /** Every change of the text, each key typed as well as an option picked. */
  onChange: (value: string) => void;
  /**
   * The value is settled, no longer being typed: an option was picked, or the field was left with other text than
   * it was entered with (`before`). What depends on the value as a whole (another field) follows this, not typing.
   */
  onSettle?: (value: string, before: string) => void;
  options: readonly ComboOption[];
  /** Called whenever the list is opened: the place to load it. */
  onOpen?: () => void;
  /** Said under the field (the list's price, why there is no list). */
  hint?: ReactNode;
  /** Said in the list's place when a list was read and nothing in it matches the text typed. */
  noMatch?: (typed: string) => string;
  maxLength?: number;
  placeholder?: string;
}

export function ComboBox(props: ComboBoxProps) {
  // What the user typed since opening: the list filters by it. Opening shows every option, not just the value, but
  // those matching the value first. Both follow a list that arrives after the typing (it is filtered on render).
  const [typed, setTyped] = useState<string | null>(null);
  const base = useId();
  const t = useT();
  const settling = useSettling(props);
  const shown = useMemo(
    () => (typed === null ? matchingFirst(props.options, props.value) : filterOptions(props.options, typed)),
    [props.options, props.value, typed],
  );
  const combo = useCombobox<ComboOption>({
    id: base,
    items: shown,
    itemToString: (option) => option?.value ?? '',
    inputValue: props.value,
    selectedItem: null,
    stateReducer: keepTyped,
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) props.onOpen?.();
      else setTyped(null);
    },
  });
  const { isOpen } = combo;
  const pick = (option: ComboOption) => settling.pick(option.value);
  const expanded = isOpen && shown.length > 0;
  const none =
    isOpen && typed !== null && typed.trim() !== '' && props.options.length > 0 && shown.length === 0
      ? (props.noMatch?.(typed) ?? t('lists.nothingMatches', { text: typed }))
      : null;
  const hintId = `${base}-hint`;

  return (
    <div className="fd-field fd-combo">
      <label {...combo.getLabelProps()}>{props.label}</label>
      <input
        {...combo.getInputProps({
          // The text goes up in the key's own event: through Downshift's onInputValueChange, which runs after a
          // render, keys typed in between were lost.
          onChange: (event) => {
            const typedNow = (event.target as HTMLInputElement).value;
            props.onChange(typedNow);
            setTyped(typedNow);
          },
          // Opening on focus too, as before: the list (and its price) shows as soon as the field is entered.
          onFocus: () => {
            settling.enter();
            if (!isOpen) combo.openMenu();
          },
          onBlur: settling.leave,
          onKeyDown: comboKeyDown(combo, shown, pick),
        })}
        aria-expanded={expanded}
        aria-describedby={props.hint ? hintId : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
      />
      <ComboMenu
        combo={combo}
        label={t('lists.suggestions', { label: props.label })}
        items={expanded ? shown : []}
        itemKey={(option) => option.value}
        onPick={pick}
      >
        {optionText}
      </ComboMenu>
      <MatchCount none={none} count={isOpen ? shown.length : null} />
      {props.hint && (
        <span id={hintId} className="fd-combo__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}

/**
 * The field's keys, where Downshift's defaults do not suit a form: Enter on a marked entry picks it in the key's own
 * event (see ComboMenu), and Escape with the list closed is left to the dialog around the field; Downshift keeps
 * it whenever the field holds text, so a filled field could not close its dialog.
 */
export function comboKeyDown<I>(
  combo: UseComboboxReturnValue<I>,
  items: readonly I[],
  pick: (item: I) => void,
): (event: KeyboardEvent<HTMLInputElement>) => void {
  return (event) => {
    const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean };
    if (event.key === 'Escape' && !combo.isOpen) native.preventDownshiftDefault = true;
    if (event.key !== 'Enter' || native.isComposing || !combo.isOpen) return;
    const item = items[combo.highlightedIndex];
    if (item !== undefined) pick(item);
  };
}

/**
 * The list under a Downshift field, the entry the arrows mark highlighted; none while the list is closed. Every
 * combobox of the app draws its list with it, each saying how an entry reads.
 */
export function ComboMenu<I>(props: {
  combo: UseComboboxReturnValue<I>;
  /** The list's accessible name. */
  label: string;
  items: readonly I[];
  itemKey: (item: I) => string;
  /**
   * An entry clicked, said in the click itself. Downshift says a pick from an effect once its state settles, and a
   * click in the frame the pointer reached the entry was batched with its own reset of the controlled selection:
   * the list closed and nothing was picked.
   */
  onPick: (item: I) => void;
  /** A class of the entry's own, beside the marking of the active one. */
  itemClass?: (item: I) => string | undefined;
  children: (item: I) => ReactNode;
}) {
  const { combo, items } = props;
  const className = (item: I, index: number) =>
    [
      'fd-combo__option',
      index === combo.highlightedIndex ? 'fd-combo__option--active' : '',
      props.itemClass?.(item),
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <ul
      {...combo.getMenuProps({ 'aria-label': props.label })}
      className="fd-combo__list"
      hidden={items.length === 0}
    >
      {items.map((item, index) => (
        <li
          key={props.itemKey(item)}
          {...combo.getItemProps({ item, index, onClick: () => props.onPick(item) })}
          className={className(item, index)}
        >
          {props.children(item)}
        </li>
      ))}
    </ul>
  );
}
