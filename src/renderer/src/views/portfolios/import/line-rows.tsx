import type { ReactNode } from 'react';
import type { ImportActions, ImportFlow } from '../../../stores/imports';

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
