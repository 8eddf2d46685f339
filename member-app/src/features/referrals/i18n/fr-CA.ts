/** The invite-a-friend page (/invite-a-friend) in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'referrals.page.back': 'Retour à l’accueil',
  'referrals.page.heading': 'Inviter un ami',
  'referrals.page.lead':
    'Agrandissez votre communauté de troc et gagnez des BITS quand vos amis s’inscrivent et troquent.',
  'referrals.invites.heading': 'Vos invitations',
  'referrals.invites.empty':
    'Aucune invitation pour l’instant. Partagez votre lien ou envoyez une invitation par courriel\u00a0: chaque ami invité s’affiche ici avec son avancement.',
  'referrals.invites.list': 'Vos invitations',
  'referrals.invites.earned': ' · Vous avez gagné {amount}',
  'referrals.link.heading': 'Votre lien d’invitation',
  'referrals.link.label': 'Lien d’invitation',
  'referrals.link.copy': 'Copier le lien',
  'referrals.link.share': 'Partager',
  'referrals.link.copied': 'Lien copié\u00a0! Collez-le dans un message à votre ami.',
  'referrals.link.selected': 'Le lien est sélectionné\u00a0: copiez-le avec votre clavier ou votre menu.',
  'referrals.link.code': 'Ou donnez à votre ami votre code d’invitation, à saisir à son inscription\u00a0:',
  'referrals.link.shareTitle': 'Joignez-vous à {product}',
  'referrals.link.shareText':
    'Rejoignez-moi sur {product}\u00a0: échangez des offres avec vos voisins grâce aux BITS.',
  'referrals.email.heading': 'Inviter par courriel',
  'referrals.email.lead': 'Nous envoyons votre lien d’invitation à votre ami.',
  'referrals.email.form': 'Inviter un ami par courriel',
  'referrals.email.email': 'Courriel de votre ami',
  'referrals.email.note': 'Mot personnel (facultatif)',
  'referrals.email.submit': 'Envoyer l’invitation',
  'referrals.email.sent': 'Votre invitation est en route.',
  'referrals.email.resent': 'Nous avons renvoyé votre invitation.',
  'referrals.email.invitesLeft':
    '{left, plural, =0 {Plus d’invitation par courriel aujourd’hui. Vous pouvez toujours partager votre lien.} one {# invitation restante aujourd’hui.} other {# invitations restantes aujourd’hui.}}',
  'referrals.reward.heading': 'Comment fonctionne la récompense',
  'referrals.reward.paused':
    'Les récompenses d’invitation sont suspendues pour le moment, mais vos amis sont toujours les bienvenus.',
  'referrals.reward.amount':
    'Vous gagnez {amount} pour chaque ami qui s’inscrit avec votre lien ou votre code.',
  'referrals.reward.qualifies':
    'Votre ami est admissible une fois son compte configuré avec un abonnement actif et un premier troc réussi avec une autre personne que vous.',
  'referrals.reward.cap':
    'Vous pouvez gagner jusqu’à {cap, plural, one {# récompense} other {# récompenses}} par mois. Un ami admissible au-delà de cette limite compte toujours, sans BITS.',
  'referrals.reward.left':
    '{left, plural, =0 {Vous avez atteint la limite de récompenses de ce mois.} one {# récompense restante ce mois-ci.} other {# récompenses restantes ce mois-ci.}}',
  'referrals.reward.earned': 'Récompenses gagnées',
  'referrals.reward.rewarded': 'Amis récompensés',
  'referrals.reward.joined': 'Amis inscrits',
  'referrals.state.INVITED': 'Invité',
  'referrals.state.REGISTERED': 'Inscrit',
  'referrals.state.QUALIFIED': 'Admissible',
  'referrals.state.REWARDED': 'Récompensé',
  'referrals.state.VOID': 'Annulé',
  'referrals.who.friend': 'Un ami',
  'referrals.step.INVITED': 'Invité le {date}',
  'referrals.step.REGISTERED': 'Inscrit le {date}',
  'referrals.step.LINK': 'Inscrit avec votre lien le {date}',
  'referrals.step.QUALIFIED': 'Admissible le {date}',
  'referrals.step.REWARDED': 'Récompensé le {date}',
  'referrals.step.VOID': 'Annulé depuis le {date}',
} satisfies Translation<typeof en>;
