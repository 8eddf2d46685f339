import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The gift pages read the gifts catalog. */
const GIFTS = { catalogs: ['gifts'] };

const AcceptBitsRoute = lazyRoute(
  () => import('./routes/accept-bits.tsx').then((m) => m.AcceptBitsRoute),
  GIFTS,
);
const BitsGiftRoute = lazyRoute(() => import('./routes/bits-gift.tsx').then((m) => m.BitsGiftRoute), GIFTS);
const GiftDetailRoute = lazyRoute(
  () => import('./routes/gift-detail.tsx').then((m) => m.GiftDetailRoute),
  GIFTS,
);
const SendBitsGiftRoute = lazyRoute(
  () => import('./routes/send-bits-gift.tsx').then((m) => m.SendBitsGiftRoute),
  GIFTS,
);
const SentGiftsRoute = lazyRoute(
  () => import('./routes/sent-gifts.tsx').then((m) => m.SentGiftsRoute),
  GIFTS,
);
const SuccessAcceptGiftRoute = lazyRoute(
  () => import('./routes/success-accept-gits.tsx').then((m) => m.SuccessAcceptGiftRoute),
  GIFTS,
);

/** Routes of the gifts feature, by access group (see lib/feature-routes.ts). */
export const giftsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.sendBitsGift.path} element={<SendBitsGiftRoute />} />
      <Route path={PAGES.sentGifts.path} element={<SentGiftsRoute />} />
      <Route path={PAGES.giftDetail.path} element={<GiftDetailRoute />} />
      <Route path={PAGES.acceptBits.path} element={<AcceptBitsRoute />} />
      <Route path={PAGES.bitsGift.path} element={<BitsGiftRoute />} />
      <Route path={PAGES.successAcceptGifts.path} element={<SuccessAcceptGiftRoute />} />
    </>
  ),
};
