import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/** A labelled native input holding a string: the wrapping label names it, the other props go to the input. */
export function TextField({
  label,
  value,
  onValue,
  fieldClass,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A look of the field's own, beside fd-field. */
  fieldClass?: string;
}) {
  return (
    <label className={fieldClass ? `fd-field ${fieldClass}` : 'fd-field'}>
      {label}
      <input {...input} value={value} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
