import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tOr, useT } from '../lib/i18n.ts';
import { isChunkLoadError } from '../lib/lazy-load.ts';

/**
 * Error page of the root route. A chunk that failed to load (or timed out) asks for a reload, which
 * fetches the application again; any other error says so and offers the same way out.
 */
export const AppErrorPage = ({ error }: { error: unknown }) => {
  useT();
  const chunk = isChunkLoadError(error);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {chunk
          ? tOr('app.error.chunkTitle', 'We could not load BarterBits')
          : tOr('app.error.title', 'Something went wrong')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {chunk
          ? tOr(
              'app.error.chunkText',
              'Part of the application did not arrive. Check your connection, then reload the page.',
            )
          : tOr('app.error.text', 'An unexpected error stopped this page. Reload the page to try again.')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {tOr('app.error.reload', 'Reload')}
      </Button>
    </Box>
  );
};
