import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Placeholder for a page that a later issue builds. */
export const ComingSoon = ({ title }: { title: string }) => (
  <Box sx={{ py: 4 }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary">This page is coming soon.</Typography>
  </Box>
);
