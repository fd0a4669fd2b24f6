import type { ReactNode } from 'react';

// A plain (unsorted) table of rows, one column definition per column: the cards' tables (risk, DeFi, the change
// since a day, realized gains) differ only in their columns, so the markup is written once.

export interface DataColumn<Row> {
  /** The heading; a string one also keys the column. */
  label: ReactNode;
  /** Figures align right, under a right-aligned heading. */
  numeric?: boolean;
  /** The row's own heading (its coin, its year): a row header cell, for screen readers to name the row by. */
  rowHeader?: boolean;
  /** A class of the column's heading and cells (how it wraps, how wide it is). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row>(props: {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's visible caption, or its name when it has none (`label`). */
  caption?: ReactNode;
  label?: string;
  className?: string;
  /** A long table scrolls in a region of its own, focusable so that the keyboard scrolls it too (its class). */
  scrolls?: string;
  /** Attributes of a row's `tr` (a class marking spam, the transaction a row came from). */
  rowProps?: (row: Row) => { className?: string | undefined; 'data-transaction'?: string };
}) {
  const { columns } = props;
  const numClass = (column: DataColumn<Row>) =>
    [column.numeric ? 'fd-num-col' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={props.scrolls ? `fd-table-wrap ${props.scrolls}` : 'fd-table-wrap'}
      {...(props.scrolls ? { tabIndex: 0, role: 'region', 'aria-label': props.label } : {})}
    >
      <table
        className={props.className ? `fd-table ${props.className}` : 'fd-table'}
        aria-label={props.label}
      >
        {props.caption !== undefined && <caption>{props.caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={typeof column.label === 'string' ? column.label : i}
                scope="col"
                className={numClass(column)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={props.rowKey(row, index)} {...props.rowProps?.(row)}>
              {columns.map((column, i) =>
                column.rowHeader ? (
                  <th key={i} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={numClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
