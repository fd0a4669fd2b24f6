import type { ReactNode } from 'react';

/**
 * A plain (unsorted) table's column headings; the numeric ones, named in `numeric`, align with their figures.
 * A heading that is not a string (a chosen label) is never numeric.
 */
export function TableHead({
  labels,
  numeric = [],
}: {
  labels: readonly ReactNode[];
  numeric?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th
            key={i}
            scope="col"
            className={typeof label === 'string' && numeric.includes(label) ? 'fd-num-col' : undefined}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
