/** The in-app notices in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'notices.someone.member': 'Un membre',
  'notices.someone.invitedFriend': 'Une personne que vous avez invitée',

  'notices.giftReceived.title': 'Vous avez reçu un cadeau de BITS',
  'notices.giftReceived.body': '{name} vous a envoyé {amount}\u00a0BITS. Recevez-le avant qu’il expire.',
  'notices.giftClaimed.title': 'Votre cadeau a été reçu',
  'notices.giftClaimed.body': '{name} a reçu votre cadeau de {amount}\u00a0BITS.',
  'notices.giftReturned.title': 'Votre cadeau vous est revenu',
  'notices.giftReturned.body':
    'Votre cadeau de {amount}\u00a0BITS à {email} n’a pas été reçu à temps. Les BITS sont de retour dans votre portefeuille.',
  'notices.giftCancelled.title': 'Un cadeau a été annulé',
  'notices.giftCancelled.body': '{name} a annulé son cadeau de {amount}\u00a0BITS pour vous.',

  'notices.barterRequested.title': 'Nouvelle demande de troc',
  'notices.barterRequested.body': '{name} vous demande de payer {amount}\u00a0BITS pour {offerTitle}.',
  'notices.barterAccepted.title': 'Demande de troc acceptée',
  'notices.barterAccepted.body': '{name} a payé {amount}\u00a0BITS pour {offerTitle}.',
  'notices.barterDeclined.title': 'Demande de troc refusée',
  'notices.barterDeclined.body': '{name} a refusé de payer {amount}\u00a0BITS pour {offerTitle}.',
  'notices.barterRefunded.title': 'Vous avez reçu un remboursement',
  'notices.barterRefunded.body': '{name} vous a remboursé {amount}\u00a0BITS pour {offerTitle}.',
  'notices.barterHeld.title': 'Demande de troc acceptée\u00a0: paiement retenu',
  'notices.barterHeld.body':
    '{name} a payé {amount}\u00a0BITS pour {offerTitle}. Ils sont retenus pour la protection de l’acheteur et vous sont versés quand {name} confirme la réception, ou dans {days, plural, one {# jour} other {# jours}} au plus tard.',
  'notices.barterReleased.title': 'Paiement versé',
  'notices.barterReleased.body':
    '{amount}\u00a0BITS pour {offerTitle} de {name} sont maintenant dans votre portefeuille.',
  'notices.barterDisputeOpened.title': 'Un acheteur conteste un paiement',
  'notices.barterDisputeOpened.body':
    '{name} conteste le paiement de {amount}\u00a0BITS pour {offerTitle}. Les BITS restent retenus jusqu’à la décision d’un administrateur\u00a0: donnez votre version des faits.',
  'notices.barterDisputeAnswered.title': 'Le vendeur a répondu à votre contestation',
  'notices.barterDisputeAnswered.body':
    '{name} a répondu à votre contestation au sujet de {offerTitle}. Un administrateur décidera.',
  'notices.barterDisputeResolved.title': 'Contestation réglée',
  'notices.barterDisputeResolved.body':
    'La contestation au sujet de {offerTitle} est réglée\u00a0: {sellerAmount}\u00a0BITS au vendeur, {buyerAmount}\u00a0BITS remis à l’acheteur.',
  'notices.barterReleaseSoon.title': 'L’avez-vous reçu\u00a0?',
  'notices.barterReleaseSoon.body':
    'Votre paiement de {amount}\u00a0BITS pour {offerTitle} sera versé à {name} demain. Confirmez la réception, ou dites-nous maintenant si quelque chose ne va pas.',

  'notices.referralRewarded.title': 'Vous avez gagné une récompense de parrainage',
  'notices.referralRewarded.body':
    '{name} s’est inscrit et a conclu un premier troc. {amount}\u00a0BITS sont maintenant dans votre portefeuille.',

  'notices.feedbackAnswered.title': 'Nous avons répondu à vos commentaires',
  'notices.feedbackAnswered.body': 'Notre équipe a répondu à votre message\u00a0: «\u00a0{answer}\u00a0»',
  'notices.feedbackAnswered.bodyAbout':
    'Notre équipe a répondu à votre message au sujet de «\u00a0{subject}\u00a0»\u00a0: «\u00a0{answer}\u00a0»',

  'notices.offerDisabled.title': 'Votre offre a été désactivée',
  'notices.offerDisabled.body':
    'Notre équipe a désactivé votre offre «\u00a0{title}\u00a0». Les autres membres ne peuvent plus la voir.',
  'notices.offerDisabled.bodyWithReason':
    'Notre équipe a désactivé votre offre «\u00a0{title}\u00a0». Les autres membres ne peuvent plus la voir. Motif\u00a0: {reason}',
  'notices.offerEnabled.title': 'Votre offre a été réactivée',
  'notices.offerEnabled.body': 'Notre équipe a réactivé votre offre «\u00a0{title}\u00a0».',
  'notices.offerEnabled.bodyWithReason':
    'Notre équipe a réactivé votre offre «\u00a0{title}\u00a0». Motif\u00a0: {reason}',

  'notices.reviewReceived.title': 'Vous avez reçu un avis',
  'notices.reviewReceived.body':
    '{name} vous a donné {hearts, plural, one {# cœur} other {# cœurs}} pour «\u00a0{offerTitle}\u00a0».',
  'notices.reviewReplied.title': 'Votre avis a reçu une réponse',
  'notices.reviewReplied.body': '{name} a répondu à votre avis.',
  'notices.reviewDisabled.title': 'Votre avis a été retiré',
  'notices.reviewDisabled.body': 'Notre équipe a retiré un de vos avis. Motif\u00a0: {reason}',

  'notices.bitsLoaded.title': 'BITS chargés',
  'notices.bitsLoaded.body': '{amount}\u00a0BITS de votre carte sont maintenant dans votre portefeuille.',
  'notices.bitsLoadFailed.title': 'Chargement par carte non terminé',
  'notices.bitsLoadFailed.body':
    'Votre chargement de {amount}\u00a0BITS n’a pas pu être terminé et rien n’a été débité.',
  'notices.bitsLoadFailed.bodyWithReason':
    'Votre chargement de {amount}\u00a0BITS n’a pas pu être terminé et rien n’a été débité. {reason}',
  'notices.bitsLoadRefunded.title': 'Chargement par carte remboursé',
  'notices.bitsLoadRefunded.body':
    'Votre chargement de {amount}\u00a0BITS n’a pas pu être ajouté à votre portefeuille\u00a0; le montant a donc été remboursé sur votre carte.',
  'notices.bitsLoadRefundedBySupport.body':
    'Le soutien a remboursé votre chargement de {amount}\u00a0BITS sur votre carte, et les {amount}\u00a0BITS ont été repris de votre portefeuille.',
  'notices.cardPaymentDisputed.title': 'Paiement par carte contesté',
  'notices.cardPaymentDisputed.body':
    'Votre banque conteste un paiement par carte de {amount}\u00a0BITS. {held}\u00a0BITS en sont retenus et votre portefeuille est retenu jusqu’à la décision de la banque. Veuillez communiquer avec le soutien.',
  'notices.cardDisputeWon.title': 'Contestation close',
  'notices.cardDisputeWon.body':
    'La contestation de votre paiement par carte est close\u00a0: {held}\u00a0BITS sont de retour dans votre portefeuille.',
  'notices.cardDisputeLost.title': 'Paiement par carte rétrofacturé',
  'notices.cardDisputeLost.body':
    'Votre banque a retourné votre paiement par carte de {amount}\u00a0BITS sur votre carte\u00a0; les {held}\u00a0BITS retenus pour celui-ci ont donc quitté votre portefeuille.',

  'notices.wantMatches.title':
    '{count, plural, one {Une nouvelle offre correspond} other {# nouvelles offres correspondent}} à «\u00a0{name}\u00a0»',
  'notices.wantMatches.body':
    '{count, plural, one {Une offre près de chez vous correspond} other {# offres près de chez vous correspondent}} à ce que vous cherchez\u00a0: {offerTitle}{count, plural, one {} other { et plus}}.',
  'notices.searchMatches.title':
    '{count, plural, one {Une nouvelle offre correspond} other {# nouvelles offres correspondent}} à «\u00a0{name}\u00a0»',
  'notices.searchMatches.body':
    'Votre recherche enregistrée a trouvé {count, plural, one {une nouvelle offre} other {# nouvelles offres}}\u00a0: {offerTitle}{count, plural, one {} other { et plus}}.',
  'notices.matchDigest.title':
    'Les correspondances du jour\u00a0: {count, plural, one {# nouvelle offre} other {# nouvelles offres}}',
  'notices.matchDigest.body':
    '{count, plural, one {Une nouvelle offre correspond} other {# nouvelles offres correspondent}} à vos recherches et à ce que vous cherchez. Ouvrez-les pour voir les nouveautés.',
  'notices.offerWanted.title':
    '{count, plural, one {Un membre près de chez vous cherche} other {# membres près de chez vous cherchent}} quelque chose de semblable',
  'notices.offerWanted.body':
    '«\u00a0{offerTitle}\u00a0» correspond à {count, plural, one {une demande} other {# demandes}} de membres près de chez vous. Jetez-y un coup d’œil et écrivez-leur.',
  'notices.wantDisabled.title': 'Votre demande a été désactivée',
  'notices.wantDisabled.body':
    'Un administrateur a désactivé votre demande «\u00a0{title}\u00a0»\u00a0: {reason}',
  'notices.wantEnabled.title': 'Votre demande est de nouveau active',
  'notices.wantEnabled.body': 'Un administrateur a réactivé votre demande «\u00a0{title}\u00a0».',

  'notices.chatMessage.title': 'Nouveau message de {name}',
  'notices.chatMessage.photo': '{name} vous a envoyé une photo.',
  'notices.chatMessage.offer': '{name} vous a partagé une offre.',
} satisfies Translation<typeof en>;
