/** Donations to the Community Fund: thin routes over the donations service. */
import { DONATION_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createDonationsService } from './donations.service.ts';

/** Routes of the Community Fund donations. */
export function donationsRoutes(app: FastifyInstance, deps: Deps) {
  const donations = createDonationsService({ db: deps.db });

  route(app, 'getCommunityFund', async (req) => ({ data: await donations.fund(req.auth) }));

  route(app, 'donate', async (req) => ({
    data: await donations.donate(req.auth, req.body, req.idempotencyKey),
    message: DONATION_MESSAGES.thanks,
  }));

  route(app, 'listMyDonations', async (req) =>
    paged(await donations.listMine(req.auth, req.query), req.query),
  );
}
