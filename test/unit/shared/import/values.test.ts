import { describe, expect, it } from 'vitest';
import { parseDate, parseNumber, parseSide } from '../../../../src/shared/import/values';

const value = <T>(read: { ok: true; value: T } | { ok: false; problem: string }) =>
  read.ok ? read.value : `problem: ${read.problem}`;

describe('dates of imported rows', () => {
  it.each([
    ['2024-03-31', Date.UTC(2024, 2, 31)],
    ['2024-03-31 14:05', Date.UTC(2024, 2, 31, 14, 5)],
    ['2024-03-31T14:05:09.250Z', Date.UTC(2024, 2, 31, 14, 5, 9, 250)],
    ['2024-03-31T14:05:09+02:00', Date.UTC(2024, 2, 31, 12, 5, 9)],
    ['31.03.2024 14:05', Date.UTC(2024, 2, 31, 14, 5)],
    ['03/31/2024 2:05 PM', Date.UTC(2024, 2, 31, 14, 5)],
    ['1711893909', 1711893909000],
    ['1711893909250', 1711893909250],
  ])('reads %s', (text, at) => {
    expect(value(parseDate(text, 'month-first'))).toBe(at);
  });

  it('reads a slashed date in the order the user chose, and says so when it cannot be that order', () => {
    expect(value(parseDate('03/04/2024', 'month-first'))).toBe(Date.UTC(2024, 2, 4));
    expect(value(parseDate('03/04/2024', 'day-first'))).toBe(Date.UTC(2024, 3, 3));
    expect(value(parseDate('31/03/2024', 'month-first'))).toMatch(
      /if the file writes day\/month\/year, choose that order/,
    );
  });

  it.each(['2024-02-30', 'yesterday', '2024-13-01', '', '12/31/24'])('refuses %j', (text) => {
    expect(value(parseDate(text, 'month-first'))).toMatch(/^problem: /);
  });
});

describe('numbers of imported rows', () => {
  it('reads both decimal marks, with the other mark grouping thousands', () => {
    expect(value(parseNumber('1,234.5', '.'))).toBe(1234.5);
    expect(value(parseNumber('1.234,5', ','))).toBe(1234.5);
    expect(value(parseNumber('0,00012', ','))).toBe(0.00012);
    expect(value(parseNumber('-3', '.'))).toBe(-3);
  });

  it('refuses what would be read wrongly: a comma under a dot mark, a currency sign, two marks', () => {
    expect(value(parseNumber('0,5', '.'))).toMatch(/not a number written with '\.'/);
    expect(value(parseNumber('$100', '.'))).toMatch(/^problem/);
    expect(value(parseNumber('1.2.3', '.'))).toMatch(/^problem/);
  });
});

describe('types of imported rows', () => {
  it("reads CoinStats' template types and common words", () => {
    expect(value(parseSide('Buy With Fiat'))).toBe('buy');
    expect(value(parseSide('sell_to_fiat'))).toBe('sell');
    expect(value(parseSide('Deposit'))).toBe('transfer-in');
    expect(value(parseSide('Withdraw'))).toBe('transfer-out');
  });

  it('lists a type the service has no write for, rather than guessing', () => {
    expect(value(parseSide('Reward'))).toMatch(/type 'Reward' is not imported/);
  });
});
