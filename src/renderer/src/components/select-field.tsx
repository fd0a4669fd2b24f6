// A labelled native select over a list of choices: the one shape the views' dropdowns share.

export interface SelectChoice<V extends string> {
  value: V;
  label: string;
}

export function SelectField<V extends string>(props: {
  label: string;
  value: V;
  options: readonly SelectChoice<V>[];
  onChange: (value: V) => void;
  /** Names the select by its label alone (the wrapping label would add the chosen option's text). */
  named?: boolean;
  /** The one option shown while the list is empty, e.g. not loaded yet. */
  empty?: string;
  required?: boolean;
}) {
  const { options } = props;
  return (
    <label className="fd-field">
      {props.label}
      <select
        aria-label={props.named ? props.label : undefined}
        value={props.value}
        required={props.required}
        // The value is one of `options`, each of type V.
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {options.length === 0 && props.empty !== undefined && <option value="">{props.empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
