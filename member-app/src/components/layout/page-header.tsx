import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page title with an optional subtitle and action (the shell's plain page header). */
export const PageHeader = ({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1.5}
    sx={{
      py: { xs: 2.5, sm: 3 },
      justifyContent: 'space-between',
      alignItems: { xs: 'stretch', sm: 'center' },
    }}
  >
    <Box>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {title}
      </Typography>
      {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
    </Box>
    {action}
  </Stack>
);

/**
 * Banner style 1 (spec §2: search-product, find-members, …): a full-width coloured band with the
 * page title, under the navbar, holding the page's main control.
 */
export const BannerHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Box
    sx={{
      mx: { xs: -2, sm: -3, lg: -4 },
      mb: 3,
      px: { xs: 2, sm: 3, lg: 4 },
      py: { xs: 2.5, sm: 4 },
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    }}
  >
    <Typography
      variant="h4"
      component="h1"
      sx={{ fontWeight: 700, mb: children ? 2 : 0, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
    >
      {title}
    </Typography>
    {children}
  </Box>
);
