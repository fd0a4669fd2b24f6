import { useId, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import './combo-box.css';

// A text field with a list to pick from as the user types (the ARIA combobox pattern: focus stays in the field,
// the list's active option is named by aria-activedescendant). Free text is always accepted, so the field still
// works when no list could be read; the list only helps.

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
 * "ETH" kept while the exchange changed). It showed the list's own order, so the first suggestion under "ETH" was
 * BTC/USD (walk finding 21).
 */
export function matchingFirst(options: readonly ComboOption[], value: string, limit = 50): ComboOption[] {
  const matches = filterOptions(options, value, options.length);
  const rest = options.filter((option) => !matches.includes(option));
  return [...matches, ...rest].slice(0, limit);
}

export function ComboBox(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboOption[];
  /** Called whenever the list is opened: the place to load it. */
  onOpen?: () => void;
  /** Said under the field (the list's price, why there is no list). */
  hint?: ReactNode;
  maxLength?: number;
  placeholder?: string;
}) {
  const base = useId();
  const listId = `${base}-list`;
  const hintId = `${base}-hint`;
  const optionId = (i: number) => `${base}-option-${i}`;
  const [open, setOpen] = useState(false);
  // What the user typed since opening: the list filters by it. Opening shows every option, not just the value, but
  // those matching the value first. Both follow a list that arrives after the typing (it is filtered on render).
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const shown = useMemo(
    () => (typed === null ? matchingFirst(props.options, props.value) : filterOptions(props.options, typed)),
    [props.options, props.value, typed],
  );
  const expanded = open && shown.length > 0;
  const current = Math.min(active, shown.length - 1);

  const show = () => {
    if (!open) props.onOpen?.();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };
  const pick = (option: ComboOption | undefined) => {
    if (option) props.onChange(option.value);
    close();
  };
  const move = (to: number) => {
    setActive(to);
    document.getElementById(optionId(to))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      if (last < 0) return;
      if (e.key === 'ArrowDown') move(current >= last ? 0 : current + 1);
      else move(current <= 0 ? last : current - 1);
    } else if (e.key === 'Enter' && expanded && current >= 0) {
      // Picks the highlighted option; without one, Enter submits the form with the typed text.
      e.preventDefault();
      pick(shown[current]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="fd-field fd-combo">
      <label htmlFor={`${base}-input`}>{props.label}</label>
      <input
        id={`${base}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
        aria-describedby={props.hint ? hintId : undefined}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        onFocus={show}
        onClick={show}
        onBlur={close}
        onChange={(e) => {
          props.onChange(e.target.value);
          setTyped(e.target.value);
          setActive(0);
          show();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${props.label} suggestions`}
        className="fd-combo__list"
        hidden={!expanded}
      >
        {expanded &&
          shown.map((option, i) => (
            <li
              key={option.value}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className={`fd-combo__option${i === current ? ' fd-combo__option--active' : ''}`}
              // Keeps the focus in the field, so the blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(i)}
            >
              <span>{option.value}</span>
              {option.detail && <span className="fd-combo__detail">{option.detail}</span>}
            </li>
          ))}
      </ul>
      <span className="fd-visually-hidden" role="status">
        {open
          ? shown.length === 0
            ? 'No matches'
            : `${shown.length} match${shown.length === 1 ? '' : 'es'}`
          : ''}
      </span>
      {props.hint && (
        <span id={hintId} className="fd-combo__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}
