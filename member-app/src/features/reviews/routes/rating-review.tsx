import { formatNumber, PAGES, REVIEW_WINDOW_DAYS, type TReview } from '@barterbits/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ReviewCard } from '../../../components/reviews/review-card.tsx';
import { ReviewSummary } from '../../../components/reviews/review-summary.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewList } from '../components/review-list.tsx';

type TabKey = 'received' | 'given';
const TABS: TabKey[] = ['received', 'given'];
const toTab = (value: string | null): TabKey => (value === 'given' ? 'given' : 'received');

const actionSx = { minHeight: 44 } as const;

/** Received reviews: Reply, or Edit reply once there is one. */
const ReceivedActions = ({ review }: { review: TReview }) => {
  const t = useT();
  return review.reply?.canEdit ? (
    <Button
      component={RouterLink}
      to={PAGES.editReply.href(review.id)}
      size="small"
      startIcon={<EditOutlinedIcon fontSize="small" />}
      sx={actionSx}
    >
      {t('reviews.mine.editReply')}
    </Button>
  ) : review.canReply ? (
    <Button
      component={RouterLink}
      to={PAGES.replyReview.href(review.id)}
      size="small"
      variant="outlined"
      startIcon={<ReplyIcon fontSize="small" />}
      sx={actionSx}
    >
      {t('reviews.mine.reply')}
    </Button>
  ) : null;
};

/** Given reviews: Edit and Delete (after a confirmation). */
const GivenActions = ({ review, onDelete }: { review: TReview; onDelete: (review: TReview) => void }) => {
  const t = useT();
  return (
    <>
      {review.canEdit ? (
        <Button
          component={RouterLink}
          to={PAGES.editReview.href(review.id)}
          size="small"
          startIcon={<EditOutlinedIcon fontSize="small" />}
          aria-label={t('reviews.mine.editLabel', { name: review.subject.displayName })}
          sx={actionSx}
        >
          {t('reviews.mine.edit')}
        </Button>
      ) : null}
      {review.canDelete ? (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon fontSize="small" />}
          aria-label={t('reviews.mine.deleteLabel', { name: review.subject.displayName })}
          onClick={() => onDelete(review)}
          sx={actionSx}
        >
          {t('reviews.mine.delete')}
        </Button>
      ) : null}
    </>
  );
};

/**
 * /rating-review: the member's reviews in two tabs, each under its hearts summary: Received (reply or
 * edit the reply) and Given (edit or delete; a deleted review's barter cannot be reviewed again).
 */
export const RatingReviewRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const me = user?.userId ?? '';
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('tab'));
  const receivedSummary = useReviewSummary(me);
  const givenSummary = useReviewSummary(me, true);
  const summary = tab === 'given' ? givenSummary : receivedSummary;
  const received = useReviews(me, false);
  const given = useReviews(me, true);
  const remove = useDeleteReview();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<TReview | null>(null);
  const totals: Record<TabKey, number | undefined> = {
    received: received.data?.pages[0]?.meta.total,
    given: given.data?.pages[0]?.meta.total,
  };
  const tabLabel = (key: TabKey) => {
    const total = totals[key];
    if (key === 'given') {
      return total === undefined
        ? t('reviews.mine.given')
        : t('reviews.mine.givenCount', { count: formatNumber(total) });
    }
    return total === undefined
      ? t('reviews.mine.received')
      : t('reviews.mine.receivedCount', { count: formatNumber(total) });
  };

  return (
    <Box sx={{ maxWidth: 1200, pb: 4 }}>
      <PageHeader title={t('reviews.mine.title')} subtitle={t('reviews.mine.subtitle')} />
      <ReviewSummary
        title={tab === 'given' ? t('reviews.mine.heartsGiven') : t('reviews.mine.rating')}
        summary={summary.data}
        isPending={summary.isPending}
        error={summary.error}
      />
      <Tabs
        value={tab}
        onChange={(_e, value: TabKey) =>
          setParams(value === 'given' ? { tab: value } : {}, { replace: true })
        }
        aria-label={t('reviews.mine.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={tabLabel(key)}
            id={`reviews-tab-${key}`}
            aria-controls={`reviews-panel-${key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reviews-panel-${tab}`} aria-labelledby={`reviews-tab-${tab}`}>
        {tab === 'received' ? (
          <ReviewList
            label={t('reviews.mine.receivedList')}
            query={received}
            empty={<Typography color="text.secondary">{t('reviews.mine.receivedEmpty')}</Typography>}
            render={(review) => (
              <ReviewCard review={review} showReport={false} actions={<ReceivedActions review={review} />} />
            )}
          />
        ) : (
          <ReviewList
            label={t('reviews.mine.givenList')}
            query={given}
            empty={
              <Typography color="text.secondary">
                {t('reviews.mine.givenEmpty')} {t('reviews.windowHint', { days: REVIEW_WINDOW_DAYS })}
              </Typography>
            }
            render={(review) => (
              <ReviewCard
                review={review}
                party="subject"
                showReport={false}
                actions={<GivenActions review={review} onDelete={setDeleting} />}
              />
            )}
          />
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('reviews.mine.deleteTitle')}
        confirmLabel={t('reviews.mine.deleteConfirm')}
        cancelLabel={t('reviews.mine.deleteCancel')}
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => notify({ message: t('reviews.mine.deleted') }),
            onError: (e) => notify({ message: e.message, severity: 'error' }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting ? t('reviews.mine.deleteBody', { name: deleting.subject.displayName }) : null}
      </ConfirmDialog>
    </Box>
  );
};
