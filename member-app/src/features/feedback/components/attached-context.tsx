import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import { contextRows, type ReportContext } from '../lib/report-context.ts';

/** "Attached automatically": the page, app version and browser sent with a report, shown before sending. */
export const AttachedContext = ({ context }: { context: ReportContext }) => {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="attached-context-title"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Typography id="attached-context-title" variant="subtitle2" component="h2">
        {t('feedback.context.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('feedback.context.lead')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2 }}
      >
        {contextRows(context).map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
