import type { ReactNode } from 'react';
import { useT } from '../../../stores/i18n';

// The manage dialogs' fields. A field's issue and hint sit beside its label, not in it, so the field's accessible
// name stays its label alone.

/** The attributes that tie an input to its issue, when it has one. */
export const issueAttrs = (issueId: string, has: boolean) =>
  has ? { 'aria-invalid': true, 'aria-describedby': issueId } : {};

export function FieldCell(props: {
  label: ReactNode;
  /** Said beside the field, under `issueId` (the id its input's aria-describedby names); none: nothing said. */
  issue?: ReactNode;
  issueId: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="fd-manage__cell">
      <label className="fd-field">
        {props.label}
        {props.children}
      </label>
      {props.hint && <span className="fd-hint">{props.hint}</span>}
      {props.issue && (
        <span className="fd-manage__issue" id={props.issueId}>
          {props.issue}
        </span>
      )}
    </div>
  );
}

/** The name to give a connected portfolio; sent only when typed. */
export function NameField({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  const t = useT();
  return (
    <label className="fd-field">
      {t('manage.nameOptional')}
      <input value={name} onChange={(e) => onChange(e.target.value)} maxLength={100} />
    </label>
  );
}
