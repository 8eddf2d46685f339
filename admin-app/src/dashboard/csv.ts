/**
 * CSV of the dashboard's tables, built in the browser from the rows on screen: one header line, then
 * one line per row (RFC 4180 quoting, CRLF line ends).
 */
import { downloadCSV } from 'react-admin';

/** A cell value as exported: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

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

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first): a search query members typed. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a quote, a comma or a line break; text that looks like a formula is defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `rows` under `columns`' headers. */
export function buildCsv<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.csv ? c.csv(row) : c.cell(row))));
  return lines.map((cells) => cells.join(',')).join('\r\n');
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
