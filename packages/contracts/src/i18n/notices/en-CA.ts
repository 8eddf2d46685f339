/**
 * The in-app notices in Canadian English: each notice's title and text, written in the recipient's
 * language when the notice is made (push and the notice e-mail carry the same words). Amounts come
 * formatted in the reader's language. Only the server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'notices.someone.member': 'A member',
  'notices.someone.invitedFriend': 'A friend you invited',

  'notices.giftReceived.title': 'You received a BITS gift',
  'notices.giftReceived.body': '{name} sent you {amount} BITS. Claim it before it expires.',
  'notices.giftClaimed.title': 'Your gift was claimed',
  'notices.giftClaimed.body': '{name} claimed your gift of {amount} BITS.',
  'notices.giftReturned.title': 'Your gift came back',
  'notices.giftReturned.body':
    'Your gift of {amount} BITS to {email} was not claimed in time. The BITS are back in your wallet.',
  'notices.giftCancelled.title': 'A gift was cancelled',
  'notices.giftCancelled.body': '{name} cancelled their gift of {amount} BITS to you.',

  'notices.barterRequested.title': 'New barter request',
  'notices.barterRequested.body': '{name} asks you to pay {amount} BITS for {offerTitle}.',
  'notices.barterAccepted.title': 'Barter request accepted',
  'notices.barterAccepted.body': '{name} paid {amount} BITS for {offerTitle}.',
  'notices.barterDeclined.title': 'Barter request declined',
  'notices.barterDeclined.body': '{name} declined paying {amount} BITS for {offerTitle}.',
  'notices.barterRefunded.title': 'You received a refund',
  'notices.barterRefunded.body': '{name} refunded {amount} BITS for {offerTitle}.',
  'notices.barterHeld.title': 'Barter request accepted: payment on hold',
  'notices.barterHeld.body':
    '{name} paid {amount} BITS for {offerTitle}. They are held for the buyer’s protection and come to you when {name} confirms receipt, or in {days, plural, one {# day} other {# days}} at the latest.',
  'notices.barterReleased.title': 'Payment released to you',
  'notices.barterReleased.body': '{amount} BITS for {offerTitle} from {name} are now in your wallet.',
  'notices.barterDisputeOpened.title': 'A buyer disputes a payment',
  'notices.barterDisputeOpened.body':
    '{name} disputes paying {amount} BITS for {offerTitle}. The BITS stay on hold until an admin decides: add your side of the story.',
  'notices.barterDisputeAnswered.title': 'The seller answered your dispute',
  'notices.barterDisputeAnswered.body':
    '{name} answered your dispute about {offerTitle}. An admin will decide.',
  'notices.barterDisputeResolved.title': 'Dispute resolved',
  'notices.barterDisputeResolved.body':
    'The dispute about {offerTitle} is resolved: {sellerAmount} BITS to the seller, {buyerAmount} BITS back to the buyer.',
  'notices.barterReleaseSoon.title': 'Did you receive it?',
  'notices.barterReleaseSoon.body':
    'Your payment of {amount} BITS for {offerTitle} goes to {name} tomorrow. Confirm you received it, or tell us now if something is wrong.',

  'notices.referralRewarded.title': 'You earned an invite reward',
  'notices.referralRewarded.body':
    '{name} joined and completed a first barter. {amount} BITS are now in your wallet.',

  'notices.feedbackAnswered.title': 'We answered your feedback',
  'notices.feedbackAnswered.body': 'Our team answered your message: "{answer}"',
  'notices.feedbackAnswered.bodyAbout': 'Our team answered your message about "{subject}": "{answer}"',

  'notices.offerDisabled.title': 'Your offer was disabled',
  'notices.offerDisabled.body': 'Our team disabled your offer "{title}". Other members cannot see it now.',
  'notices.offerDisabled.bodyWithReason':
    'Our team disabled your offer "{title}". Other members cannot see it now. Reason: {reason}',
  'notices.offerEnabled.title': 'Your offer was enabled again',
  'notices.offerEnabled.body': 'Our team enabled your offer "{title}" again.',
  'notices.offerEnabled.bodyWithReason': 'Our team enabled your offer "{title}" again. Reason: {reason}',

  'notices.reviewReceived.title': 'You received a review',
  'notices.reviewReceived.body':
    '{name} gave you {hearts, plural, one {# Heart} other {# Hearts}} for "{offerTitle}".',
  'notices.reviewReplied.title': 'Your review got a reply',
  'notices.reviewReplied.body': '{name} replied to your review.',
  'notices.reviewDisabled.title': 'Your review was removed',
  'notices.reviewDisabled.body': 'Our team removed one of your reviews. Reason: {reason}',

  'notices.bitsLoaded.title': 'BITS loaded',
  'notices.bitsLoaded.body': '{amount} BITS from your card are now in your wallet.',
  'notices.bitsLoadFailed.title': 'Card load not completed',
  'notices.bitsLoadFailed.body': 'Your load of {amount} BITS could not be completed and nothing was charged.',
  'notices.bitsLoadFailed.bodyWithReason':
    'Your load of {amount} BITS could not be completed and nothing was charged. {reason}',
  'notices.bitsLoadRefunded.title': 'Card load refunded',
  'notices.bitsLoadRefunded.body':
    'Your load of {amount} BITS could not be added to your wallet, so the charge was refunded to your card.',
  'notices.bitsLoadRefundedBySupport.body':
    'Support refunded your load of {amount} BITS to your card, and the {amount} BITS were taken back from your wallet.',
  'notices.cardPaymentDisputed.title': 'Card payment disputed',
  'notices.cardPaymentDisputed.body':
    'Your bank disputes a card payment of {amount} BITS. {held} BITS of it are held and your wallet is on hold until the bank decides. Please contact support.',
  'notices.cardDisputeWon.title': 'Dispute closed',
  'notices.cardDisputeWon.body':
    'The dispute of your card payment is closed: {held} BITS are back in your wallet.',
  'notices.cardDisputeLost.title': 'Card payment charged back',
  'notices.cardDisputeLost.body':
    'Your bank returned your card payment of {amount} BITS to your card, so {held} BITS held for it have left your wallet.',

  'notices.wantMatches.title':
    '{count, plural, one {A new offer matches} other {# new offers match}} “{name}”',
  'notices.wantMatches.body':
    '{count, plural, one {An offer near you matches} other {# offers near you match}} what you want: {offerTitle}{count, plural, one {} other { and more}}.',
  'notices.searchMatches.title':
    '{count, plural, one {A new offer matches} other {# new offers match}} “{name}”',
  'notices.searchMatches.body':
    'Your saved search found {count, plural, one {a new offer} other {# new offers}}: {offerTitle}{count, plural, one {} other { and more}}.',
  'notices.matchDigest.title': 'Today’s matches: {count, plural, one {# new offer} other {# new offers}}',
  'notices.matchDigest.body':
    '{count, plural, one {A new offer matches} other {# new offers match}} your wants and saved searches. Open them to see what’s new.',
  'notices.offerWanted.title':
    '{count, plural, one {A member near you wants} other {# members near you want}} something like this',
  'notices.offerWanted.body':
    '“{offerTitle}” matches {count, plural, one {a want} other {# wants}} of members near you. Have a look and send them a message.',
  'notices.wantDisabled.title': 'Your want was disabled',
  'notices.wantDisabled.body': 'An admin disabled your want “{title}”: {reason}',
  'notices.wantEnabled.title': 'Your want is active again',
  'notices.wantEnabled.body': 'An admin enabled your want “{title}” again.',

  'notices.chatMessage.title': 'New message from {name}',
  'notices.chatMessage.photo': '{name} sent you a photo.',
  'notices.chatMessage.offer': '{name} shared an offer with you.',
});
