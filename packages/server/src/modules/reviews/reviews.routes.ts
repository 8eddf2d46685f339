/** Heart reviews of barter partners: reviews, replies, votes, reports, summary, and their admin moderation. Thin routes over the reviews service. */
import { REVIEW_HISTORY_PAGE_MAX, REVIEW_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createReviewsService } from './reviews.service.ts';

export function reviewsRoutes(app: FastifyInstance, deps: Deps) {
  const reviews = createReviewsService({ db: deps.db });

  route(app, 'getReviewSummary', async (req) => ({
    data: await reviews.summary(req.auth, req.query.userId, req.query.isGiven === true),
  }));

  route(app, 'listReviewEligibility', async (req) => ({
    data: await reviews.eligible(req.auth, req.query.userId),
  }));

  route(app, 'listReviews', async (req) => paged(await reviews.list(req.auth, req.query), req.query));

  route(app, 'createReview', async (req) => ({
    data: await reviews.create(req.auth, req.body),
    message: REVIEW_MESSAGES.created,
  }));

  route(app, 'updateReview', async (req) => ({
    data: await reviews.update(req.auth, req.body),
    message: REVIEW_MESSAGES.updated,
  }));

  route(app, 'deleteReview', async (req) => ({
    data: await reviews.remove(req.auth, req.params.id),
    message: REVIEW_MESSAGES.deleted,
  }));

  route(app, 'getReview', async (req) => ({ data: await reviews.get(req.auth, req.params.id) }));

  route(app, 'getReviewReply', async (req) => ({
    data: await reviews.getReviewReply(req.auth, req.params.id),
  }));

  route(app, 'getReply', async (req) => ({ data: await reviews.getReply(req.auth, req.params.id) }));

  route(app, 'createReply', async (req) => ({
    data: await reviews.createReply(req.auth, req.body.reviewId, req.body.text),
    message: REVIEW_MESSAGES.replied,
  }));

  route(app, 'updateReply', async (req) => ({
    data: await reviews.updateReply(req.auth, req.body.reviewId, req.body.text),
    message: REVIEW_MESSAGES.replyUpdated,
  }));

  route(app, 'voteReview', async (req) => {
    const data = await reviews.vote(req.auth, req.body);
    return { data, message: data.myVote ? REVIEW_MESSAGES.voted : REVIEW_MESSAGES.voteWithdrawn };
  });

  route(app, 'reportReview', async (req) => ({
    data: await reviews.report(req.auth, req.body),
    message: REVIEW_MESSAGES.reported,
  }));

  // The console asks for limit=10000000 (spec §9): the page is clamped, meta.limit says to what.
  route(app, 'getReviewVoteHistory', async (req) =>
    paged(await reviews.voteHistory(req.auth, req.params.id, req.query), {
      limit: Math.min(req.query.limit, REVIEW_HISTORY_PAGE_MAX),
      offset: req.query.offset,
    }),
  );

  route(app, 'listReportedReviews', async (req) =>
    paged(await reviews.reported(req.auth, req.query), req.query),
  );

  route(app, 'getReportedReview', async (req) => ({
    data: await reviews.reportedOne(req.auth, req.params.id),
  }));

  route(app, 'getReviewActionSummary', async (req) => ({
    data: await reviews.actionSummary(req.auth, req.params.id),
  }));

  route(app, 'enableDisableReview', async (req) => {
    const data = await reviews.enableDisable(req.auth, req.body);
    return { data, message: req.body.enabled ? REVIEW_MESSAGES.enabled : REVIEW_MESSAGES.disabled };
  });
}
