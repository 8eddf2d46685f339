/** The one CSV writer of every export (csv.ts): RFC 4180 quoting, CRLF, formulas defused. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvLines, csvOfRecords } from '../../src/csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('bike')).toBe('bike');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('1025.50')).toBe('1025.50');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Cars & Vehicles, used')).toBe('"Cars & Vehicles, used"');
    expect(csvCell('a "red" bike')).toBe('"a ""red"" bike"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ['=1+1', "'=1+1"],
    ['+1 613 555 0100', "'+1 613 555 0100"],
    ['-cmd|/c calc', "'-cmd|/c calc"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
  ])('defuses text a spreadsheet would run as a formula: %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('keeps a plain negative amount a number', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('-3.')).toBe("'-3.");
  });

  it('writes nothing for a missing or non-finite value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('lines and records', () => {
  it('joins cells with commas and lines with CRLF', () => {
    expect(csvLine(['a', 1, null, 'x,y'])).toBe('a,1,,"x,y"');
    expect(csvLines([['Name'], ['Alex'], ['=evil']])).toBe("Name\r\nAlex\r\n'=evil");
  });

  it('writes records under their keys, in order, a missing value as an empty cell', () => {
    expect(
      csvOfRecords([
        { id: 'f1', message: '=HYPERLINK("http://evil.example","x")', rating: 4 },
        { id: 'f2', message: 'Great app', rating: undefined },
      ]),
    ).toBe('id,message,rating\r\nf1,"\'=HYPERLINK(""http://evil.example"",""x"")",4\r\nf2,Great app,');
  });

  it('writes nothing for no records', () => {
    expect(csvOfRecords([])).toBe('');
  });
});
