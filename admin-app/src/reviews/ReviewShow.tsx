import { formatBits, formatNumber } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordField, Show, useDataProvider, useRecordContext, WithRecord } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { Section } from '../components/Section.tsx';
import { Stat } from '../components/Stat.tsx';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';
import { ReviewEnableDisable } from './ReviewModeration.tsx';
import { REACTION_KEYS, ReviewStateChip } from './reviewLabels.tsx';
import { REVIEWS_RESOURCE, type ReviewRecord, type ReviewsDataProvider } from './reviewsDataProvider.ts';

/** The page title (the browser tab and the app bar). */
export const ReviewTitle = () => {
  const r = useRecordContext<ReviewRecord>();
  const t = useT();
  return (
    <span>
      {r
        ? t('console.reviews.view.titleOf', { subject: r.subject.displayName, author: r.author.displayName })
        : t('console.reviews.view.review')}
    </span>
  );
};

/** Hearts, who reviewed whom, the state and the enable/disable action. */
export const ReviewHeader = () => {
  const r = useRecordContext<ReviewRecord>();
  const t = useT();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('console.reviews.view.hearts', { smart_count: r.hearts })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <MemberLink member={r.author} /> {t('console.reviews.view.reviewed')}{' '}
          <MemberLink member={r.subject} />
        </Typography>
      </Box>
      <ReviewStateChip enabled={r.enabled} />
      <Box sx={{ flex: 1 }} />
      <ReviewEnableDisable review={r} />
    </Stack>
  );
};

/** The disabled review's reason, as a banner. */
export const DisabledBanner = () => {
  const t = useT();
  return (
    <WithRecord<ReviewRecord>
      render={(r) =>
        !r.enabled ? (
          <Alert severity="error">
            {r.disabledReason
              ? t('console.reviews.view.disabledBecause', { reason: r.disabledReason })
              : t('console.reviews.view.disabled')}
          </Alert>
        ) : null
      }
    />
  );
};

/** The review's facts, text and the trade it comes from. */
export const ReviewDetails = () => {
  const t = useT();
  return (
    <>
      <Section title="console.reviews.show.review" column={200}>
        <RecordField
          label="console.reviews.show.author"
          render={(r: ReviewRecord) => <MemberLink member={r.author} />}
        />
        <RecordField
          label="console.reviews.show.about"
          render={(r: ReviewRecord) => <MemberLink member={r.subject} />}
        />
        <RecordField<ReviewRecord>
          source="hearts"
          label="console.reviews.show.hearts"
          render={(r) => t('console.reviews.view.hearts', { smart_count: r.hearts })}
        />
        <RecordField source="createdAt" label="console.reviews.show.posted">
          <DateTimeField source="createdAt" showTime />
        </RecordField>
        <RecordField<ReviewRecord>
          source="updatedAt"
          label="console.reviews.show.edited"
          render={(r) =>
            r.edited ? <DateTimeField source="updatedAt" showTime /> : t('console.reviews.view.no')
          }
        />
        <RecordField<ReviewRecord>
          source="trade.offerTitle"
          label="console.reviews.show.trade"
          render={(r) => r.trade.offerTitle}
        />
        <RecordField<ReviewRecord>
          source="trade.amountCents"
          label="console.reviews.show.verifiedBarterOf"
          render={(r) => formatBits(r.trade.amountCents)}
        />
        <RecordField source="trade.reference" label="console.reviews.show.barterReference" />
        <RecordField source="trade.decidedAt" label="console.reviews.show.barterAccepted">
          <DateTimeField source="trade.decidedAt" showTime emptyText="—" />
        </RecordField>
      </Section>
      <Section title="console.reviews.show.text" grid={false}>
        <WithRecord<ReviewRecord>
          render={(r) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.text}</Typography>}
        />
      </Section>
      <Section title="console.reviews.show.reply" grid={false}>
        <WithRecord<ReviewRecord>
          render={(r) =>
            r.reply ? (
              <Box>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.reply.text}</Typography>
                <Typography variant="body2" color="text.secondary" component="p">
                  <MemberLink member={r.reply.author} /> ·{' '}
                  <DateTimeField record={r.reply} source="createdAt" showTime />
                  {r.reply.edited ? t('console.reviews.view.edited') : ''}
                </Typography>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('console.reviews.view.noReply')}</Typography>
            )
          }
        />
      </Section>
    </>
  );
};

/** Votes, reports and state (GET /review/{id}/action-summary). */
const ActionSummary = ({ reviewId }: { reviewId: string }) => {
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const summary = useQuery({
    queryKey: [REVIEWS_RESOURCE, 'action-summary', reviewId],
    queryFn: () => dataProvider.reviewActionSummary(REVIEWS_RESOURCE, { id: reviewId }),
  });
  const t = useT();
  return (
    <Section title="console.reviews.show.actionSummary" column={160}>
      {summary.isPending ? (
        <CircularProgress size={24} aria-label={t('console.reviews.view.loadingSummary')} />
      ) : summary.isError ? (
        <Alert severity="error">
          {t('console.reviews.view.summaryFailed', { error: errorMessage(summary.error) })}
        </Alert>
      ) : (
        <>
          <Stat label={t('console.reviews.view.likes')} value={formatNumber(summary.data.likes)} />
          <Stat label={t('console.reviews.view.dislikes')} value={formatNumber(summary.data.dislikes)} />
          <Stat label={t('console.reviews.view.votesCast')} value={formatNumber(summary.data.votesCast)} />
          <Stat label={t('console.reviews.view.reports')} value={formatNumber(summary.data.reports)} />
          <Stat
            label={t('console.reviews.view.openReports')}
            value={formatNumber(summary.data.openReports)}
          />
          <Stat
            label={t('console.reviews.view.reply')}
            value={summary.data.hasReply ? t('console.reviews.view.yes') : t('console.reviews.view.no')}
          />
        </>
      )}
    </Section>
  );
};

const HISTORY_PAGE = 25;

/** Every like and dislike ever cast, newest first (GET /review/{id}/like-dislike-history, spec §9). */
const VoteHistory = ({ reviewId }: { reviewId: string }) => {
  const dataProvider = useDataProvider<ReviewsDataProvider>();
  const [page, setPage] = useState(0);
  const history = useQuery({
    queryKey: [REVIEWS_RESOURCE, 'vote-history', reviewId],
    queryFn: () => dataProvider.reviewVoteHistory(REVIEWS_RESOURCE, { id: reviewId }),
  });
  const t = useT();
  return (
    <Section title="console.reviews.show.likeDislikeHistory" grid={false}>
      {history.isPending ? (
        <CircularProgress size={24} aria-label={t('console.reviews.view.loadingVotes')} />
      ) : history.isError ? (
        <Alert severity="error">
          {t('console.reviews.view.votesFailed', { error: errorMessage(history.error) })}
        </Alert>
      ) : history.data.votes.length === 0 ? (
        <Typography color="text.secondary">{t('console.reviews.view.noVotes')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {formatNumber(history.data.total)} {history.data.total === 1 ? 'vote' : 'votes'} cast · now{' '}
            {formatNumber(history.data.likes)} likes and {formatNumber(history.data.dislikes)} dislikes
            {history.data.votes.length < history.data.total
              ? ` · the latest ${formatNumber(history.data.votes.length)} are shown`
              : ''}
          </Typography>
          <Table size="small" aria-label={t('console.reviews.view.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('console.reviews.view.date')}</TableCell>
                <TableCell>{t('console.reviews.view.member')}</TableCell>
                <TableCell>{t('console.reviews.view.vote')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.votes.slice(page * HISTORY_PAGE, (page + 1) * HISTORY_PAGE).map((v) => (
                <TableRow key={v.id}>
                  <TableCell>
                    <DateTimeField record={v} source="createdAt" showTime />
                  </TableCell>
                  <TableCell>
                    <MemberLink member={v.voter} />
                  </TableCell>
                  <TableCell>{t(REACTION_KEYS[v.reaction])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {history.data.votes.length > HISTORY_PAGE ? (
            <TablePagination
              component="div"
              count={history.data.votes.length}
              page={page}
              onPageChange={(_e, p) => setPage(p)}
              rowsPerPage={HISTORY_PAGE}
              rowsPerPageOptions={[HISTORY_PAGE]}
            />
          ) : null}
        </>
      )}
    </Section>
  );
};

/** One review: who, hearts, text, trade, reply, its action summary and vote history; enable/disable. */
export const ReviewShow = () => (
  <Show title={<ReviewTitle />}>
    <Stack spacing={4} sx={{ p: 3 }}>
      <ReviewHeader />
      <DisabledBanner />
      <ReviewDetails />
      <WithRecord<ReviewRecord>
        render={(r) => (
          <>
            <ActionSummary reviewId={r.id} />
            <VoteHistory reviewId={r.id} />
          </>
        )}
      />
    </Stack>
  </Show>
);
