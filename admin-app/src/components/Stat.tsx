import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a show page's summary: its caption, then the value in large type. */
export const Stat = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h5" component="p">
      {value}
    </Typography>
  </Box>
);
