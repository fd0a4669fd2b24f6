import { useId, type KeyboardEvent } from 'react';

export interface SegmentedProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  /** null: none of the options is chosen (e.g. a custom window is in use). */
  value: V | null;
  onChange: (value: V) => void;
  /** A tooltip per option, such as what pressing it costs. */
  hints?: Partial<Record<V, string>>;
}

/** A radio group of buttons: Tab reaches the group, arrow keys move the choice (WAI-ARIA radio pattern). */
export function Segmented<V extends string>({ label, options, value, onChange, hints }: SegmentedProps<V>) {
  const labelId = useId();
  const index = options.findIndex((o) => o.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0 || options.length === 0) return;
    event.preventDefault();
    const next = options[(index + step + options.length) % options.length];
    if (next) {
      onChange(next.value);
      const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
      buttons[options.indexOf(next)]?.focus();
    }
  };
  return (
    <div className="fd-segmented" role="radiogroup" aria-labelledby={labelId} onKeyDown={onKeyDown}>
      <span id={labelId} className="fd-segmented__label">
        {label}
      </span>
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (index < 0 && o === options[0]) ? 0 : -1}
            className={checked ? 'fd-segmented__on' : undefined}
            title={hints?.[o.value]}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
