import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { AcceptBitsRoute } from './routes/accept-bits.tsx';
import { BitsGiftRoute } from './routes/bits-gift.tsx';
import { GiftDetailRoute } from './routes/gift-detail.tsx';
import { SendBitsGiftRoute } from './routes/send-bits-gift.tsx';
import { SentGiftsRoute } from './routes/sent-gifts.tsx';
import { SuccessAcceptGiftRoute } from './routes/success-accept-gits.tsx';

/** Routes of the gifts feature (issue 5), by access group (see app/feature-routes.ts). */
export const giftsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/send-bits-gift" element={<SendBitsGiftRoute />} />
      <Route path="/sent-gifts" element={<SentGiftsRoute />} />
      <Route path="/gift-detail/:id" element={<GiftDetailRoute />} />
      <Route path="/accept-bits" element={<AcceptBitsRoute />} />
      <Route path="/bits-gift/:id" element={<BitsGiftRoute />} />
      <Route path="/success-accept-gits" element={<SuccessAcceptGiftRoute />} />
    </>
  ),
};
