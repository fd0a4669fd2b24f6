import type { ReactNode } from 'react';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import type { ImportActions, ImportBusy, ImportFlow } from '../../../stores/imports';
import { RowsCost } from './rows-cost';
import { useT, type Translate } from '../../../stores/i18n';
import type { Say } from '../../../../../shared/envelope';
import type { LineReason } from '../../../../../shared/import/types';
import { sayText } from '../../../../../shared/i18n/say';

/** What the plan and job steps of the import dialog are given. */
export interface StepProps {
  flow: ImportFlow;
  actions: ImportActions;
  onClose: () => void;
}

/** A row's problems in the user's language when main named each by its id, else in main's English. */
export const problemsText = (row: { problems: readonly string[]; says?: readonly Say[] }, t: Translate) =>
  (row.says?.length === row.problems.length ? row.says.map((say) => sayText(t, say)) : row.problems).join(
    '; ',
  );

/** Rows of the file named by their line, each with why it is listed, open so none goes unseen. */
export function LineRows(props: {
  summary: ReactNode;
  /** The list's accessible name. */
  label: string;
  rows: readonly LineReason[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <details className="fd-import__rows" open>
      <summary>{props.summary}</summary>
      <ul aria-label={props.label} tabIndex={0}>
        {props.rows.map((row) => (
          <li key={row.line}>
            <span className="fd-import__line">{t('imports.lineN', { n: row.line })}</span>{' '}
            {row.say ? sayText(t, row.say) : row.reason}
          </li>
        ))}
      </ul>
      {props.children}
    </details>
  );
}

/** The import's sending buttons: the call each makes, as the flow names it while it is out, and their words. */
const SENDS = {
  start: { busy: 'starting', label: 'imports.start', busyLabel: 'manage.starting', primary: true },
  resume: { busy: 'starting', label: 'imports.resume', busyLabel: 'imports.resuming', primary: true },
  retry: { busy: 'retrying', label: 'imports.retry', busyLabel: 'imports.retrying', primary: false },
} as const satisfies Record<
  string,
  { busy: ImportBusy; label: MessageId; busyLabel: MessageId; primary: boolean }
>;

/** A button that sends rows of the import, busy while its own call is out, with the price of those rows beside it. */
export function SendRows(props: {
  send: keyof typeof SENDS;
  flow: ImportFlow;
  actions: ImportActions;
  /** The rows it sends: how many, of which portfolio, priced in which currency. */
  rows: { portfolioId: string; currency: string; count: number };
}) {
  const { flow, actions, rows } = props;
  const send = SENDS[props.send];
  const run = props.send === 'retry' ? actions.retryUnknown : actions.start;
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={send.primary ? 'fd-button fd-button--primary' : 'fd-button'}
        disabled={flow.busy !== null}
        onClick={() => void run()}
      >
        {flow.busy === send.busy ? t(send.busyLabel) : t(send.label)}
      </button>
      <RowsCost portfolioId={rows.portfolioId} currency={rows.currency} rows={rows.count} />
    </>
  );
}
