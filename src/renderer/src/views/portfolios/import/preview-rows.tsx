import type { TxKind } from '../../../../../shared/contract/manage';
import type { ImportPreview } from '../../../../../shared/import/types';
import { TableHead } from '../../../components/table-head';
import { useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { problemsText } from './line-rows';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';

/** The words CoinStats' template uses for each kind of row, in the user's language. */
export const KIND_WORDS: Record<TxKind, MessageId> = {
  buy: 'transactions.typeBuy',
  sell: 'transactions.typeSell',
  'transfer-in': 'imports.deposit',
  'transfer-out': 'imports.withdraw',
};

/**
 * The first rows as the chosen columns read them, or what is wrong with each. Dates are shown in UTC, as a file's
 * dates without a zone are read; coins as the file writes them (the plan looks them up and shows each reading).
 */
export function PreviewRows({ preview, currency }: { preview: ImportPreview; currency: string }) {
  const fmt = useFormat();
  const t = useT();
  const utc = fmt.utc();
  const [line, amount, price, fee] = [
    t('imports.line'),
    t('labels.amount'),
    t('labels.price'),
    t('imports.fee'),
  ];
  const shown = preview.rows.length;
  return (
    <div className="fd-table-wrap" tabIndex={0} role="region" aria-label={t('imports.firstRows')}>
      <table className="fd-table fd-import__preview">
        <caption>{t('imports.previewCaption', { count: shown, n: fmt.count(shown) })}</caption>
        <TableHead
          labels={[
            line,
            t('imports.dateUtc'),
            t('labels.type'),
            t('labels.coin'),
            amount,
            price,
            fee,
            t('labels.note'),
          ]}
          numeric={[line, amount, price, fee]}
        />
        <tbody>
          {preview.rows.map((row) =>
            row.ok ? (
              <tr key={row.line}>
                <td className="fd-num-col">{row.line}</td>
                <td translate="no">{utc.dateTime(row.draft.date)}</td>
                <td>{t(KIND_WORDS[row.draft.kind])}</td>
                <td translate="no">{row.coinText}</td>
                <td className="fd-num-col">{fmt.amount(row.draft.amount)}</td>
                <td className="fd-num-col">
                  {row.draft.price === undefined ? t('imports.market') : fmt.money(row.draft.price, currency)}
                </td>
                <td className="fd-num-col">
                  {row.draft.fee === undefined ? '' : fmt.money(row.draft.fee, currency)}
                </td>
                <td className="fd-import__note" translate="no">
                  {row.draft.note ?? ''}
                </td>
              </tr>
            ) : (
              <tr key={row.line} className="fd-import__bad">
                <td className="fd-num-col">{row.line}</td>
                <td colSpan={7}>{t('imports.notImported', { problems: problemsText(row, t) })}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
