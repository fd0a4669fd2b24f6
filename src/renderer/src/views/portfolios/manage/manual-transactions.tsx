import { useState } from 'react';
import { useStore } from 'zustand';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';
import { maskIf } from '../../../../../shared/privacy';
import { useCostPreview } from '../../../components/cost-badge';
import { useCurrency, useFolio, useFormat } from '../../../stores/folio-context';
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
      <summary>Edit transactions ({fmt.count(all.length)})</summary>
      <section aria-label="Edit transactions">
        {list.length === 0 ? (
          <p className="fd-hint">No transactions to edit yet.</p>
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
            Show {fmt.count(Math.min(PAGE, all.length - list.length))} more ({fmt.count(list.length)} of{' '}
            {fmt.count(all.length)} shown)
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
  const what = `${row.type} ${fmt.amount(Math.abs(row.count ?? 0))} ${row.symbol ?? row.coinId ?? ''} on ${fmt.date(row.date)}`;
  const actions = [
    ['Edit', props.onEdit],
    ['Reverse', props.onReverse],
  ] as const;
  return (
    <li className="fd-row">
      <span>
        {maskIf(fmt.privacy, what)}
        {row.note ? <span className="fd-hint"> · {maskIf(fmt.privacy, row.note)}</span> : null}
      </span>
      {props.mark ? (
        <MarkText mark={props.mark} />
      ) : (
        actions.map(([action, onClick]) => (
          <button
            key={action}
            type="button"
            className="fd-button"
            onClick={onClick}
            aria-label={`${action} ${what}`}
          >
            {action}
          </button>
        ))
      )}
    </li>
  );
}

/** Why a row offers no Edit or Reverse: it was reversed already, or it is itself a correction. */
function MarkText({ mark }: { mark: RowMark | undefined }) {
  if (!mark) return null;
  const text =
    mark.kind === 'correction'
      ? 'Correcting entry'
      : mark.by === 'edit'
        ? 'Edited: reversed, and the new entry recorded'
        : 'Reversed by a correcting entry';
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
  const currency = useCurrency();
  const original = shownOf(row, portfolioId, currency);
  const cost = useCostPreview('manage:deleteTransaction', original ? { original } : null);
  const write = useWrite(TRANSACTION_WRITE);
  const remove = async () => {
    if (!original) return;
    const result = await write.run(() => api.manage.deleteTransaction({ original }));
    if (happened(result)) onClose();
  };
  const what = `${row.type} of ${fmt.amount(Math.abs(row.count ?? 0))} ${row.symbol ?? row.coinId ?? ''} on ${fmt.date(row.date)}`;
  return (
    <DialogFrame title="Reverse transaction" onClose={onClose}>
      {() => (
        <>
          <p>
            Reverse the {maskIf(fmt.privacy, what)}? The service cannot remove a transaction: Folio Desk
            records a correcting entry of the opposite amount, dated {fmt.date(row.date)} at this
            transaction’s price (not today’s), so holdings and value come back as they were. Both stay in the
            list.
          </p>
          <WriteActions
            write={write}
            danger
            onRun={() => void remove()}
            label="Record the reversal"
            busyLabel="Reversing…"
            price={<WriteCost write={cost} />}
            onCancel={onClose}
          >
            <WriteProgress phase={write.phase} what="the reversal" />
          </WriteActions>
        </>
      )}
    </DialogFrame>
  );
}
