import type { ReactNode } from 'react';
import type { AlertTarget } from '../../../../shared/domain/alerts';
import { SelectField, type SelectChoice } from '../../components/select-field';
import { useT, type Translate } from '../../stores/i18n';

// The two rows of selects and inputs the New alert form is made of; the form keeps the state and the rules.

export type ConditionKind = 'above' | 'below' | 'change1h' | 'change24h';
export type ChangeDirection = 'up' | 'down' | 'either';
export interface TargetChoice {
  id: string;
  label: string;
}

export const isLevelKind = (kind: ConditionKind): boolean => kind === 'above' || kind === 'below';

const targets = (t: Translate): readonly SelectChoice<AlertTarget['kind']>[] => [
  { value: 'coin', label: t('alerts.aCoin') },
  { value: 'rwa', label: t('alerts.anAsset') },
];
const conditions = (t: Translate): readonly SelectChoice<ConditionKind>[] => [
  { value: 'above', label: t('alerts.priceAbove') },
  { value: 'below', label: t('alerts.priceBelow') },
  { value: 'change1h', label: t('alerts.change1h') },
  { value: 'change24h', label: t('alerts.change24h') },
];
const directions = (t: Translate): readonly SelectChoice<ChangeDirection>[] => [
  { value: 'either', label: t('alerts.upOrDown') },
  { value: 'up', label: t('alerts.up') },
  { value: 'down', label: t('alerts.down') },
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
  const t = useT();
  const assets = target.choices.map((c) => ({ value: c.id, label: c.label }));
  return (
    // One row whatever the kind, so the select keeps its focus while the user changes it.
    <div className="fd-row fd-row--fields">
      <SelectField label={t('alerts.on')} named options={targets(t)} {...target.kind} />
      {target.kind.value === 'rwa' && (
        <SelectField
          label={t('alerts.asset')}
          named
          options={assets}
          empty={t('alerts.loadingList')}
          {...target.asset}
        />
      )}
    </div>
  );
}

export function ConditionFields(props: { condition: ConditionDraft; currency: string; children: ReactNode }) {
  const { kind, direction, amount } = props.condition;
  const t = useT();
  const isLevel = isLevelKind(kind.value);
  return (
    <div className="fd-row fd-row--fields">
      <SelectField label={t('alerts.when')} named options={conditions(t)} {...kind} />
      {!isLevel && <SelectField label={t('alerts.direction')} named options={directions(t)} {...direction} />}
      <label className="fd-field">
        {isLevel ? t('alerts.level', { currency: props.currency }) : t('alerts.changePercent')}
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
