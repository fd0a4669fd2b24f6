import { describe, expect, it } from 'vitest';
import { cellSample, csvFileName, separatorFor, toCsv, type CsvColumn } from '../../../src/shared/csv';
import { parseCsv } from '../../support/csv-parse';

interface Row {
  name: string;
  amount: number | null;
  at: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', kind: 'text', get: (r) => r.name },
  { header: 'Amount', kind: 'number', get: (r) => r.amount },
  { header: 'As of', kind: 'time', get: (r) => r.at },
];
const AT = Date.UTC(2026, 10, 24, 9, 30, 0);
const rows: Row[] = [
  { name: 'Bitcoin', amount: 1234.5678, at: AT },
  { name: 'Says "hi", twice\nand more', amount: -0.000123, at: AT },
  { name: '=HYPERLINK("http://evil")', amount: null, at: AT },
];

describe('CSV a spreadsheet reads as the user expects', () => {
  it('writes plain numbers and ISO times that read back to the same values', () => {
    const text = toCsv(columns, rows, { style: 'iso', locale: 'de-DE' });
    const [header, ...body] = parseCsv(text, ',');
    expect(header).toEqual(['Name', 'Amount', 'As of']);
    expect(body.map((r) => (r[1] === '' ? null : Number(r[1])))).toEqual([1234.5678, -0.000123, null]);
    expect(body.every((r) => r[2] === '2026-11-24T09:30:00.000Z')).toBe(true);
    expect(body[1]?.[0]).toBe('Says "hi", twice\nand more');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes numbers as a German locale does, separated by semicolons, and reads back the same', () => {
    const options = { style: 'locale', locale: 'de-DE' } as const;
    expect(separatorFor(options)).toBe(';');
    const [, first] = parseCsv(toCsv(columns, rows, options), ';');
    expect(first?.[1]).toBe('1234,5678');
    expect(Number(first?.[1]?.replace(',', '.'))).toBe(1234.5678);
    // A four-digit year and no comma between the date and the time: a spreadsheet reads it as a time, not text.
    expect(first?.[2]).toMatch(/^24\.11\.2026 \d\d:30:00$/);
  });

  it('keeps commas for a locale whose decimal mark is a point', () => {
    const options = { style: 'locale', locale: 'en-US' } as const;
    expect(separatorFor(options)).toBe(',');
    const [, first] = parseCsv(toCsv(columns, rows, options), ',');
    expect(first?.[1]).toBe('1234.5678');
  });

  it('writes sums of money to the cent and drops the binary noise of a computed number', () => {
    interface Holding {
      price: number;
      value: number;
      loss: number;
    }
    const money: CsvColumn<Holding>[] = [
      { header: 'Price', kind: 'number', get: (h) => h.price },
      { header: 'Value', kind: 'money', get: (h) => h.value },
      { header: 'P/L', kind: 'money', get: (h) => h.loss },
    ];
    // As a EUR holdings file has them: a value and a price converted from USD, and a small coin's price.
    const held: Holding[] = [
      { price: 2761.19424, value: 6034.171221189619, loss: -0.004 },
      { price: 0.14973481824, value: 0.1 + 0.2, loss: -130.256 },
      // A token amount with all the digits a number carries keeps them; a product's noise goes.
      { price: 8929.87212345678, value: 0.1 * 3, loss: 0.1 * 3 },
    ];
    for (const style of ['iso', 'locale'] as const) {
      const [, first, second, third] = parseCsv(toCsv(money, held, { style, locale: 'en-US' }), ',');
      expect(first).toEqual(['2761.19424', '6034.17', '0']);
      expect(second).toEqual(['0.14973481824', '0.3', '-130.26']);
      if (style === 'iso') expect(third).toEqual(['8929.87212345678', '0.3', '0.3']);
    }
    const [, german] = parseCsv(toCsv(money, held, { style: 'locale', locale: 'de-DE' }), ';');
    expect(german).toEqual(['2761,19424', '6034,17', '0']);
  });

  it('never lets a name from the service become a spreadsheet formula', () => {
    const [, , , third] = parseCsv(toCsv(columns, rows, { style: 'iso', locale: 'en-US' }));
    expect(third?.[0]).toBe('\'=HYPERLINK("http://evil")');
  });

  it('makes text from outside inert in every kind of column, keeping it whole, in any locale', () => {
    interface Cells {
      text: string;
    }
    const kinds = ['text', 'number', 'money', 'time'] as const;
    const every: CsvColumn<Cells>[] = kinds.map((kind) => ({ header: kind, kind, get: (c) => c.text }));
    // The full-width forms too: some spreadsheets read them as the ASCII ones.
    const hostile = [
      '=1+1',
      '+1',
      '-2+3',
      '@SUM(1)',
      '\t=1',
      '\r=1',
      ' =1',
      '\u00a0@A1',
      '＝1+1',
      '＋1+1',
      '－2+3',
      '＠SUM(1)',
      'Test 1',
    ];
    for (const locale of ['en-US', 'de-DE', 'ar-EG', 'ja-JP']) {
      for (const style of ['iso', 'locale'] as const) {
        const options = { style, locale };
        const text = toCsv(
          every,
          hostile.map((h) => ({ text: h })),
          options,
        );
        const [, ...body] = parseCsv(text, separatorFor(options));
        // Each cell reads back as the service's text behind a quote mark, and a spreadsheet shows it as text.
        expect(body).toEqual(hostile.map((h) => kinds.map(() => (h === 'Test 1' ? h : `'${h}`))));
        expect(text).toContain(`"'=1+1"`);
      }
    }
  });

  it('makes a header inert too, whatever words it was given', () => {
    const named: CsvColumn<Row>[] = [{ header: '=SUM(A1)', kind: 'text', get: (r) => r.name }];
    const [header] = parseCsv(toCsv(named, rows, { style: 'iso', locale: 'en-US' }));
    expect(header).toEqual(["'=SUM(A1)"]);
  });

  it('writes a number sent as text as that number, and a date only when it is one', () => {
    const every: CsvColumn<{ n: string; t: string }>[] = [
      { header: 'N', kind: 'number', get: (c) => c.n },
      { header: 'T', kind: 'time', get: (c) => c.t },
    ];
    const [, first, second] = parseCsv(
      toCsv(
        every,
        [
          { n: '-12.5', t: '2026-11-24T09:30:00Z' },
          { n: '1e999', t: '11/24/2026' },
        ],
        { style: 'iso', locale: 'en-US' },
      ),
    );
    expect(first).toEqual(['-12.5', '2026-11-24T09:30:00.000Z']);
    expect(second).toEqual(['1e999', '11/24/2026']);
  });

  it('names files safely, with the day they were made', () => {
    expect(csvFileName('Holdings', AT)).toBe('folio-desk-holdings-2026-11-24.csv');
    expect(csvFileName('Profit/loss history ', AT)).toBe('folio-desk-profit-loss-history-2026-11-24.csv');
    expect(csvFileName('../../etc', AT)).toBe('folio-desk-etc-2026-11-24.csv');
  });
});

describe('the export dialog’s samples', () => {
  const at = Date.UTC(2026, 10, 25, 12, 0, 0);
  it('show what each choice writes, so the two differ even where the numbers look alike', () => {
    const local = cellSample(at, { style: 'locale', locale: 'en-US' });
    const plain = cellSample(at, { style: 'iso', locale: 'en-US' });
    expect(plain).toBe('1234.5 and 2026-11-25T12:00:00.000Z');
    // The locale's time is in the machine's zone: the day may be the one before or after.
    expect(local).toMatch(/^1234\.5 and 11\/2[456]\/2026 \d\d:\d\d:\d\d [AP]M$/);
    expect(local).not.toBe(plain);
    expect(cellSample(at, { style: 'locale', locale: 'de-DE' })).toMatch(
      /^1234,5 and 2[456]\.11\.2026 \d\d:\d\d:\d\d$/,
    );
  });
});
