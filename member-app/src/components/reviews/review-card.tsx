import { formatDate, PAGES, type ReviewVote, type TReview, type TReviewParty } from '@barterbits/contracts';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { touchTargetLink } from '../../lib/touch-target.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { Hint } from '../hint.tsx';
import { Hearts } from './hearts.tsx';
import { nextReaction, tradeLabel } from './review-rules.ts';

/** Where a member's profile is. */

/** A member's photo (or initial), name linked to their profile, and a line under it. */
const PartyLine = ({ party, caption }: { party: TReviewParty; caption: ReactNode }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
    <Avatar src={party.profilePhoto ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
      {party.displayName.charAt(0).toUpperCase()}
    </Avatar>
    <Box sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={PAGES.memberProfile.href(party.id)}
        underline="hover"
        sx={{ ...touchTargetLink, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {party.displayName}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  </Stack>
);

/**
 * Like and dislike with their counts; the caller's vote is pressed and clicking it again withdraws it
 * (NEUTRAL). On a review one wrote or received the buttons are disabled, with the reason as a tooltip
 * and as their description.
 */
const VoteButtons = ({
  review,
  onVote,
  pending,
}: {
  review: TReview;
  onVote?: (reaction: ReturnType<typeof nextReaction>) => void;
  pending: boolean;
}) => {
  const t = useT();
  const hintId = useId();
  const disabled = !review.canVote || !onVote;
  const button = (kind: ReviewVote) => {
    const active = review.myVote === kind;
    const count = kind === 'LIKE' ? review.likes : review.dislikes;
    const Icon =
      kind === 'LIKE'
        ? active
          ? ThumbUpIcon
          : ThumbUpOutlinedIcon
        : active
          ? ThumbDownIcon
          : ThumbDownOutlinedIcon;
    return (
      <Button
        size="small"
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'outlined' : 'text'}
        startIcon={<Icon fontSize="small" />}
        aria-label={kind === 'LIKE' ? t('app.reviews.like', { count }) : t('app.reviews.dislike', { count })}
        aria-pressed={disabled ? undefined : active}
        aria-describedby={review.canVote ? undefined : hintId}
        disabled={disabled}
        aria-busy={pending || undefined}
        // Kept enabled while a vote is sent (a disabled button would drop the keyboard focus); repeated
        // clicks wait for the answer.
        onClick={() => {
          if (!pending) onVote?.(nextReaction(review.myVote, kind));
        }}
        sx={{ minWidth: 64, minHeight: 44 }}
        data-testid={kind === 'LIKE' ? 'like-button' : 'dislike-button'}
      >
        {count}
      </Button>
    );
  };
  const buttons = (
    <Stack direction="row" spacing={0.5} component="span">
      {button('LIKE')}
      {button('DISLIKE')}
    </Stack>
  );
  // The reason is given only when the rule refuses the vote (not on a read-only preview).
  if (review.canVote) {
    return (
      <Box role="group" aria-label={t('app.reviews.helpful')}>
        {buttons}
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={t('app.reviews.helpful')} sx={{ position: 'relative' }}>
      <Hint title={t('app.reviews.ownVote')}>
        {/* A disabled button fires no events: the hint listens on its wrapper. */}
        <span>{buttons}</span>
      </Hint>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('app.reviews.ownVote')}
      </Box>
    </Box>
  );
};

/**
 * One review: who wrote it (or, on the Given tab, about whom), its hearts, text and date, the verified
 * trade it comes from, the reviewed member's reply, the votes, Report for others, and the page's own
 * actions (edit, delete, reply).
 */
export const ReviewCard = ({
  review,
  party = 'author',
  onVote,
  votePending = false,
  actions,
  showReport = true,
}: {
  review: TReview;
  /** author: show who wrote it (received reviews); subject: whom it is about (given reviews). */
  party?: 'author' | 'subject';
  /** Sends a vote; without it the counts show but cannot be changed. */
  onVote?: (reaction: ReturnType<typeof nextReaction>) => void;
  votePending?: boolean;
  actions?: ReactNode;
  showReport?: boolean;
}) => {
  const t = useT();
  const shown = party === 'author' ? review.author : review.subject;
  const date = formatDate(review.createdAt);
  const dated = review.edited ? t('app.reviews.edited', { date }) : date;
  const reportable = showReport && review.canReport && !review.reportedByMe;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={
        party === 'author'
          ? t('app.reviews.by', { name: shown.displayName })
          : t('app.reviews.of', { name: shown.displayName })
      }
      data-testid="review-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ pb: 1, flex: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
        >
          <PartyLine
            party={shown}
            caption={party === 'author' ? dated : t('app.reviews.youReviewed', { date: dated })}
          />
          <Hearts value={review.hearts} />
        </Stack>
        <Stack
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center', mt: 1.5, color: 'success.dark' }}
          data-testid="review-trade"
        >
          <VerifiedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tradeLabel(review.trade)}
          </Typography>
        </Stack>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Typography>
        {review.reply ? (
          <Box
            component="section"
            aria-label={t('app.reviews.replyFrom', { name: review.reply.author.displayName })}
            data-testid="review-reply"
            sx={{
              mt: 2,
              pl: 2,
              py: 1,
              pr: 1,
              borderLeft: 3,
              borderColor: 'primary.main',
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('app.reviews.replyFrom', { name: review.reply.author.displayName })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {review.reply.edited
                ? t('app.reviews.edited', { date: formatDate(review.reply.createdAt) })
                : formatDate(review.reply.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply.text}
            </Typography>
          </Box>
        ) : null}
      </CardContent>
      <CardActions
        sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <VoteButtons review={review} onVote={onVote} pending={votePending} />
        <Box sx={{ flex: 1 }} />
        {review.reportedByMe ? (
          <Chip size="small" label={t('app.reviews.reported')} variant="outlined" />
        ) : null}
        {reportable ? (
          <Button
            component={RouterLink}
            to={PAGES.reportReview.href(review.id)}
            size="small"
            color="inherit"
            startIcon={<FlagOutlinedIcon fontSize="small" />}
            sx={{ minHeight: 44 }}
          >
            {t('app.reviews.report')}
          </Button>
        ) : null}
        {actions}
      </CardActions>
    </Card>
  );
};
