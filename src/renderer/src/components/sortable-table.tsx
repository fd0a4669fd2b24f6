import { useMemo, useState, type ReactNode } from 'react';
import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useT } from '../stores/i18n';

// The app's sortable tables: TanStack Table keeps the sort state and orders the rows; the markup, the header
// buttons and the classes stay the app's own. One column sorts at a time, and a sort is never removed by a click.

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

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

/** Numbers by size, text in the locale's order; blanks are kept out of here (sortUndefined puts them last). */
const compare = (x: unknown, y: unknown): number =>
  typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));

/** Missing values sort last whichever the direction: a blank should never top a list. */
export function sortRows<R>(rows: readonly R[], key: (row: R) => SortKey, direction: SortDirection): R[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return compare(x, y) * factor;
  });
}

function toColumnDef<R extends RowData>(c: Column<R>): ColumnDef<typeof features, R> {
  const sortValue = c.sortValue;
  return {
    id: c.id,
    // A null is undefined to the table, so that sortUndefined keeps it last in both directions.
    accessorFn: (row: R) => (sortValue ? (sortValue(row) ?? undefined) : undefined),
    enableSorting: sortValue !== undefined,
    sortDescFirst: c.numeric ?? false,
    sortUndefined: 'last',
    sortFn: (a, b, id) => compare(a.getValue(id), b.getValue(id)),
  };
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

/** TanStack's table over the rows: the sort state, and the rows in its order. */
function useSorted<R extends RowData>(
  rows: readonly R[],
  columns: readonly Column<R>[],
  rowKey: (row: R) => string,
  initialSort: SortState | undefined,
) {
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.id, desc: initialSort.direction === 'desc' }] : [],
  );
  const defs = useMemo(() => columns.map(toColumnDef), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable(
    {
      features,
      data,
      columns: defs,
      state: { sorting },
      onSortingChange: setSorting,
      enableMultiSort: false,
      enableSortingRemoval: false,
      getRowId: (row) => rowKey(row),
    },
    (state) => state.sorting,
  );
  return {
    ordered: table.getRowModel().rows.map((row) => row.original),
    sort: sorting[0],
    toggle: (id: string) => table.getColumn(id)?.toggleSorting(),
  };
}

/** The headings: a sortable column's is a button that names the order it is in. */
function SortHead<R>(props: {
  columns: readonly Column<R>[];
  sort: { id: string; desc: boolean } | undefined;
  toggle: (id: string) => void;
}) {
  const { sort } = props;
  return (
    <thead>
      <tr>
        {props.columns.map((c) => {
          const active = sort?.id === c.id;
          const ariaSort = active ? (sort.desc ? 'descending' : 'ascending') : undefined;
          return (
            <th key={c.id} scope="col" aria-sort={ariaSort} className={c.numeric ? 'fd-num-col' : undefined}>
              {c.sortValue ? (
                <button type="button" className="fd-sort" onClick={() => props.toggle(c.id)}>
                  {c.label}
                  <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                </button>
              ) : (
                c.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

const cellClass = <R,>(c: Column<R>) =>
  [c.numeric ? 'fd-num-col' : '', c.cellClassName ?? ''].filter(Boolean).join(' ') || undefined;

export function SortableTable<R extends RowData>({
  caption,
  captionHidden = false,
  rows,
  columns,
  rowKey,
  initialSort,
  empty,
  slice,
}: SortableTableProps<R>) {
  const { ordered, sort, toggle } = useSorted(rows, columns, rowKey, initialSort);
  const shown = slice ? ordered.slice(slice.from, slice.to) : ordered;
  return (
    <div className="fd-table-wrap">
      <table className="fd-table">
        <caption className={captionHidden ? 'fd-visually-hidden' : undefined}>{caption}</caption>
        <SortHead columns={columns} sort={sort} toggle={toggle} />
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty ?? <NothingToShow />}</td>
            </tr>
          )}
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.id} className={cellClass(c)}>
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

/** Its own component so that a table with rows needs no language (it is rendered bare in places and tests). */
function NothingToShow() {
  const t = useT();
  return <>{t('common.nothingToShow')}</>;
}
