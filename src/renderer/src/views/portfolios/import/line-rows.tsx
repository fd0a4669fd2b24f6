import type { ReactNode } from 'react';
import type { ImportActions, ImportBusy, ImportFlow } from '../../../stores/imports';
import { RowsCost } from './rows-cost';

/** What the plan and job steps of the import dialog are given. */
export interface StepProps {
  flow: ImportFlow;
  actions: ImportActions;
  onClose: () => void;
}

/** Rows of the file named by their line, each with why it is listed, open so none goes unseen. */
export function LineRows(props: {
  summary: ReactNode;
  /** The list's accessible name. */
  label: string;
  rows: readonly { line: number; reason: string }[];
  children?: ReactNode;
}) {
  return (
    <details className="fd-import__rows" open>
      <summary>{props.summary}</summary>
      <ul aria-label={props.label} tabIndex={0}>
        {props.rows.map((row) => (
          <li key={row.line}>
            <span className="fd-import__line">Line {row.line}</span> {row.reason}
          </li>
        ))}
      </ul>
      {props.children}
    </details>
  );
}

/** A button that sends rows of the import, busy while its own call is out, with the price of those rows beside it. */
export function SendRows(props: {
  flow: ImportFlow;
  /** The call the button makes, as the flow names it while it is out. */
  busy: ImportBusy;
  label: string;
  busyLabel: string;
  primary?: boolean;
  onSend: () => Promise<unknown>;
  portfolioId: string;
  currency: string;
  rows: number;
}) {
  const { flow } = props;
  return (
    <>
      <button
        type="button"
        className={props.primary ? 'fd-button fd-button--primary' : 'fd-button'}
        disabled={flow.busy !== null}
        onClick={() => void props.onSend()}
      >
        {flow.busy === props.busy ? props.busyLabel : props.label}
      </button>
      <RowsCost portfolioId={props.portfolioId} currency={props.currency} rows={props.rows} />
    </>
  );
}
