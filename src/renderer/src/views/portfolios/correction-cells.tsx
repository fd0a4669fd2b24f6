import type { Meta } from '../../../../shared/envelope';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import { maskIf } from '../../../../shared/privacy';
import { Num } from '../../components/num';
import { useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { typeLabel } from '../../components/transactions/portfolio-columns';
import type { RowMark } from '../../lib/corrections';

// The Transactions table's view of Folio Desk's corrections (lib/corrections.ts finds them): an edit or a
// reversal writes an opposite entry at the original's price, so the service gives the correction a P/L that
// offsets the original's (a -$43,978.73 "loss" beside a +$43,977 "gain"). Neither is a gain or loss the user
// made, so both figures are shown dimmed and untoned with the reason under them, and sort with the rows that
// have no P/L; the service's figure stays on screen.

/** The Type cell: the service's type, and a badge on a correction or on the row it reverses. */
export function TypeCell({ row, mark }: { row: PortfolioTransaction; mark: RowMark | undefined }) {
  const fmt = useFormat();
  const t = useT();
  if (!mark) return <>{typeLabel(t, row.type)}</>;
  const title =
    mark.kind === 'correction'
      ? maskIf(fmt.privacy, row.note ?? t('portfolios.correctionNote'))
      : mark.by === 'edit'
        ? t('portfolios.editedTitle')
        : t('portfolios.reversedTitle');
  return (
    <>
      {typeLabel(t, row.type)}{' '}
      <span className="fd-badge fd-tx-mark" title={title}>
        {mark.kind === 'correction' ? t('portfolios.correction') : t('portfolios.reversed')}
      </span>
    </>
  );
}

/** Why a marked row's P/L is no gain or loss, in a few words under the figure. */
export const offsetWords = (mark: RowMark, t: Translate): string =>
  mark.kind === 'correction' ? t('portfolios.offsetsReversed') : t('portfolios.offsetByCorrection');

/** The P/L cell: the service's figure, toned for an ordinary row, dimmed with the reason for a marked one. */
export function ProfitLossCell(props: {
  row: PortfolioTransaction;
  mark: RowMark | undefined;
  currency: string;
  meta: Meta;
}) {
  const { row, mark, currency, meta } = props;
  const t = useT();
  if (!mark) return <Num value={row.profitLoss} kind="signedMoney" currency={currency} meta={meta} tone />;
  if (row.profitLoss === null) return <Num value={null} kind="signedMoney" currency={currency} meta={meta} />;
  return (
    <span className="fd-tx-offset" title={t('portfolios.offsetTitle')}>
      <Num value={row.profitLoss} kind="signedMoney" currency={currency} meta={meta} />
      <span className="fd-tx-side">{offsetWords(mark, t)}</span>
    </span>
  );
}

/** Sorts a marked row's P/L with the rows that have none, so a correction never heads the largest losses. */
export const profitLossSortValue = (row: PortfolioTransaction, mark: RowMark | undefined): number | null =>
  mark ? null : row.profitLoss;
