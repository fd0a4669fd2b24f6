import { useMemo, useState, type ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
type SortKey = number | string | null;

export interface Column<R> {
  id: string;
  label: string;
  /** Absent: the column cannot be sorted. */
  sortValue?: (row: R) => SortKey;
  render: (row: R) => ReactNode;
  numeric?: boolean;
  /** A class for the column's cells, for a column laid out unlike the rest (one that takes the spare width). */
  cellClassName?: string;
}

export interface SortState {
  id: string;
  direction: SortDirection;
}

/** Missing values sort last whichever the direction: a blank should never top a list. */
export function sortRows<R>(rows: readonly R[], key: (row: R) => SortKey, direction: SortDirection): R[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y)) * factor;
  });
}

export interface SortableTableProps<R> {
  caption: string;
  /** For screen readers only, where the card's heading above already says the same. */
  captionHidden?: boolean;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  initialSort?: SortState;
  empty?: string;
  /** Which of the sorted rows to show (a page): paging runs after sorting, so a sort orders every row. */
  slice?: { from: number; to: number };
}

export function SortableTable<R>({
  caption,
  captionHidden = false,
  rows,
  columns,
  rowKey,
  initialSort,
  empty,
  slice,
}: SortableTableProps<R>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.id);
    const all = column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
    return slice ? all.slice(slice.from, slice.to) : all;
  }, [rows, columns, sort, slice]);

  const toggle = (id: string, numeric: boolean) =>
    setSort((prev) =>
      prev?.id === id
        ? { id, direction: prev.direction === 'asc' ? 'desc' : 'asc' }
        : { id, direction: numeric ? 'desc' : 'asc' },
    );

  return (
    <div className="fd-table-wrap">
      <table className="fd-table">
        <caption className={captionHidden ? 'fd-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.id === c.id;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={c.numeric ? 'fd-num-col' : undefined}
                >
                  {c.sortValue ? (
                    <button
                      type="button"
                      className="fd-sort"
                      onClick={() => toggle(c.id, c.numeric ?? false)}
                    >
                      {c.label}
                      <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty ?? 'Nothing to show.'}</td>
            </tr>
          )}
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.id}
                  className={
                    [c.numeric ? 'fd-num-col' : '', c.cellClassName ?? ''].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
