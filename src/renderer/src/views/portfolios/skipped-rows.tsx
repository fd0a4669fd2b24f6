import type { Meta } from '../../../../shared/envelope';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// Beside a table whose answer had rows that could not be read: how many were left out, and on opening
// the details, why (the validation issue of each, by row and field). The other rows are shown as they are.

const SUMMARY = {
  holdings: 'portfolios.skippedHoldings',
  transactions: 'portfolios.skippedTransactions',
  portfolios: 'portfolios.skippedPortfolios',
} as const;

export function SkippedRows({ meta, kind }: { meta: Meta; kind: keyof typeof SUMMARY }) {
  const t = useT();
  const fmt = useFormat();
  if (!meta.skipped || meta.skipped.count === 0) return null;
  const { count, issues } = meta.skipped;
  return (
    <details className="fd-skipped-rows">
      <summary>{t(SUMMARY[kind], { count, n: fmt.count(count) })}</summary>
      <p>{t('portfolios.skippedWhy', { count })}</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>{t('portfolios.skippedRow', { path: issue.path, message: issue.message })}</li>
        ))}
      </ul>
    </details>
  );
}
