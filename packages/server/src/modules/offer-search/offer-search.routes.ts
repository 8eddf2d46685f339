/** Offer search and feeds: search-offer, explore-business, suggestions, home page, filter */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { translate } from '../../lib/i18n.ts';
import { route } from '../../lib/route.ts';
import { createOfferSearchService } from './offer-search.service.ts';

export function offerSearchRoutes(app: FastifyInstance, deps: Deps) {
  const search = createOfferSearchService({ db: deps.db });

  route(app, 'searchOffers', async (req) => paged(await search.searchOffers(req.auth, req.query), req.query));

  route(app, 'exploreBusiness', async (req) =>
    paged(await search.exploreBusiness(req.auth, req.query), req.query),
  );

  route(app, 'offerSuggestions', async (req) => ({
    data: await search.suggestions(req.auth, req.query),
  }));

  // The rows' titles in the reader's language.
  route(app, 'offerHomePage', async (req) => {
    const home = await search.homePage(req.auth, req.query);
    return {
      data: {
        ...home,
        sections: home.sections.map((s) => ({ ...s, title: translate(req.locale, s.title) })),
      },
    };
  });

  route(app, 'offerFilter', async (req) => ({ data: await search.filter(req.auth, req.query) }));
}
