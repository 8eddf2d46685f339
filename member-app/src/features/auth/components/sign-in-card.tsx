import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND } from '../../../lib/brand.ts';

/**
 * The frame of the sign-in pages (/sign-in, /password): the product name, a heading, a lead (a paragraph:
 * inline content only), then the form, and a footer (the language switcher).
 */
export const SignInCard = ({
  heading,
  lead,
  children,
  footer,
}: {
  heading: string;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 6,
      bgcolor: 'background.default',
    }}
  >
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'primary.main', letterSpacing: '-0.02em', mb: 1 }}
      >
        {BRAND.productName}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lead}
      </Typography>
      {children}
      {footer ? (
        <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          {footer}
        </Box>
      ) : null}
    </Paper>
  </Box>
);
