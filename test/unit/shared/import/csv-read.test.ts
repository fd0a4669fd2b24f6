import { describe, expect, it } from 'vitest';
import { CsvReadError, MAX_IMPORT_ROWS, readCsv } from '../../../../src/shared/import/csv-read';

describe('reading a CSV file a user brings', () => {
  it('reads quoted fields with doubled quotes, separators and line breaks inside them', () => {
    const table = readCsv('Date,Coin,Notes\r\n2024-01-02,bitcoin,"bought, ""cheap""\r\nsecond line"\r\n');
    expect(table.header).toEqual(['Date', 'Coin', 'Notes']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['2024-01-02', 'bitcoin', 'bought, "cheap"\r\nsecond line'] },
    ]);
  });

  it('drops the byte order mark a spreadsheet writes, so the first column keeps its name', () => {
    const table = readCsv('\uFEFFDate,Coin\n2024-01-02,bitcoin\n');
    expect(table.header[0]).toBe('Date');
  });

  it("reads a file separated by ';' (a decimal-comma spreadsheet), commas kept inside its cells", () => {
    const table = readCsv('Date;Coin;Amount\n2024-01-02;bitcoin;0,5\n\n2024-01-03;ethereum;1,25\n');
    expect(table.delimiter).toBe(';');
    expect(table.rows.map((r) => r.cells[2])).toEqual(['0,5', '1,25']);
    // Blank lines are skipped, and each row keeps the line number the user sees in an editor.
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('numbers the rows after a quoted line break by the line they start on', () => {
    const table = readCsv('a,b\n"x\ny",1\nz,2\n');
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('refuses a quote that never closes, naming its line', () => {
    expect(() => readCsv('a,b\n1,2\n"open,3\n')).toThrowError(/Line 3: a quoted field is never closed/);
  });

  it('refuses text after a closing quote rather than guessing what was meant', () => {
    expect(() => readCsv('a,b\n"x"y,1\n')).toThrowError(CsvReadError);
  });

  it('refuses an empty file and a file too large to plan', () => {
    expect(() => readCsv('\n\n')).toThrowError(/empty/);
    const big = `a\n${'1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(() => readCsv(big)).toThrowError(/at most 20000/);
  });
});
