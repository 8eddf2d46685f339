/** Offer engagement: favourites, reports, report reasons, action summary and the admin Reports resource */
import { OFFER_ENGAGEMENT_MESSAGES as EM, OFFER_REPORT_REASON_OPTIONS } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createOfferEngagementService } from './offer-engagement.service.ts';

export function offerEngagementRoutes(app: FastifyInstance, deps: Deps) {
  const engagement = createOfferEngagementService({ db: deps.db });

  route(app, 'toggleFavourite', async (req) => {
    const data = await engagement.toggleFavourite(req.auth, req.body);
    return { data, message: data.favourited ? EM.favouriteAdded : EM.favouriteRemoved };
  });

  route(app, 'myFavourites', async (req) =>
    paged(await engagement.myFavourites(req.auth, req.query), req.query),
  );

  route(app, 'offerReportReasons', async () => ({ data: OFFER_REPORT_REASON_OPTIONS }));

  route(app, 'reportOffer', async (req) => ({
    data: await engagement.report(req.auth, req.body),
    message: EM.reported,
  }));

  route(app, 'offerActionSummary', async (req) => ({
    data: await engagement.actionSummary(req.auth, req.params.id),
  }));

  route(app, 'offerReports', async (req) => paged(await engagement.reports(req.auth, req.query), req.query));

  route(app, 'reportsOfOffer', async (req) =>
    paged(await engagement.reportsOfOffer(req.auth, req.params.id, req.query), req.query),
  );

  route(app, 'declineOfferReports', async (req) => ({
    data: await engagement.decline(req.auth, req.body),
    message: EM.declined,
  }));
}
