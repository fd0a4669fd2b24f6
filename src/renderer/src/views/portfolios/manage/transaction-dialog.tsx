import { useState, type FormEvent } from 'react';
import type { TransactionDraft } from '../../../../../shared/contract/manage';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';
import { CoinCombo } from '../../../components/coin-combo';
import { useCostPreview, type CostState } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useCurrency, useFolio, useFormat, useNow } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { DialogFrame } from './dialog-frame';
import { invalid, TransactionFields, TxField } from './transaction-fields';
import { dropDraft } from './unsaved-drafts';
import { noteSaved, type TransactionSaved } from './manage-requests';
import { shownOf } from './transaction-form';
import { refusesType, rememberRefusal } from './refused-types';
import { happened, useWrite, type WriteRun } from './use-write';
import { useTransactionDraft } from './use-transaction-draft';
import { TradeTotal } from './trade-total';
import { WriteResult } from './write-result';
import { FarPriceWarning, TRANSACTION_WRITE, WriteCost, WriteProgress } from './write-status';
import { typeInSentence } from '../portfolio-names';

type Draft = ReturnType<typeof useTransactionDraft>;

/** Which portfolio the dialog writes to, of what type, in which currency; editing, what an edit does. */
function DialogHint(props: { name: string; type: string; currency: string; edit: boolean }) {
  const t = useT();
  const type = typeInSentence(props.type, t);
  return (
    <p className="fd-hint">
      {t('manage.dialogHint', { name: props.name, type, currency: props.currency })}
      {props.edit && ` ${t('manage.editHint')}`}
    </p>
  );
}

/**
 * Adds a transaction to a portfolio (one whose type the service refuses is remembered: refused-types.ts), or edits one (written as a correction plus the new entry, since the
 * service cannot change a transaction). The draft is checked as the user types, with main's own schema; the price
 * of sending it is shown on the button's side before anything is sent. A coin is found by name (the service knows
 * coins by id); the price is prefilled from a price the app already holds, and a recent trade priced far from it is
 * saved only once the user has seen both figures.
 */
export function TransactionDialog({
  portfolioId,
  portfolioName,
  portfolioType = 'manual',
  editing,
  onClose,
}: {
  portfolioId: string;
  portfolioName: string;
  portfolioType?: string | undefined;
  editing?: PortfolioTransaction | undefined;
  onClose: () => void;
}) {
  const { api } = useFolio();
  const currency = useCurrency();
  const now = useNow();
  const t = useT();
  const [edit, setEdit] = useState(editing);
  const write = useWrite(TRANSACTION_WRITE);
  // Set when the service has just refused a transaction for this portfolio's type: said below the refusal.
  const [typeRefused, setTypeRefused] = useState(false);
  const draft = useTransactionDraft(portfolioId, editing, write);
  const original = edit ? shownOf(edit, portfolioId, currency) : null;
  const cost = useCostPreview(
    original ? 'manage:editTransaction' : 'manage:addTransaction',
    original ? { original, draft: draft.priced } : draft.priced,
  );
  const close = () => {
    draft.keep();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = draft.ready();
    if (sent === null) return;
    setTypeRefused(false);
    const result = await write.run(async () => {
      if (original) return api.manage.editTransaction({ original, draft: sent });
      const answer = await api.manage.addTransaction(sent);
      if (!answer.ok && refusesType(portfolioType, answer.error)) {
        rememberRefusal(portfolioType, answer.error, now);
        setTypeRefused(true);
      }
      return answer;
    });
    // The old entry is gone but the new one is not in: what is left to do is an add of what the form holds.
    if (result?.state === 'partial') setEdit(undefined);
    if (happened(result)) {
      dropDraft(draft.key);
      noteSaved(savedOf(sent, draft.known, portfolioName, original !== null));
      onClose();
    }
  };

  return (
    <DialogFrame title={edit ? t('manage.editTransaction') : t('manage.addTransaction')} onClose={close}>
      {() => (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {draft.restored && <RestoredNote onStartOver={draft.startOver} />}
          <DialogHint name={portfolioName} type={portfolioType} currency={currency} edit={Boolean(edit)} />
          <DraftFields draft={draft} />
          {draft.warning && (
            <FarPriceWarning
              {...draft.warning}
              currency={currency}
              button={edit ? t('manage.saveChanges') : t('manage.addTransaction')}
            />
          )}
          <SaveRow
            write={write}
            cost={cost}
            editing={edit !== undefined}
            refusedType={typeRefused ? portfolioType : null}
            onClose={close}
          />
        </form>
      )}
    </DialogFrame>
  );
}

/** What the manage bar says once the dialog has closed: the coin by its symbol where the form knows it. */
const savedOf = (
  sent: TransactionDraft,
  known: Draft['known'],
  portfolioName: string,
  edited: boolean,
): TransactionSaved => ({
  edited,
  portfolioName,
  kind: sent.kind,
  amount: sent.amount,
  coin: known.find((coin) => coin.id === sent.coinId)?.symbol ?? sent.coinId,
});

/** What the write did or why it was refused, where it is, then Save (or Add) with its price beside it, and Cancel. */
function SaveRow(props: {
  write: WriteRun;
  cost: CostState;
  editing: boolean;
  /** The portfolio type the service has just refused a transaction for: said below the refusal. */
  refusedType: string | null;
  onClose: () => void;
}) {
  const { write, editing } = props;
  const t = useT();
  return (
    <>
      <WriteResult outcome={write.outcome} />
      <ErrorNote error={write.error} />
      {props.refusedType !== null && write.error && (
        <p className="fd-hint" role="note">
          {t('manage.wontOffer', { type: typeInSentence(props.refusedType, t) })}
        </p>
      )}
      <WriteProgress
        phase={write.phase}
        sending={editing ? t('manage.sendingChanged') : t('manage.sendingTransaction')}
      />
      <div className="fd-row">
        <button type="submit" className="fd-button fd-button--primary" disabled={write.busy}>
          {write.busy
            ? t(editing ? 'manage.saving' : 'manage.adding')
            : t(editing ? 'manage.saveChanges' : 'manage.addTransaction')}
        </button>
        <WriteCost write={props.cost} />
        <button type="button" className="fd-button" onClick={props.onClose}>
          {write.outcome ? t('manage.close') : t('manage.cancel')}
        </button>
      </div>
    </>
  );
}

/** Said when an unsaved draft came back, with the way to drop it. */
function RestoredNote({ onStartOver }: { onStartOver: () => void }) {
  const t = useT();
  return (
    <p className="fd-hint" role="status">
      {t('manage.restored')}{' '}
      <button type="button" className="fd-button" onClick={onStartOver}>
        {t('manage.startOver')}
      </button>
    </p>
  );
}

/** The draft's fields: type, coin (a search as well as a field), figures, then the note. */
function DraftFields({ draft }: { draft: Draft }) {
  const currency = useCurrency();
  const fmt = useFormat();
  const t = useT();
  const { fields, issues, known, market, set } = draft;
  const trade = fields.kind === 'buy' || fields.kind === 'sell';
  return (
    <>
      <TransactionFields
        fields={fields}
        issues={issues}
        currency={currency}
        onChange={set}
        onPrice={draft.typePrice}
        priceHint={
          draft.prefill && market
            ? draft.replaced
              ? t('manage.priceReplaced', { replaced: draft.replaced, time: fmt.time(market.fetchedAt) })
              : t('manage.priceLast', { time: fmt.time(market.fetchedAt) })
            : undefined
        }
        coin={
          <CoinCombo
            label={t('labels.coin')}
            value={fields.coinId}
            onChange={(coinId) => set({ coinId })}
            known={known}
            currency={currency}
            onFound={draft.found}
            // The coin picked from a search, kept with a draft: named without a new search.
            picked={known.find((coin) => coin.id === fields.coinId.trim()) ?? null}
            onPick={(coin) => draft.pick(coin.id)}
            issueId={issues.coinId ? 'fd-tx-coinId-issue' : undefined}
            autoFocus
          />
        }
      />
      <TradeTotal fields={fields} currency={currency} />
      {!trade && <p className="fd-hint">{t('manage.transferValued')}</p>}
      <TxField name="note" label={t('manage.noteOptional')} issues={issues}>
        <textarea
          value={fields.note}
          onChange={(e) => set({ note: e.target.value })}
          rows={2}
          maxLength={500}
          {...invalid(issues, 'note')}
        />
      </TxField>
    </>
  );
}
