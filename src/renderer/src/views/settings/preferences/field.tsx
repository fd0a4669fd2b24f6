import { useId, type ReactNode } from 'react';

/** What a field's control takes to be named by the label and described by the note. */
export interface ControlIds {
  id: string;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with a note under it when there is one: a hint, or (`problem`) what is wrong with the value.
 * The note describes the control, so a screen reader says it with the field.
 */
export function Field(props: {
  label: string;
  note?: ReactNode;
  problem?: boolean;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const noteId = useId();
  const noted = props.note !== undefined && props.note !== null && props.note !== false;
  return (
    <div className="fd-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-describedby': noted ? noteId : undefined })}
      {noted && (
        <span id={noteId} className={props.problem ? 'fd-field-problem' : 'fd-source'}>
          {props.note}
        </span>
      )}
    </div>
  );
}
