import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface SegmentedProps<V extends string> {
  label: string;
  /** `data`: the label is data (a currency code, a ticker), kept out of translation. */
  options: readonly { value: V; label: string; data?: boolean }[];
  /** null: none of the options is chosen (e.g. a custom window is in use). */
  value: V | null;
  onChange: (value: V) => void;
  /**
   * Set where the choices are priced: the arrow keys then rest before taking one. The prices themselves are in
   * the group's one cost badge (choice-costs.tsx ChoiceCostBadge), not a tooltip per button.
   */
  hints?: Partial<Record<V, string>>;
}

/**
 * How long the arrow keys rest on a priced choice before it is taken, so passing over 6M and 1Y on the way to All
 * does not read (and pay for) each of them.
 */
export const SETTLE_MS = 700;

/**
 * A radio group of buttons: Tab reaches the group, arrow keys move the choice (WAI-ARIA radio pattern). Where the
 * choices are priced (`hints`), the arrow keys move the mark at once and the choice is taken once they rest, or
 * at once with Enter or Space (the button's own click), or when focus leaves the group; a click takes it at once.
 */
export function Segmented<V extends string>({ label, options, value, onChange, hints }: SegmentedProps<V>) {
  const labelId = useId();
  const [passing, setPassing] = useState<V | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = passing ?? value;
  const index = options.findIndex((o) => o.value === shown);
  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);
  /** `pressed`: a click, Enter or Space on the button, which is taken even when it is the choice already. */
  const take = (chosen: V, pressed = false) => {
    stopTimer();
    setPassing(null);
    if (pressed || chosen !== value) onChange(chosen);
  };
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
    if (!next) return;
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[options.indexOf(next)]?.focus();
    if (!hints) {
      onChange(next.value);
      return;
    }
    setPassing(next.value);
    stopTimer();
    timer.current = setTimeout(() => take(next.value), SETTLE_MS);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (passing !== null && !event.currentTarget.contains(event.relatedTarget as Node | null)) take(passing);
  };
  return (
    <div
      className="fd-segmented"
      role="radiogroup"
      aria-labelledby={labelId}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <span id={labelId} className="fd-segmented__label">
        {label}
      </span>
      {options.map((o) => {
        const checked = o.value === shown;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (index < 0 && o === options[0]) ? 0 : -1}
            className={checked ? 'fd-segmented__on' : undefined}
            translate={o.data ? 'no' : undefined}
            onClick={() => take(o.value, true)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
