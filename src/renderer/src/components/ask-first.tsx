import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../stores/i18n';

/**
 * A button whose action cannot be undone (clearing the cache, removing a key) and the question it asks first, in
 * place: the keyboard lands on the safe answer, "Keep it", which Escape also gives, and once the question is
 * answered the keyboard is back on the button, as a dialog would leave it. `action` renders the action's own
 * button; it calls `answered` as it acts.
 */
export function AskFirst(props: {
  /** The button's text, e.g. "Clear cache…". */
  ask: string;
  /** The question's accessible name. */
  label: string;
  question: ReactNode;
  action: (answered: () => void) => ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const t = useT();
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) opener.current?.focus();
    asked.current = asking;
  }, [asking]);
  const answered = () => setAsking(false);
  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className="fd-button"
        disabled={props.disabled}
        onClick={() => setAsking(true)}
      >
        {props.ask}
      </button>
    );
  }
  return (
    <div
      className={props.className}
      role="alertdialog"
      aria-label={props.label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        answered();
      }}
    >
      {props.question} {props.action(answered)}{' '}
      <button ref={keep} type="button" className="fd-button" onClick={answered}>
        {t('header.askFirst.keep')}
      </button>
    </div>
  );
}
