import type { MessageId } from './i18n/catalogues/en/index';
import type { MessageValues } from './i18n/translator';

// CSV files a spreadsheet opens as the user expects (RFC 4180 quoting), in one of two number styles:
// - 'iso': plain numbers (1234.5), ISO 8601 times, comma-separated: for scripts and other tools;
// - 'locale': numbers and times as the user's locale writes them (1234,5 in German), separated by ';' wherever
//   the locale's decimal mark is a comma, as spreadsheets in those locales expect.
// Text that a spreadsheet would run as a formula (=, +, -, @, tab or CR first, also after blanks) is prefixed with '
// and quoted (OWASP's CSV injection advice), whatever its column: a hostile name or date from the service must
// never become a live formula in the user's spreadsheet. Only numbers the app formats itself stay bare.

export type NumberStyle = 'iso' | 'locale';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The columns with their headers in the user's language; a column without a message id keeps its own. */
export function headersIn<Row>(columns: readonly CsvColumn<Row>[], t: Translate): CsvColumn<Row>[] {
  return columns.map((column) =>
    column.say ? { ...column, header: t(column.say.id, column.say.values) } : column,
  );
}

/**
 * 'money' is a sum in a currency (a value, a profit): written to the cent, as the screen shows it. A 'number' (an
 * amount, a price, a percentage) keeps 15 significant digits, all that a number read from the service carries,
 * without the binary noise a conversion leaves in the 16th and 17th (0.1 * 3 = 0.30000000000000004).
 */
export type CellKind = 'text' | 'number' | 'money' | 'time';
export type CellValue = string | number | null;

export interface CsvColumn<Row> {
  /** In English; `say` is the same header as a catalogue message, for the user's language. */
  header: string;
  say?: { id: MessageId; values?: MessageValues };
  kind: CellKind;
  /** A time is epoch milliseconds or an ISO string. */
  get(row: Row): CellValue;
}

export interface CsvOptions {
  style: NumberStyle;
  locale: string;
}

/** What a spreadsheet runs as a formula; the full-width forms too, which some spreadsheets read as the ASCII ones. */
const FORMULA_START = /^\s*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u;
/** A number sent as text that is written as a number; anything else in a number column is written as text. */
const PLAIN_NUMBER = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;
/** The service's times are ISO 8601; any other text is not reinterpreted as a date, but written as it came. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const numberFormats = new Map<string, Intl.NumberFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function localeNumber(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    // No grouping: "1.234,5" would read as two numbers to some tools; the decimal mark is the locale's.
    format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 12 });
    numberFormats.set(locale, format);
  }
  return format;
}

function localeTime(locale: string): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) {
    // A four-digit year: "11/25/26" is ambiguous, and spreadsheets read a two-digit year by their own cut-off.
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format;
}

/**
 * A date and time as the locale writes them, without the comma most locales put between the two ("11/25/2026,
 * 2:28:00 PM"): with it, a spreadsheet takes the cell for text, so the column cannot be sorted or counted by time.
 */
function localeDateTime(locale: string, date: Date): string {
  return (
    localeTime(locale)
      .formatToParts(date)
      // Also a plain space for the narrow no-break one some locales put before AM/PM, which spreadsheets do not read.
      .map((part) =>
        part.type === 'literal' ? part.value.replace(/,/g, '').replace(/\s/g, ' ') : part.value,
      )
      .join('')
  );
}

/** The locale's decimal mark decides the separator: ';' where the decimal mark is a comma. */
export function separatorFor(options: CsvOptions): ',' | ';' {
  if (options.style === 'iso') return ',';
  const decimal = localeNumber(options.locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

/** Text from outside the app, made inert: a spreadsheet shows it as text, never runs it. */
function inert(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function numberText(n: number, kind: 'number' | 'money', options: CsvOptions): string {
  if (!Number.isFinite(n)) return '';
  // Rounding can leave -0 (a loss smaller than a cent): it is written as 0.
  const rounded = (kind === 'money' ? Number(n.toFixed(2)) : Number(n.toPrecision(15))) || 0;
  return options.style === 'iso' ? String(rounded) : localeNumber(options.locale).format(rounded);
}

function cellText(value: CellValue, kind: CellKind, options: CsvOptions): string {
  if (value === null || value === '') return '';
  if (kind === 'number' || kind === 'money') {
    if (typeof value === 'number') return numberText(value, kind, options);
    // Text that is not a plain number is kept as the text it is: dropped, it would be lost; parsed, it could lie.
    const n = PLAIN_NUMBER.test(value) ? Number(value) : NaN;
    return Number.isFinite(n) ? numberText(n, kind, options) : inert(value);
  }
  if (kind === 'time') {
    const at = typeof value === 'number' ? value : ISO_TIME.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(at)) return inert(String(value));
    const date = new Date(at);
    return options.style === 'iso' ? date.toISOString() : localeDateTime(options.locale, date);
  }
  return inert(String(value));
}

/** How a number and a time read in a file written with `options`: the export dialog shows it beside each choice. */
export function cellSample(at: number, options: CsvOptions): string {
  return `${cellText(1234.5, 'number', options)} and ${cellText(at, 'time', options)}`;
}

/** Quoted when RFC 4180 needs it, and always when made inert: the quote keeps the ' prefix part of the text. */
function quoted(text: string, separator: string): string {
  const needs = text.includes(separator) || /["\r\n]/.test(text) || text.startsWith("'");
  return needs ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header line, then one line per row, CRLF line ends (as RFC 4180 writes them). */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: CsvOptions,
): string {
  const separator = separatorFor(options);
  const line = (cells: string[]) => cells.map((cell) => quoted(cell, separator)).join(separator);
  return [
    line(columns.map((column) => inert(column.header))),
    ...rows.map((row) => line(columns.map((column) => cellText(column.get(row), column.kind, options)))),
  ]
    .map((text) => `${text}\r\n`)
    .join('');
}

/** A file name that is safe on every platform: letters, digits, dashes; the date it was made. */
export function csvFileName(what: string, at: number): string {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `folio-desk-${slug || 'export'}-${new Date(at).toISOString().slice(0, 10)}.csv`;
}
