/**
 * The one CSV writer of every export: the console's lists and dashboard tables and the member's wallet
 * statement. RFC 4180: a cell holding a quote, a comma or a line break is quoted, quotes doubled; lines end
 * with CRLF. A text cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return: OWASP's "CSV injection") is written with an apostrophe first, so a member's or a
 * guest's text such as `=HYPERLINK("http://evil.example","x")` stays text in the staff's spreadsheet. A
 * plain number (-12.50) is left as it is: a spreadsheet reads it as the number it is, not a formula.
 */

/** A cell as exported: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell, defused and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells (without its line end). */
export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');

/** Lines of cells as CSV text, CRLF between lines (none after the last). */
export const csvLines = (lines: readonly (readonly CsvValue[])[]): string => lines.map(csvLine).join('\r\n');

/**
 * Records as CSV: a header line of `columns` (by default the first record's keys, in their order), then
 * one line per record. Nothing at all for no records and no columns.
 */
export function csvOfRecords(
  records: readonly Record<string, CsvValue>[],
  columns: readonly string[] = Object.keys(records[0] ?? {}),
): string {
  if (columns.length === 0) return '';
  return csvLines([columns, ...records.map((r) => columns.map((c) => r[c]))]);
}
