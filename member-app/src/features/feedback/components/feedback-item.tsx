import { formatDateTime, type TMyFeedback } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';
import { Hearts } from '../../../components/reviews/hearts.tsx';
import { useT } from '../../../lib/i18n.ts';
import { feedbackItemId, KIND_LABEL, STATUS_COLORS, STATUS_LABEL } from '../lib/feedback-labels.ts';
import { FeedbackScreenshot } from './feedback-screenshot.tsx';

/**
 * One sent feedback: its title (subject, else its kind), kind and status chips, date, rating, texts,
 * screenshot, and the team's answer when there is one. `highlighted` marks the one a notice linked to.
 */
export const FeedbackItem = ({
  item,
  highlighted = false,
  ref,
}: {
  item: TMyFeedback;
  highlighted?: boolean;
  ref?: Ref<HTMLElement>;
}) => {
  const t = useT();
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      component="article"
      id={feedbackItemId(item.id)}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        scrollMarginTop: 96,
        ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.selected' } : {}),
      }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
            {item.subject ?? t(KIND_LABEL[item.kind])}
          </Typography>
          <Chip size="small" variant="outlined" label={t(KIND_LABEL[item.kind])} />
          <Chip size="small" color={STATUS_COLORS[item.status]} label={t(STATUS_LABEL[item.status])} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('feedback.item.sent', { date: formatDateTime(item.createdAt) })}
          {highlighted ? t('feedback.item.opened') : ''}
        </Typography>
        {item.rating ? <Hearts value={item.rating} size="small" /> : null}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.message}</Typography>
        {item.steps ? (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('feedback.item.steps')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.steps}
            </Typography>
          </Box>
        ) : null}
        {item.screenshotUrl ? <FeedbackScreenshot url={item.screenshotUrl} /> : null}
        {item.answer ? (
          <Box
            component="section"
            aria-label={t('feedback.item.answer')}
            sx={{
              borderLeft: 4,
              borderColor: 'success.main',
              pl: 1.5,
              py: 0.5,
              bgcolor: 'background.default',
            }}
          >
            <Typography variant="subtitle2" component="h4">
              {t('feedback.item.answer')}
              {item.answeredAt ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {formatDateTime(item.answeredAt)}
                </Typography>
              ) : null}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.answer}</Typography>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
};
