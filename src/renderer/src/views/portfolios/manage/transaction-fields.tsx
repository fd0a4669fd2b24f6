import type { ReactNode } from 'react';
import { TX_KINDS, type TxKind } from '../../../../../shared/contract/manage';
import { FieldCell, issueAttrs } from './field-cell';
import { useT, type Translate } from '../../../stores/i18n';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import { UNPICKED, type FieldIssues, type TxFields } from './transaction-form';

// The fields of the transaction dialog.

export const KIND_LABELS: Record<TxKind, MessageId> = {
  buy: 'transactions.typeBuy',
  sell: 'transactions.typeSell',
  'transfer-in': 'manage.transferIn',
  'transfer-out': 'manage.transferOut',
};

/** The draft's own checks, said in the user's language; the schema's other messages come as main wrote them. */
const ISSUE_IDS: Partial<Record<string, MessageId>> = {
  'is in the future': 'manage.issueFuture',
  'enter a number': 'manage.issueNumber',
  [UNPICKED]: 'manage.issueUnpicked',
};

/** An issue in the user's language when it is one of the draft's own checks; main's words otherwise. */
const issueText = (issue: string, t: Translate) => {
  const id = ISSUE_IDS[issue];
  return id ? t(id) : issue;
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
  const t = useT();
  const issue = issues[name];
  const said = issue && t('manage.fieldIssue', { label, issue: issueText(issue, t) });
  return (
    <FieldCell label={label} hint={props.hint} issue={said} issueId={`fd-tx-${name}-issue`}>
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
  const t = useT();
  const trade = fields.kind === 'buy' || fields.kind === 'sell';
  // The figures are typed alike; each names only its label, its hint and what typing it changes.
  const figures = {
    amount: { label: t('labels.amount'), onChange: (amount: string) => set({ amount }) },
    price: { label: t('manage.pricePerCoin', { currency }), hint: props.priceHint, onChange: props.onPrice },
    fee: {
      label: t('manage.feeOptional', { currency }),
      hint: fields.kind === 'sell' ? t('manage.feeSell') : t('manage.feeBuy'),
      onChange: (fee: string) => set({ fee }),
    },
  };
  const figure = (name: keyof typeof figures) => (
    <DecimalField name={name} fields={fields} issues={issues} {...figures[name]} />
  );
  return (
    <div className="fd-manage__grid">
      <TxField name="kind" label={t('labels.type')} issues={issues}>
        <select value={fields.kind} onChange={(e) => set({ kind: e.target.value as TxKind })}>
          {TX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </TxField>
      <div className="fd-manage__cell">
        {props.coin}
        {issues.coinId && (
          <span className="fd-manage__issue" id="fd-tx-coinId-issue">
            {t('manage.fieldIssue', { label: t('labels.coin'), issue: issueText(issues.coinId, t) })}
          </span>
        )}
      </div>
      {figure('amount')}
      {trade && figure('price')}
      <TxField name="date" label={t('manage.dateTime')} issues={issues}>
        <input
          type="datetime-local"
          value={fields.date}
          onChange={(e) => set({ date: e.target.value })}
          {...invalid(issues, 'date')}
        />
      </TxField>
      {trade && figure('fee')}
    </div>
  );
}
