/**
 * The in-app notices of offer moderation (group OFFER_MODERATION): an admin disabled a
 * member's offer, or enabled it again. The service gives them to notify() inside the status change's
 * transaction, so the owner is told once and only when the change committed.
 */
import { PAGES } from '@barterbits/contracts';
import { say } from '../../lib/i18n.ts';
import type { Notice } from '../notifications/notify.ts';

interface ModeratedOffer {
  id: string;
  userId: string;
  title: string;
}

/** The owner's page of the offer (it shows the status and the admin's reason). */
const ownOfferLink = (o: ModeratedOffer) => PAGES.myOffer.href(o.id);

/** The admin's reason, trimmed; null when they gave none. */
const reasonOf = (reason: string | null | undefined) => reason?.trim() || null;

export const offerNotice = {
  /** To the owner, when an admin disabled their offer (other members cannot see it until it is enabled). */
  disabled(o: ModeratedOffer, reason: string | null | undefined): Notice {
    const why = reasonOf(reason);
    return {
      userId: o.userId,
      type: 'OFFER_DISABLED',
      words: (l) => ({
        title: say(l, 'notices.offerDisabled.title'),
        body: why
          ? say(l, 'notices.offerDisabled.bodyWithReason', { title: o.title, reason: why })
          : say(l, 'notices.offerDisabled.body', { title: o.title }),
      }),
      link: ownOfferLink(o),
    };
  },
  /** To the owner, when an admin enabled their disabled offer again. */
  enabled(o: ModeratedOffer, reason: string | null | undefined): Notice {
    const why = reasonOf(reason);
    return {
      userId: o.userId,
      type: 'OFFER_ENABLED',
      words: (l) => ({
        title: say(l, 'notices.offerEnabled.title'),
        body: why
          ? say(l, 'notices.offerEnabled.bodyWithReason', { title: o.title, reason: why })
          : say(l, 'notices.offerEnabled.body', { title: o.title }),
      }),
      link: ownOfferLink(o),
    };
  },
};
