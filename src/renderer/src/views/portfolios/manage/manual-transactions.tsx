import { useState } from 'react';
import { useStore } from 'zustand';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';
import { maskIf } from '../../../../../shared/privacy';
import { useCostPreview } from '../../../components/cost-badge';
import { useCurrency, useFolio, useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { typeLabel } from '../../../components/transactions/portfolio-columns';
import { correctionMarks, type RowMark } from '../../../lib/corrections';
import { DialogFrame } from './dialog-frame';
import { TransactionDialog } from './transaction-dialog';
import { shownOf } from './transaction-form';
import { happened, useWrite } from './use-write';
import { WriteActions } from './write-result';
import { TRANSACTION_WRITE, WriteCost, WriteProgress } from './write-status';

/**
 * The manual portfolio's transactions with Edit and Reverse, folded by default: the same rows are in the
 * Transactions table, and the value and charts come first. The service cannot change or remove a transaction, so
 * both write a correcting entry; the row it reverses is marked and offers neither again (corrections.ts).
 */
/** Rows shown at first, and added by each "Show more". */
const PAGE = 20;

export function ManualTransactions({
  portfolioId,
  portfolioName,
}: {
  portfolioId: string;
  portfolioName: string;
}) {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const currency = useCurrency();
  const rows = useStore(stores.portfolio.transactions, (s) =>
    s.shownQuery?.portfolioId === portfolioId ? s.value : null,
  );
  const [editing, setEditing] = useState<PortfolioTransaction | null>(null);
  const [deleting, setDeleting] = useState<PortfolioTransaction | null>(null);
  // The newest first, a page at a time: every row loaded can be reached, none is dropped without a word.
  const [limit, setLimit] = useState(PAGE);
  const all = (rows ?? []).filter((row) => shownOf(row, portfolioId, currency) !== null);
  const list = all.slice(0, limit);
  const marks = correctionMarks(rows ?? []);

  return (
    <details className="fd-manage__rows">
      <summary>{t('manage.editTransactionsCount', { n: fmt.count(all.length) })}</summary>
      <section aria-label={t('manage.editTransactions')}>
        {list.length === 0 ? (
          <p className="fd-hint">{t('manage.noneToEdit')}</p>
        ) : (
          <ul>
            {list.map((row) => (
              <EditableRow
                key={row.id}
                row={row}
                mark={marks.get(row.id)}
                onEdit={() => setEditing(row)}
                onReverse={() => setDeleting(row)}
              />
            ))}
          </ul>
        )}
        {all.length > list.length && (
          <button type="button" className="fd-button" onClick={() => setLimit((n) => n + PAGE)}>
            {t('manage.showMore', {
              more: fmt.count(Math.min(PAGE, all.length - list.length)),
              shown: fmt.count(list.length),
              total: fmt.count(all.length),
            })}
          </button>
        )}
        {editing && (
          <TransactionDialog
            portfolioId={portfolioId}
            portfolioName={portfolioName}
            editing={editing}
            onClose={() => setEditing(null)}
          />
        )}
        {deleting && (
          <DeleteTransactionDialog
            row={deleting}
            portfolioId={portfolioId}
            onClose={() => setDeleting(null)}
          />
        )}
      </section>
    </details>
  );
}

/** One transaction, said in a line, with Edit and Reverse; a reversed row or a correction says so instead. */
function EditableRow(props: {
  row: PortfolioTransaction;
  mark: RowMark | undefined;
  onEdit: () => void;
  onReverse: () => void;
}) {
  const { row } = props;
  const fmt = useFormat();
  const t = useT();
  const what = t('manage.rowWhat', {
    type: typeLabel(t, row.type),
    amount: fmt.amount(Math.abs(row.count ?? 0)),
    coin: row.symbol ?? row.coinId ?? '',
    date: fmt.date(row.date),
  });
  const actions = [
    [t('manage.edit'), t('manage.editRow', { what }), props.onEdit],
    [t('manage.reverse'), t('manage.reverseRow', { what }), props.onReverse],
  ] as const;
  return (
    <li className="fd-row">
      <span>
        {maskIf(fmt.privacy, what)}
        {/* The note is the user's own words: data, kept out of translation. */}
        {row.note ? (
          <span className="fd-hint" translate="no">
            {' · '}
            {maskIf(fmt.privacy, row.note)}
          </span>
        ) : null}
      </span>
      {props.mark ? (
        <MarkText mark={props.mark} />
      ) : (
        actions.map(([action, label, onClick]) => (
          <button key={action} type="button" className="fd-button" onClick={onClick} aria-label={label}>
            {action}
          </button>
        ))
      )}
    </li>
  );
}

/** Why a row offers no Edit or Reverse: it was reversed already, or it is itself a correction. */
function MarkText({ mark }: { mark: RowMark | undefined }) {
  const t = useT();
  if (!mark) return null;
  const text =
    mark.kind === 'correction'
      ? t('manage.correctingEntry')
      : mark.by === 'edit'
        ? t('manage.editedMark')
        : t('portfolios.reversedTitle');
  return <span className="fd-manage__mark">{text}</span>;
}

function DeleteTransactionDialog({
  row,
  portfolioId,
  onClose,
}: {
  row: PortfolioTransaction;
  portfolioId: string;
  onClose: () => void;
}) {
  const { api } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const currency = useCurrency();
  const original = shownOf(row, portfolioId, currency);
  const cost = useCostPreview('manage:deleteTransaction', original ? { original } : null);
  const write = useWrite(TRANSACTION_WRITE);
  const remove = async () => {
    if (!original) return;
    const result = await write.run(() => api.manage.deleteTransaction({ original }));
    if (happened(result)) onClose();
  };
  const what = t('manage.reverseWhat', {
    type: typeLabel(t, row.type),
    amount: fmt.amount(Math.abs(row.count ?? 0)),
    coin: row.symbol ?? row.coinId ?? '',
    date: fmt.date(row.date),
  });
  return (
    <DialogFrame title={t('manage.reverseTitle')} onClose={onClose}>
      {() => (
        <>
          <p>{t('manage.reverseBody', { what: maskIf(fmt.privacy, what), date: fmt.date(row.date) })}</p>
          <WriteActions
            write={write}
            danger
            onRun={() => void remove()}
            label={t('manage.recordReversal')}
            busyLabel={t('manage.reversing')}
            price={<WriteCost write={cost} />}
            onCancel={onClose}
          >
            <WriteProgress phase={write.phase} sending={t('manage.sendingReversal')} />
          </WriteActions>
        </>
      )}
    </DialogFrame>
  );
}
