import type { ReactNode } from 'react';
import type { AlertTarget } from '../../../../shared/domain/alerts';
import { SelectField, type SelectChoice } from '../../components/select-field';

// The two rows of selects and inputs the New alert form is made of; the form keeps the state and the rules.

export type ConditionKind = 'above' | 'below' | 'change1h' | 'change24h';
export type ChangeDirection = 'up' | 'down' | 'either';
export interface TargetChoice {
  id: string;
  label: string;
}

export const isLevelKind = (kind: ConditionKind): boolean => kind === 'above' || kind === 'below';

const TARGETS: readonly SelectChoice<AlertTarget['kind']>[] = [
  { value: 'coin', label: 'A coin' },
  { value: 'rwa', label: 'An RWA asset' },
];
const CONDITIONS: readonly SelectChoice<ConditionKind>[] = [
  { value: 'above', label: 'Price goes above' },
  { value: 'below', label: 'Price goes below' },
  { value: 'change1h', label: 'Change over 1 hour' },
  { value: 'change24h', label: 'Change over 24 hours' },
];
const DIRECTIONS: readonly SelectChoice<ChangeDirection>[] = [
  { value: 'either', label: 'Up or down' },
  { value: 'up', label: 'Up' },
  { value: 'down', label: 'Down' },
];

/** A field's value and how it changes, handed to the field as it is. */
export interface Bound<V> {
  value: V;
  onChange: (value: V) => void;
}

/** What the alert is on: its kind, and for an RWA asset which one of the list. */
export interface TargetDraft {
  kind: Bound<AlertTarget['kind']>;
  asset: Bound<string>;
  choices: TargetChoice[];
}

export interface ConditionDraft {
  kind: Bound<ConditionKind>;
  direction: Bound<ChangeDirection>;
  amount: Bound<string>;
}

export function TargetFields({ target }: { target: TargetDraft }) {
  const assets = target.choices.map((c) => ({ value: c.id, label: c.label }));
  return (
    // One row whatever the kind, so the select keeps its focus while the user changes it.
    <div className="fd-row fd-row--fields">
      <SelectField label="On" named options={TARGETS} {...target.kind} />
      {target.kind.value === 'rwa' && (
        <SelectField label="Asset" named options={assets} empty="Loading the list…" {...target.asset} />
      )}
    </div>
  );
}

export function ConditionFields(props: { condition: ConditionDraft; currency: string; children: ReactNode }) {
  const { kind, direction, amount } = props.condition;
  const isLevel = isLevelKind(kind.value);
  return (
    <div className="fd-row fd-row--fields">
      <SelectField label="When" named options={CONDITIONS} {...kind} />
      {!isLevel && <SelectField label="Direction" named options={DIRECTIONS} {...direction} />}
      <label className="fd-field">
        {isLevel ? `Level (${props.currency})` : 'Change (%)'}
        <input
          value={amount.value}
          onChange={(e) => amount.onChange(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </label>
      {props.children}
    </div>
  );
}
