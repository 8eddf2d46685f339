import { type CsvValue, csvLines } from '@barterbits/contracts';
import {
  downloadCSV,
  ExportButton,
  type Exporter,
  FilterButton,
  type RaRecord,
  TopToolbar,
} from 'react-admin';
import type english from '../i18n/en-CA.ts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { consoleTranslate } from '../i18n/provider.ts';
import { englishText, type Translate } from '../i18n/useT.ts';

/** Rows an export may hold; the data provider reads them in pages of the server's maximum size (1000). */
export const EXPORT_MAX_ROWS = 10_000;

type Resources = (typeof english)['resources'];

/** A resource whose list exports: one with field labels. */
export type CsvResource = {
  [R in keyof Resources]: Resources[R] extends { fields: object } ? R : never;
}[keyof Resources];

type Fields<R extends CsvResource> = Resources[R]['fields'];

/** A column of `R`'s export: a field of `R` with a label (`resources.<R>.fields.<column>`), its header. */
export type CsvColumn<R extends CsvResource> = {
  [K in keyof Fields<R>]: Fields<R>[K] extends string ? K : never;
}[keyof Fields<R>] &
  string;

/** One exported line: its columns, in the header's order, each a plain value (ids, ISO dates, numbers, words). */
export type CsvRow<R extends CsvResource> = { [K in CsvColumn<R>]?: CsvValue };

/** The header of a column of `resource`'s export: its field's label in the console's language (`t`). */
export const csvHeader = <R extends CsvResource>(
  resource: R,
  column: CsvColumn<R>,
  t: Translate = englishText,
) => t(`resources.${resource}.fields.${column}` as ConsoleKey);

/**
 * The CSV text of `resource`'s exported rows: a header of the columns' labels in the console's language
 * (`t`), then one line per row, by the platform's one CSV writer (the contracts' `csvLines`, which
 * `csvOfRecords` writes with), which defuses text a spreadsheet would run as a formula. Nothing for no rows.
 */
export function listCsv<R extends CsvResource>(
  resource: R,
  rows: readonly CsvRow<R>[],
  t: Translate = englishText,
): string {
  const columns = Object.keys(rows[0] ?? {}) as CsvColumn<R>[];
  const headers = columns.map((column) => csvHeader(resource, column, t));
  return csvLines([headers, ...rows.map((row) => columns.map((column) => row[column]))]);
}

/**
 * A CSV exporter of the filtered, sorted list of `resource` with readable columns: each record through
 * `toRow` (whose keys are the columns, in their order), in the console's language at the time of the
 * export (headers and the words of values: statuses, kinds, reasons; ids, e-mails, amounts and dates stay
 * as data). Saved as `<resource>.csv`.
 */
export const csvExporter =
  <T extends RaRecord, R extends CsvResource = CsvResource>(
    resource: R,
    toRow: (record: T, t: Translate) => CsvRow<R>,
  ): Exporter<T> =>
  (records) =>
    downloadCSV(
      listCsv(
        resource,
        records.map((record) => toRow(record, consoleTranslate)),
        consoleTranslate,
      ),
      resource,
    );

/** A list's top toolbar: the filter button (when the list has hidden filters) and Export. */
export const ExportActions = ({ filterButton = false }: { filterButton?: boolean }) => (
  <TopToolbar>
    {filterButton ? <FilterButton /> : null}
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);
