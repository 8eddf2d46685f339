import {
  defaultExporter,
  ExportButton,
  type Exporter,
  FilterButton,
  type RaRecord,
  TopToolbar,
} from 'react-admin';

/** Rows an export may hold; the data provider reads them in pages of the server's maximum size (1000). */
export const EXPORT_MAX_ROWS = 10_000;

/** A CSV exporter of the filtered, sorted list with readable columns: each record through `toRow`. */
export const csvExporter =
  <T extends RaRecord>(toRow: (record: T) => object): Exporter<T> =>
  (records, fetchRelated, dataProvider, resource) =>
    defaultExporter(records.map(toRow), fetchRelated, dataProvider, resource);

/** A list's top toolbar: the filter button (when the list has hidden filters) and Export. */
export const ExportActions = ({ filterButton = false }: { filterButton?: boolean }) => (
  <TopToolbar>
    {filterButton ? <FilterButton /> : null}
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);
