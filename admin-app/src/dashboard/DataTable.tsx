import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../i18n/useT.ts';
import { downloadTableCsv, type TableColumn } from './csv.ts';
import { visuallyHidden } from './visuallyHidden.ts';

/** A table's Download CSV button ("Download CSV" in words, the table's name for screen readers). */
export const CsvButton = <T,>({
  name,
  fileName,
  columns,
  rows,
}: {
  name: string;
  fileName: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
}) => {
  const t = useT();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={t('console.common.downloadCsvOf', { name })}
      onClick={() => downloadTableCsv(fileName, columns, rows)}
      sx={{ minHeight: 44 }}
    >
      {t('console.common.downloadCsv')}
    </Button>
  );
};

/**
 * A compact table of a chart's or a card's rows; `caption` names it. On a phone it scrolls sideways in a
 * focusable group, so the keyboard can scroll it too.
 */
export const DataTable = <T,>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
}) => (
  <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={`${caption} table`}>
    <Table size="small">
      <caption style={visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed report, never reordered
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
