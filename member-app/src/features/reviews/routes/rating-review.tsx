import { formatNumber, PAGES, REVIEW_MESSAGES, type TReview } from '@barterbits/contracts';
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
import { REVIEW_WINDOW_HINT } from '../../../components/reviews/review-rules.ts';
import { ReviewSummary } from '../../../components/reviews/review-summary.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useNotify } from '../../../stores/notify.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewList } from '../components/review-list.tsx';

type TabKey = 'received' | 'given';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'received', label: 'Received' },
  { key: 'given', label: 'Given' },
];
const toTab = (value: string | null): TabKey => (value === 'given' ? 'given' : 'received');

const actionSx = { minHeight: 44 } as const;

/** Received reviews: Reply, or Edit reply once there is one. */
const ReceivedActions = ({ review }: { review: TReview }) =>
  review.reply?.canEdit ? (
    <Button
      component={RouterLink}
      to={PAGES.editReply.href(review.id)}
      size="small"
      startIcon={<EditOutlinedIcon fontSize="small" />}
      sx={actionSx}
    >
      Edit reply
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
      Reply
    </Button>
  ) : null;

/** Given reviews: Edit and Delete (after a confirmation). */
const GivenActions = ({ review, onDelete }: { review: TReview; onDelete: (review: TReview) => void }) => (
  <>
    {review.canEdit ? (
      <Button
        component={RouterLink}
        to={PAGES.editReview.href(review.id)}
        size="small"
        startIcon={<EditOutlinedIcon fontSize="small" />}
        aria-label={`Edit your review of ${review.subject.displayName}`}
        sx={actionSx}
      >
        Edit
      </Button>
    ) : null}
    {review.canDelete ? (
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon fontSize="small" />}
        aria-label={`Delete your review of ${review.subject.displayName}`}
        onClick={() => onDelete(review)}
        sx={actionSx}
      >
        Delete
      </Button>
    ) : null}
  </>
);

/**
 * /rating-review: the member's reviews in two tabs, each under its hearts summary: Received (reply or
 * edit the reply) and Given (edit or delete; a deleted review's barter cannot be reviewed again).
 */
export const RatingReviewRoute = () => {
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
  const tabLabel = (t: (typeof TABS)[number]) =>
    totals[t.key] === undefined ? t.label : `${t.label} (${formatNumber(totals[t.key])})`;

  return (
    <Box sx={{ maxWidth: 1200, pb: 4 }}>
      <PageHeader
        title="Ratings & Reviews"
        subtitle="What members say about your barters, and what you said about theirs."
      />
      <ReviewSummary
        title={tab === 'given' ? 'Hearts you gave' : 'Your rating'}
        summary={summary.data}
        isPending={summary.isPending}
        error={summary.error}
      />
      <Tabs
        value={tab}
        onChange={(_e, value: TabKey) =>
          setParams(value === 'given' ? { tab: value } : {}, { replace: true })
        }
        aria-label="Your reviews"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={tabLabel(t)}
            id={`reviews-tab-${t.key}`}
            aria-controls={`reviews-panel-${t.key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reviews-panel-${tab}`} aria-labelledby={`reviews-tab-${tab}`}>
        {tab === 'received' ? (
          <ReviewList
            label="Reviews you received"
            query={received}
            empty={
              <Typography color="text.secondary">
                No reviews yet. After a completed barter, the other member can review you here.
              </Typography>
            }
            render={(review) => (
              <ReviewCard review={review} showReport={false} actions={<ReceivedActions review={review} />} />
            )}
          />
        ) : (
          <ReviewList
            label="Reviews you gave"
            query={given}
            empty={
              <Typography color="text.secondary">
                You have not reviewed anyone yet. {REVIEW_WINDOW_HINT}
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
        title="Delete this review?"
        confirmLabel="Delete review"
        cancelLabel="Keep it"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => notify({ message: REVIEW_MESSAGES.deleted }),
            onError: (e) => notify({ message: e.message, severity: 'error' }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting
          ? `Your review of ${deleting.subject.displayName} and its reply will be removed. ${REVIEW_MESSAGES.deleteWarning}`
          : null}
      </ConfirmDialog>
    </Box>
  );
};
