// Reading a CSV file a user brings (RFC 4180): quoted fields with doubled quotes, separators and line breaks inside
// quotes, a UTF-8 byte order mark, CRLF or LF line ends, and ',' or ';' between fields (spreadsheets in locales with
// a decimal comma write ';'). Hand-written rather than a dependency: this is the whole grammar, and the app's own
// writer (../csv.ts) is hand-written too. A file that breaks the grammar is refused with the line where it broke.

export type Delimiter = ',' | ';';

export interface CsvTable {
  delimiter: Delimiter;
  header: string[];
  /** Each data row with the file's line number where it starts (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

/** What broke the grammar, by kind and figures, so the refusal can be said in the user's language. */
export type CsvProblem =
  | { kind: 'afterQuote' | 'unclosed'; line: string }
  | { kind: 'empty' }
  | { kind: 'tooMany'; rows: string; max: string };

export class CsvReadError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly problem?: CsvProblem,
  ) {
    super(message);
    this.name = 'CsvReadError';
  }
}

/** Rows a file may hold: far more than any past-trades file, few enough to keep a plan quick. */
export const MAX_IMPORT_ROWS = 20_000;

/** The delimiter of the header line: the one of ',' and ';' that occurs more often outside quotes. */
export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Splits the text into rows of cells; blank lines are dropped. Throws CsvReadError on broken quoting. */
export function splitCsv(text: string, delimiter: Delimiter): { line: number; cells: string[] }[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0]?.trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === delimiter) {
      cells.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else if (char === '"' && field.trim() === '' && !afterQuote) {
      quoted = true;
      field = '';
    } else if (afterQuote && char.trim() !== '') {
      throw new CsvReadError(
        `Line ${line}: text after a closing quote; a quote inside a field is written ""`,
        line,
        { kind: 'afterQuote', line: String(line) },
      );
    } else if (!afterQuote) {
      field += char;
    }
  }
  if (quoted) {
    const problem = { kind: 'unclosed', line: String(rowLine) } as const;
    throw new CsvReadError(`Line ${rowLine}: a quoted field is never closed`, rowLine, problem);
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}

/** The file as a table: the first non-blank row is the header. */
export function readCsv(text: string): CsvTable {
  const delimiter = detectDelimiter(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const [head, ...rows] = splitCsv(text, delimiter);
  if (!head) {
    const message = 'The file is empty: it needs a header line and at least one row';
    throw new CsvReadError(message, 1, { kind: 'empty' });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new CsvReadError(
      `The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once. Split it and import each part`,
      rows[MAX_IMPORT_ROWS]?.line ?? 1,
      { kind: 'tooMany', rows: String(rows.length), max: String(MAX_IMPORT_ROWS) },
    );
  }
  return { delimiter, header: head.cells.map((cell) => cell.trim()), rows };
}
