import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMyFeedback, useMyFeedbackList } from '../api/get-my-feedback.ts';
import { FeedbackItem } from './feedback-item.tsx';

/**
 * "Your feedback": what the member sent, newest first, with status and answer ("Show more" for older).
 * `highlightId` (from `/feedback?id=`) is scrolled to, focused and marked; when it is not among the
 * loaded rows it is read on its own and shown first.
 */
export const FeedbackHistory = ({ highlightId }: { highlightId: string | null }) => {
  const t = useT();
  const list = useMyFeedbackList();
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const inList = highlightId !== null && rows.some((r) => r.id === highlightId);
  const single = useMyFeedback(list.isSuccess && !inList ? highlightId : null);
  const highlighted = useRef<HTMLElement>(null);
  const shownFirst = !inList && single.data ? single.data : null;
  // The id asked for, once its item is on screen (a new id from another notice scrolls again).
  const shownId = inList || shownFirst !== null ? highlightId : null;

  // Once the asked-for feedback is on screen, bring it into view and move the focus to it.
  useEffect(() => {
    if (!shownId || !highlighted.current) return;
    highlighted.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
    highlighted.current.focus({ preventScroll: true });
  }, [shownId]);

  return (
    <Box component="section" aria-labelledby="feedback-history-title" sx={{ mt: 5 }}>
      <Typography id="feedback-history-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('feedback.history.heading')}
      </Typography>
      {single.isError ? (
        <Box sx={{ mb: 2 }}>
          <LoadError message={single.error.message} onRetry={() => void single.refetch()} />
        </Box>
      ) : null}
      {list.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('feedback.history.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 && !shownFirst ? (
        <Typography color="text.secondary">{t('feedback.history.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {shownFirst ? <FeedbackItem item={shownFirst} highlighted ref={highlighted} /> : null}
          {rows.map((item) =>
            item.id === highlightId ? (
              <FeedbackItem key={item.id} item={item} highlighted ref={highlighted} />
            ) : (
              <FeedbackItem key={item.id} item={item} />
            ),
          )}
          <ShowMoreButton {...nextPageOf(list)} />
        </Stack>
      )}
    </Box>
  );
};
