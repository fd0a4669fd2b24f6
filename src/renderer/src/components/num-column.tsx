import type { Format } from '../lib/format';
import { englishTranslator } from '../../../shared/i18n/translator';
import type { Translate } from '../stores/i18n';
import { Num, type NumProps } from './num';
import type { Column } from './sortable-table';

// Columns the app's sortable tables share.

/** A column of figures sorted by the figure it shows: one function gives both, so the two cannot drift apart. */
export function numColumn<R>(
  id: string,
  label: string,
  value: (row: R) => number | null,
  num: Omit<NumProps, 'value'>,
): Column<R> {
  return { id, label, numeric: true, sortValue: value, render: (row) => <Num value={value(row)} {...num} /> };
}

/** When a row happened, to the minute, sorted by time; its title in the language of `t` (English without one). */
export function dateColumn<R extends { date: string }>(
  fmt: Format,
  t: Translate = englishTranslator.t,
): Column<R> {
  return {
    id: 'date',
    label: t('labels.date'),
    sortValue: (r) => Date.parse(r.date),
    render: (r) => <span translate="no">{fmt.dateTime(r.date)}</span>,
  };
}
