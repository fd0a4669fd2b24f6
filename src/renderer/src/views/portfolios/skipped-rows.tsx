import type { Meta } from '../../../../shared/envelope';

// Beside a table whose answer had rows that could not be read: how many were left out, and on opening
// the details, why (the validation issue of each, by row and field). The other rows are shown as they are.

export function SkippedRows({ meta, noun }: { meta: Meta; noun: { one: string; many: string } }) {
  if (!meta.skipped || meta.skipped.count === 0) return null;
  const { count, issues } = meta.skipped;
  return (
    <details className="fd-skipped-rows">
      <summary>
        {count} {count === 1 ? noun.one : noun.many} could not be read (details)
      </summary>
      <p>The service sent {count === 1 ? 'this row' : 'these rows'} in a shape Folio Desk does not read:</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>
            row {issue.path}: {issue.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
