/**
 * The in-app notices of offer moderation (group OFFER_MODERATION): an admin disabled a
 * member's offer, or enabled it again. The service gives them to notify() inside the status change's
 * transaction, so the owner is told once and only when the change committed.
 */
import { PAGES } from '@barterbits/contracts';
import type { Notice } from '../notifications/notify.ts';

interface ModeratedOffer {
  id: string;
  userId: string;
  title: string;
}

/** The owner's page of the offer (it shows the status and the admin's reason). */
const ownOfferLink = (o: ModeratedOffer) => PAGES.myOffer.href(o.id);

/** " Reason: …" when the admin gave one, else nothing. */
const reasonPart = (reason: string | null | undefined) => (reason?.trim() ? ` Reason: ${reason.trim()}` : '');

export const offerNotice = {
  /** To the owner, when an admin disabled their offer (other members cannot see it until it is enabled). */
  disabled(o: ModeratedOffer, reason: string | null | undefined): Notice {
    return {
      userId: o.userId,
      type: 'OFFER_DISABLED',
      title: 'Your offer was disabled',
      body: `Our team disabled your offer "${o.title}". Other members cannot see it now.${reasonPart(reason)}`,
      link: ownOfferLink(o),
    };
  },
  /** To the owner, when an admin enabled their disabled offer again. */
  enabled(o: ModeratedOffer, reason: string | null | undefined): Notice {
    return {
      userId: o.userId,
      type: 'OFFER_ENABLED',
      title: 'Your offer was enabled again',
      body: `Our team enabled your offer "${o.title}" again.${reasonPart(reason)}`,
      link: ownOfferLink(o),
    };
  },
};
