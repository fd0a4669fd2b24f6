import type { ReactNode } from 'react';
import { TX_KINDS, type TxKind } from '../../../../../shared/contract/manage';
import { FieldCell, issueAttrs } from './field-cell';
import type { FieldIssues, TxFields } from './transaction-form';

// The fields of the transaction dialog.

const KIND_LABELS: Record<TxKind, string> = {
  buy: 'Buy',
  sell: 'Sell',
  'transfer-in': 'Transfer in',
  'transfer-out': 'Transfer out',
};

/** The attributes that tie an input to its issue, when it has one. */
export const invalid = (issues: FieldIssues, name: keyof TxFields) =>
  issueAttrs(`fd-tx-${name}-issue`, Boolean(issues[name]));

export function TxField(props: {
  name: keyof TxFields;
  label: string;
  issues: FieldIssues;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const { name, label, issues } = props;
  const issue = issues[name];
  return (
    <FieldCell
      label={label}
      hint={props.hint}
      issue={issue && `${label}: ${issue}`}
      issueId={`fd-tx-${name}-issue`}
    >
      {props.children}
    </FieldCell>
  );
}

/** A figure typed as text (a comma or a point for decimals), checked with the rest of the draft. */
function DecimalField(props: {
  name: 'amount' | 'price' | 'fee';
  label: string;
  fields: TxFields;
  issues: FieldIssues;
  hint?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { name, issues } = props;
  return (
    <TxField name={name} label={props.label} issues={issues} hint={props.hint}>
      <input
        value={props.fields[name]}
        onChange={(e) => props.onChange(e.target.value)}
        inputMode="decimal"
        {...invalid(issues, name)}
      />
    </TxField>
  );
}

/** Type, coin, amount, price, date and fee; price and fee only for a buy or a sell. */
export function TransactionFields(props: {
  fields: TxFields;
  issues: FieldIssues;
  currency: string;
  onChange: (patch: Partial<TxFields>) => void;
  /** A price typed by the user: theirs from then on. */
  onPrice: (price: string) => void;
  priceHint: string | undefined;
  /** The Coin field: a search as well as a field (components/coin-combo.tsx), built by the dialog. */
  coin: ReactNode;
}) {
  const { fields, issues, currency, onChange: set } = props;
  const trade = fields.kind === 'buy' || fields.kind === 'sell';
  return (
    <div className="fd-manage__grid">
      <TxField name="kind" label="Type" issues={issues}>
        <select value={fields.kind} onChange={(e) => set({ kind: e.target.value as TxKind })}>
          {TX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </TxField>
      <div className="fd-manage__cell">
        {props.coin}
        {issues.coinId && (
          <span className="fd-manage__issue" id="fd-tx-coinId-issue">
            Coin: {issues.coinId}
          </span>
        )}
      </div>
      <DecimalField
        name="amount"
        label="Amount"
        fields={fields}
        issues={issues}
        onChange={(amount) => set({ amount })}
      />
      {trade && (
        <DecimalField
          name="price"
          label={`Price per coin (${currency})`}
          fields={fields}
          issues={issues}
          hint={props.priceHint}
          onChange={props.onPrice}
        />
      )}
      <TxField name="date" label="Date and time" issues={issues}>
        <input
          type="datetime-local"
          value={fields.date}
          onChange={(e) => set({ date: e.target.value })}
          {...invalid(issues, 'date')}
        />
      </TxField>
      {trade && (
        <DecimalField
          name="fee"
          label={`Fee (${currency}, optional)`}
          fields={fields}
          issues={issues}
          hint={
            fields.kind === 'sell'
              ? 'The service has no fee field: it is taken off the sale price and noted.'
              : 'The service has no fee field: it is added to the buy price and noted.'
          }
          onChange={(fee) => set({ fee })}
        />
      )}
    </div>
  );
}
