/**
 * CSV of the dashboard's tables, built in the browser from the rows on screen: one header line, then
 * one line per row, through the platform's one CSV writer (contracts' csv.ts: quoting, formulas defused).
 */
import { type CsvValue, csvLines } from '@barterbits/contracts';
import { downloadCSV } from 'react-admin';

/** A table's column: its header, and the value a row gives it on screen and in the CSV. */
export interface TableColumn<T> {
  header: string;
  /** What the table shows (formatted: "1,025.50 BITS™", "12.5%"). */
  cell: (row: T) => string;
  /** What the CSV holds (plain, for spreadsheets: 1025.50, 12.5); the shown text when left out. */
  csv?: (row: T) => CsvValue;
  /** Numbers are aligned right. */
  numeric?: boolean;
}

/** The CSV text of `rows` under `columns`' headers. */
export function buildCsv<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): string {
  return csvLines([
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => (c.csv ? c.csv(row) : c.cell(row)))),
  ]);
}

/** The file name of a table's export: "analytics-daily-2026-11-01-to-2026-11-26" (.csv is added). */
export const csvFileName = (table: string, range: { from: string; to: string }): string =>
  `analytics-${table}-${range.from}-to-${range.to}`;

/** Saves `rows` as `<fileName>.csv` in the browser. */
export function downloadTableCsv<T>(
  fileName: string,
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
) {
  downloadCSV(buildCsv(columns, rows), fileName);
}
