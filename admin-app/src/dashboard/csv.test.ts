import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName, type TableColumn } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('bike')).toBe('bike');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('1025.50')).toBe('1025.50');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Cars & Vehicles, used')).toBe('"Cars & Vehicles, used"');
    expect(csvCell('a "red" bike')).toBe('"a ""red"" bike"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes nothing for a missing or non-finite value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('buildCsv', () => {
  type Row = { name: string; cents: number };
  const columns: TableColumn<Row>[] = [
    { header: 'Name', cell: (r) => r.name },
    {
      header: 'Amount (BITS)',
      cell: (r) => `${r.cents / 100} shown`,
      csv: (r) => (r.cents / 100).toFixed(2),
    },
  ];

  it('writes the header, then one line per row, with CRLF', () => {
    expect(
      buildCsv(columns, [
        { name: 'Alex, M.', cents: 102550 },
        { name: 'Sam', cents: 0 },
      ]),
    ).toBe('Name,Amount (BITS)\r\n"Alex, M.",1025.50\r\nSam,0.00');
  });

  it('uses the shown text when a column has no CSV value', () => {
    expect(
      buildCsv([{ header: 'Shown', cell: (r: Row) => r.name.toUpperCase() }], [{ name: 'x', cents: 1 }]),
    ).toBe('Shown\r\nX');
  });

  it('is the header alone without rows', () => {
    expect(buildCsv(columns, [])).toBe('Name,Amount (BITS)');
  });
});

it('names the file after the table and the days', () => {
  expect(csvFileName('daily', { from: '2026-11-01', to: '2026-11-26' })).toBe(
    'analytics-daily-2026-11-01-to-2026-11-26',
  );
});
