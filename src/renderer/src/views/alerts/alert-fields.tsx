import type { ReactNode } from 'react';
import type { AlertTarget } from '../../../../shared/domain/alerts';

// The two rows of selects and inputs the New alert form is made of; the form keeps the state and the rules.

export type ConditionKind = 'above' | 'below' | 'change1h' | 'change24h';
export type ChangeDirection = 'up' | 'down' | 'either';
export interface TargetChoice {
  id: string;
  label: string;
}

export const isLevelKind = (kind: ConditionKind): boolean => kind === 'above' || kind === 'below';

export function TargetFields(props: {
  targetKind: AlertTarget['kind'];
  onTargetKind: (kind: AlertTarget['kind']) => void;
  choices: TargetChoice[];
  chosenId: string;
  onAsset: (id: string) => void;
}) {
  const { targetKind, choices } = props;
  return (
    // One row whatever the kind, so the select keeps its focus while the user changes it.
    <div className="fd-row fd-row--fields">
      <label className="fd-field">
        On
        <select
          aria-label="On"
          value={targetKind}
          onChange={(e) => props.onTargetKind(e.target.value as AlertTarget['kind'])}
        >
          <option value="coin">A coin</option>
          <option value="rwa">An RWA asset</option>
        </select>
      </label>
      {targetKind === 'rwa' && (
        <label className="fd-field">
          Asset
          <select aria-label="Asset" value={props.chosenId} onChange={(e) => props.onAsset(e.target.value)}>
            {choices.length === 0 && <option value="">Loading the list…</option>}
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

export function ConditionFields(props: {
  kind: ConditionKind;
  onKind: (kind: ConditionKind) => void;
  direction: ChangeDirection;
  onDirection: (direction: ChangeDirection) => void;
  amount: string;
  onAmount: (amount: string) => void;
  currency: string;
  children: ReactNode;
}) {
  const isLevel = isLevelKind(props.kind);
  return (
    <div className="fd-row fd-row--fields">
      <label className="fd-field">
        When
        <select
          aria-label="When"
          value={props.kind}
          onChange={(e) => props.onKind(e.target.value as ConditionKind)}
        >
          <option value="above">Price goes above</option>
          <option value="below">Price goes below</option>
          <option value="change1h">Change over 1 hour</option>
          <option value="change24h">Change over 24 hours</option>
        </select>
      </label>
      {!isLevel && (
        <label className="fd-field">
          Direction
          <select
            aria-label="Direction"
            value={props.direction}
            onChange={(e) => props.onDirection(e.target.value as ChangeDirection)}
          >
            <option value="either">Up or down</option>
            <option value="up">Up</option>
            <option value="down">Down</option>
          </select>
        </label>
      )}
      <label className="fd-field">
        {isLevel ? `Level (${props.currency})` : 'Change (%)'}
        <input
          value={props.amount}
          onChange={(e) => props.onAmount(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </label>
      {props.children}
    </div>
  );
}
