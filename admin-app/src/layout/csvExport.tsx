import { type CsvValue, csvOfRecords } from '@barterbits/contracts';
import {
  downloadCSV,
  ExportButton,
  type Exporter,
  FilterButton,
  type RaRecord,
  TopToolbar,
} from 'react-admin';

/** Rows an export may hold; the data provider reads them in pages of the server's maximum size (1000). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A CSV exporter of the filtered, sorted list with readable columns: each record through `toRow` (whose keys
 * are the header, in their order), written by the platform's one CSV writer, which defuses text a
 * spreadsheet would run as a formula. Saved as `<resource>.csv`.
 */
export const csvExporter =
  <T extends RaRecord>(toRow: (record: T) => Record<string, CsvValue>): Exporter<T> =>
  (records, _fetchRelated, _dataProvider, resource) =>
    downloadCSV(listCsv(records.map(toRow)), resource ?? 'export');

/** The CSV text of a list's exported rows. */
export const listCsv = (rows: readonly Record<string, CsvValue>[]): string => csvOfRecords(rows);

/** A list's top toolbar: the filter button (when the list has hidden filters) and Export. */
export const ExportActions = ({ filterButton = false }: { filterButton?: boolean }) => (
  <TopToolbar>
    {filterButton ? <FilterButton /> : null}
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);
