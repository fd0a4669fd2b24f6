import type { ColumnMapping, ImportField, MappingGuess } from '../../../shared/import/mapping';

// The user's column choice while it may still be incomplete: each field of a transaction at one column of the file
// or none. The import is planned only once date, coin and amount each have their column (mappingOf).

export const IMPORT_FIELDS: readonly ImportField[] = [
  'date',
  'coin',
  'side',
  'amount',
  'price',
  'fee',
  'note',
  'exchange',
  'pair',
];

export const REQUIRED_FIELDS: readonly ImportField[] = ['date', 'coin', 'amount'];

export interface ColumnChoice {
  columns: Record<ImportField, number | null>;
  dayOrder: ColumnMapping['dayOrder'];
  decimal: ColumnMapping['decimal'];
}

/** The backend's guess as a starting choice: its mapping when complete, else every column it did recognise. */
export function choiceOf(guess: MappingGuess, delimiter: ',' | ';'): ColumnChoice {
  if (guess.mapping) {
    const { dayOrder, decimal, ...columns } = guess.mapping;
    return { columns, dayOrder, decimal };
  }
  return {
    columns: { ...guess.found },
    dayOrder: 'month-first',
    // As the backend guesses it: a ';' file is most often written where the decimal mark is a comma.
    decimal: delimiter === ';' ? ',' : '.',
  };
}

/** The field read from `column`, or null when the column is ignored. */
export function fieldAt(choice: ColumnChoice, column: number): ImportField | null {
  return IMPORT_FIELDS.find((field) => choice.columns[field] === column) ?? null;
}

/**
 * Reads `field` from `column` (null: the column is ignored). A field is read from one column only, so the column
 * that held it before lets it go, and the field this column held before is left without a column.
 */
export function assign(choice: ColumnChoice, column: number, field: ImportField | null): ColumnChoice {
  const columns = { ...choice.columns };
  const before = fieldAt(choice, column);
  if (before) columns[before] = null;
  if (field) columns[field] = column;
  return { ...choice, columns };
}

export function missingOf(choice: ColumnChoice): ImportField[] {
  return REQUIRED_FIELDS.filter((field) => choice.columns[field] === null);
}

/** The mapping the backend takes, or null while a required field has no column. */
export function mappingOf(choice: ColumnChoice): ColumnMapping | null {
  const { date, coin, amount } = choice.columns;
  if (date === null || coin === null || amount === null) return null;
  return { ...choice.columns, date, coin, amount, dayOrder: choice.dayOrder, decimal: choice.decimal };
}
