import type { ReactNode } from 'react';
import type { WriteOutcome } from '../../../../../shared/domain/manage';
import { ErrorNote } from '../../../components/error-note';
import type { CostState } from '../../../components/cost-badge';
import type { WriteRun } from './use-write';
import { useConnectThen } from './whole-click';
import { WriteCost } from './write-status';
import { useT } from '../../../stores/i18n';
import { sayText } from '../../../../../shared/i18n/say';

/** What became of a write whose answer was lost, or of an edit half done: said plainly, never silently. */
export function WriteResult({ outcome }: { outcome: WriteOutcome | null }) {
  const t = useT();
  if (!outcome || outcome.state === 'done') return null;
  const tone = outcome.state === 'found' ? 'stale' : 'error';
  return (
    <div className={`fd-banner fd-banner--${tone}`} role="alert">
      <p>{outcome.say ? sayText(t, outcome.say) : outcome.message}</p>
    </div>
  );
}

/**
 * The end of a write dialog: what the write did or why it failed, then its button with its price, and Cancel. A
 * `danger` write (delete, reverse) is a plain button and Cancel takes focus first, so Enter never destroys.
 */
export function WriteActions(props: {
  write: WriteRun;
  label: string;
  busyLabel: string;
  price: ReactNode;
  onCancel: () => void;
  /** Runs a `danger` write; without it the button submits the dialog's form. */
  onRun?: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Said between the error and the buttons (the write's progress). */
  children?: ReactNode;
}) {
  const { write, danger = false } = props;
  const t = useT();
  return (
    <>
      <WriteResult outcome={write.outcome} />
      <ErrorNote error={write.error} />
      {props.children}
      <div className="fd-row">
        <button
          type={danger ? 'button' : 'submit'}
          className={`fd-button ${danger ? 'fd-button--danger' : 'fd-button--primary'}`}
          onClick={props.onRun}
          disabled={write.busy || props.disabled}
        >
          {write.busy ? props.busyLabel : props.label}
        </button>
        {props.price}
        <button
          type="button"
          className="fd-button"
          onClick={props.onCancel}
          data-autofocus={danger || undefined}
        >
          {t('manage.cancel')}
        </button>
      </div>
    </>
  );
}

/** A connect dialog's end: its button priced as the whole click, the connect then the new portfolio opened. */
export function ConnectActions(props: {
  write: WriteRun;
  label: string;
  cost: CostState;
  disabled: boolean;
  onCancel: () => void;
}) {
  const then = useConnectThen();
  const t = useT();
  return (
    <WriteActions
      write={props.write}
      label={props.label}
      busyLabel={t('manage.connecting')}
      disabled={props.disabled}
      price={<WriteCost write={props.cost} then={then} />}
      onCancel={props.onCancel}
    />
  );
}
