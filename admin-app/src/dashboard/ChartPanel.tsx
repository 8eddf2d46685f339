import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import type { TableColumn } from './csv.ts';
import { CsvButton, DataTable } from './DataTable.tsx';

/**
 * A chart's card (a region named by its heading): the heading, a one-line summary (also the chart's
 * description for screen readers), the chart or, after "Show as table", its rows as a table, and the
 * rows' Download CSV.
 */
export const ChartPanel = <T,>({
  title,
  summary,
  chart,
  columns,
  rows,
  fileName,
  empty,
}: {
  title: string;
  summary: string;
  /** The chart; left out (with `empty` shown) when there is nothing to draw. */
  chart: ReactNode;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  fileName: string;
  /** Shown instead of the chart and the table when `rows` is empty. */
  empty?: string;
}) => {
  const headingId = useId();
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const hasRows = rows.length > 0;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
            {title}
          </Typography>
          {hasRows ? (
            <>
              <Button
                size="small"
                aria-pressed={asTable}
                onClick={() => setAsTable((v) => !v)}
                sx={{ minHeight: 44 }}
              >
                {t('console.dashboard.showAsTable')}
              </Button>
              <CsvButton name={title} fileName={fileName} columns={columns} rows={rows} />
            </>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        {!hasRows ? (
          <Typography color="text.secondary">{empty ?? t('console.dashboard.nothingToShow')}</Typography>
        ) : asTable ? (
          <DataTable caption={title} columns={columns} rows={rows} />
        ) : (
          <Box sx={{ width: '100%', minWidth: 0 }}>{chart}</Box>
        )}
      </CardContent>
    </Card>
  );
};
