import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, type TableColumn } from './csv.ts';

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
