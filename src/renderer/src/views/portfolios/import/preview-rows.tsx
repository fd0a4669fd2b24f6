import type { TxKind } from '../../../../../shared/contract/manage';
import type { ImportPreview } from '../../../../../shared/import/types';
import { TableHead } from '../../../components/table-head';
import { useFormat } from '../../../stores/folio-context';

/** The words CoinStats' template uses for each kind of row. */
export const KIND_WORDS: Record<TxKind, string> = {
  buy: 'Buy',
  sell: 'Sell',
  'transfer-in': 'Deposit',
  'transfer-out': 'Withdraw',
};

/**
 * The first rows as the chosen columns read them, or what is wrong with each. Dates are shown in UTC, as a file's
 * dates without a zone are read; coins as the file writes them (the plan looks them up and shows each reading).
 */
export function PreviewRows({ preview, currency }: { preview: ImportPreview; currency: string }) {
  const fmt = useFormat();
  const utc = fmt.utc();
  return (
    <div className="fd-table-wrap" tabIndex={0} role="region" aria-label="First rows">
      <table className="fd-table fd-import__preview">
        <caption>
          First {preview.rows.length === 1 ? 'row' : `${preview.rows.length} rows`} as they will be read
        </caption>
        <TableHead
          labels={['Line', 'Date (UTC)', 'Type', 'Coin', 'Amount', 'Price', 'Fee', 'Note']}
          numeric={['Line', 'Amount', 'Price', 'Fee']}
        />
        <tbody>
          {preview.rows.map((row) =>
            row.ok ? (
              <tr key={row.line}>
                <td className="fd-num-col">{row.line}</td>
                <td>{utc.dateTime(row.draft.date)}</td>
                <td>{KIND_WORDS[row.draft.kind]}</td>
                <td>{row.coinText}</td>
                <td className="fd-num-col">{fmt.amount(row.draft.amount)}</td>
                <td className="fd-num-col">
                  {row.draft.price === undefined ? 'market' : fmt.money(row.draft.price, currency)}
                </td>
                <td className="fd-num-col">
                  {row.draft.fee === undefined ? '' : fmt.money(row.draft.fee, currency)}
                </td>
                <td className="fd-import__note">{row.draft.note ?? ''}</td>
              </tr>
            ) : (
              <tr key={row.line} className="fd-import__bad">
                <td className="fd-num-col">{row.line}</td>
                <td colSpan={7}>Not imported: {row.problems.join('; ')}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
