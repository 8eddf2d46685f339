/** The help feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'help.faq.heading': 'Foire aux questions',
  'help.faq.intro':
    'Comment fonctionnent les BITS™, les échanges, les cadeaux et votre compte sur {product}.',
  'help.faq.search': 'Chercher dans les questions',
  'help.faq.matches':
    '{count, plural, =0 {Aucune question ne correspond.} one {# question correspond.} other {# questions correspondent.}}',
  'help.faq.noMatch': 'Aucune question ne correspond à «\u00a0{query}\u00a0».',
  'help.faq.tryOther': 'Essayez d’autres mots, ou écrivez-nous à',
  'help.faq.clear': 'Effacer la recherche',
  'help.faq.stillNeedHelp': 'Encore besoin d’aide\u00a0?',
  'help.faq.writeTo': 'Écrivez à',
  'help.faq.orTellUs': 'ou dites-nous ce que vous en pensez.',
  'help.faq.sendFeedback': 'Envoyer un commentaire',
  // The FAQ (lib/faq-content.ts): sections, questions, answers' paragraphs, links and search words.
  'help.section.wallet': 'Les BITS™ et votre portefeuille',
  'help.q.bits': 'Que sont les BITS™\u00a0?',
  'help.a.bits.1':
    'Les BITS™ sont la monnaie d’échange des membres sur BarterBits\u00a0: vous payez les offres en BITS™ plutôt qu’en argent, et vous recevez des BITS™ quand vous vendez. Un BITS™ vaut 1\u00a0$ CA au moment du chargement.',
  'help.a.bits.2':
    'Vos BITS™ sont gardés dans votre portefeuille (Mon portefeuille), avec votre solde et chaque mouvement. Les BITS™ restent sur BarterBits\u00a0: vous les dépensez en offres ou les donnez en cadeau\u00a0; ils ne sont pas remboursés en argent.',
  'help.link.bits.1': 'Ouvrir Mon portefeuille',
  'help.keywords.bits': 'monnaie, argent, solde, comptant, dollar, currency, money',
  'help.q.load-bits': 'Comment charger des BITS™\u00a0?',
  'help.a.load-bits.1':
    'Dans Mon portefeuille, choisissez Charger des BITS™, entrez un montant, payez par carte et confirmez avec votre NIP. Un chargement va de 1 à 2\u00a0000 BITS™, et vous pouvez charger jusqu’à 5\u00a0000 BITS™ par jour.',
  'help.a.load-bits.2':
    'Les BITS™ arrivent dans votre portefeuille dès que le paiement par carte réussit. Une carte refusée ne déplace rien, et vous n’êtes jamais facturé deux fois pour le même chargement, même si vous réessayez après une perte de connexion.',
  'help.link.load-bits.1': 'Charger des BITS™',
  'help.keywords.load-bits': 'acheter, recharger, carte, crédit, paiement, ajouter, top up',
  'help.q.statement': 'Où voir mes opérations et mes relevés\u00a0?',
  'help.a.statement.1':
    'Mon portefeuille liste chaque mouvement, du plus récent au plus ancien\u00a0; ouvrez-en un pour voir ses détails et sa référence (qui commence par BB-). Les relevés de toute période se téléchargent en CSV ou en PDF.',
  'help.link.statement.1': 'Relevés',
  'help.keywords.statement': 'historique, opération, transaction, télécharger, pdf, csv, reçu',
  'help.section.trading': 'Échanger avec des BITS™',
  'help.q.barter': 'Comment fonctionne un troc\u00a0?',
  'help.a.barter.1':
    'Trouvez une offre (recherche, page d’accueil ou Trouver des membres), entendez-vous avec le membre dans le clavardage, puis le vendeur inscrit la vente dans Ventes de troc avec Traiter la vente, en vous nommant comme acheteur, avec le prix en BITS™.',
  'help.a.barter.2':
    'Vous recevez la demande sous Achats payés en BITS™. Rien ne bouge tant que vous ne l’acceptez pas avec votre NIP\u00a0: les BITS™ passent alors aussitôt de votre portefeuille à celui du vendeur. Vous pouvez refuser une demande, et le vendeur peut l’annuler tant qu’elle est en attente.',
  'help.link.barter.1': 'Achats payés en BITS™',
  'help.link.barter.2': 'Ventes de troc',
  'help.keywords.barter': 'acheter, vendre, vente, achat, échange, demande, accepter, payer',
  'help.q.refunds': 'Une vente peut-elle être remboursée\u00a0?',
  'help.a.refunds.1':
    'Oui. Le vendeur peut rembourser une vente acceptée, en tout ou en partie, depuis Ventes de troc\u00a0; les BITS™ retournent directement dans le portefeuille de l’acheteur. Si vous ne parvenez pas à vous entendre avec l’autre membre, écrivez au soutien.',
  'help.keywords.refunds': 'remboursement, rembourser, retour, litige',
  'help.q.offers': 'Comment publier une offre\u00a0?',
  'help.a.offers.1':
    'Choisissez Créer une offre, une catégorie (Produits, Services, Autos et véhicules ou Locations de vacances), décrivez ce que vous offrez, ajoutez des photos et fixez un prix en BITS™\u00a0: fixe, à l’heure ou «\u00a0voir la description\u00a0». Publiez-la, ou gardez-la comme brouillon.',
  'help.a.offers.2':
    'Mes offres liste vos offres\u00a0: modifiez-les, mettez-les en pause, archivez-les ou supprimez-les à cet endroit. Publier des offres demande un abonnement actif.',
  'help.link.offers.1': 'Créer une offre',
  'help.link.offers.2': 'Mes offres',
  'help.keywords.offers': 'vendre, annonce, publier, photo, prix, catégorie',
  'help.q.search': 'Comment trouver des offres près de chez moi\u00a0?',
  'help.a.search.1':
    'La recherche affiche par défaut les offres à moins de 20\u00a0km de votre emplacement\u00a0; élargissez ou réduisez la distance et filtrez par catégorie. Ajoutez une offre à vos favoris avec son cœur pour la retrouver dans Mes favoris.',
  'help.link.search.1': 'Chercher des offres',
  'help.keywords.search': 'trouver, distance, rayon, km, proximité, favori, filtre',
  'help.section.gifts-section': 'Cadeaux',
  'help.q.gifts': 'Comment offrir des BITS™ en cadeau\u00a0?',
  'help.a.gifts.1':
    'Choisissez Offrir des BITS™, entrez l’adresse courriel du destinataire, un montant (de 0,01 à 10\u00a0000 BITS™) et un message, puis confirmez avec votre NIP. Les BITS™ quittent aussitôt votre portefeuille et sont retenus jusqu’à ce que le cadeau soit réclamé.',
  'help.a.gifts.2':
    'Tout le monde peut recevoir un cadeau\u00a0: une personne sans compte le réclame après s’être inscrite avec cette adresse. Un cadeau non réclamé dans les 30 jours vous revient de lui-même, et vous pouvez annuler un cadeau qui n’a pas encore été réclamé.',
  'help.link.gifts.1': 'Offrir des BITS™',
  'help.link.gifts.2': 'Cadeaux envoyés',
  'help.keywords.gifts': 'envoyer, donner, offrir, présent, ami, annuler',
  'help.q.accept-gift': 'Comment accepter un cadeau\u00a0?',
  'help.a.accept-gift.1':
    'Ouvrez le lien du courriel de cadeau, ou Accepter un cadeau de BITS™ dans l’application, dans les 30 jours. Pour le réclamer, il faut une adresse courriel vérifiée\u00a0: celle à laquelle le cadeau a été envoyé.',
  'help.link.accept-gift.1': 'Accepter un cadeau de BITS™',
  'help.keywords.accept-gift': 'réclamer, recevoir, encaisser, expiré',
  'help.section.membership-section': 'Abonnement et frais',
  'help.q.membership': 'Combien coûte l’abonnement\u00a0?',
  'help.a.membership.1':
    'BarterBits est un abonnement mensuel payé par carte\u00a0; le prix est affiché sur la page Abonnement. Il ne se renouvelle pas de lui-même\u00a0: vous le renouvelez quand vous le voulez.',
  'help.a.membership.2':
    'Vous pouvez annuler en tout temps. L’annulation n’est pas remboursée, et vous gardez un accès complet jusqu’à la fin de la période payée. Sans abonnement actif, vous pouvez encore vous connecter, voir votre portefeuille et renouveler, mais vous ne pouvez pas publier d’offres, vendre ni envoyer de cadeaux.',
  'help.link.membership.1': 'Abonnement',
  'help.keywords.membership': 'prix, abonnement, renouveler, annuler, forfait, payer, coût',
  'help.q.fees': 'Y a-t-il des frais sur les échanges ou les cadeaux\u00a0?',
  'help.a.fees.1':
    'Non. Le montant entier d’un troc ou d’un cadeau parvient à l’autre membre. Charger des BITS™ coûte leur valeur\u00a0: 1 BITS™ pour 1\u00a0$ CA.',
  'help.keywords.fees': 'commission, frais, coût, prix',
  'help.q.referrals': 'Est-ce que je gagne quelque chose en invitant des amis\u00a0?',
  'help.a.referrals.1':
    'Oui. Partagez votre lien d’invitation depuis Inviter un ami\u00a0; quand un ami s’inscrit et remplit les conditions, vous êtes récompensé en BITS™. La page explique les règles en vigueur et montre le suivi de chaque invitation.',
  'help.link.referrals.1': 'Inviter un ami',
  'help.keywords.referrals': 'inviter, parrainage, récompense, ami, prime',
  'help.section.community': 'Avis, sécurité et signalements',
  'help.q.reviews': 'Comment fonctionnent les avis\u00a0?',
  'help.a.reviews.1':
    'Après un troc accepté, l’acheteur et le vendeur peuvent chacun évaluer l’autre une fois, dans les 30 jours\u00a0: d’un à cinq cœurs et un commentaire. Le membre évalué peut répondre, et les autres membres peuvent aimer ou ne pas aimer un avis.',
  'help.a.reviews.2':
    'Vous pouvez modifier ou supprimer votre propre avis pendant ces 30 jours. Chaque avis montre l’échange dont il vient.',
  'help.link.reviews.1': 'Évaluations et avis',
  'help.keywords.reviews': 'évaluation, cœurs, commentaire, réponse, étoiles',
  'help.q.safety': 'Comment échanger en toute sécurité\u00a0?',
  'help.a.safety.1':
    'Payez et soyez payé uniquement en BITS™ par une demande de troc, pour que chaque échange soit enregistré et puisse être remboursé. N’acceptez une demande que pour le montant convenu. Lisez les avis d’un membre avant d’échanger, et rencontrez-vous dans un lieu public.',
  'help.a.safety.2':
    'Ne communiquez jamais votre mot de passe ni votre NIP\u00a0: le personnel de BarterBits ne vous les demandera jamais. Un message qui vous demande de payer hors de BarterBits, ou d’acheter des BITS™ contre de l’argent, doit être signalé.',
  'help.keywords.safety': 'arnaque, fraude, confiance, sécurité, rencontre',
  'help.q.report': 'Comment signaler une offre, un avis ou un message\u00a0?',
  'help.a.report.1':
    'Utilisez Signaler sur l’offre, sur l’avis ou sur le message de clavardage, et choisissez un motif. Nos modérateurs examinent chaque signalement et peuvent retirer le contenu ou l’accès du membre. Dans un clavardage à deux, vous pouvez aussi bloquer le membre.',
  'help.a.report.2': 'Pour toute urgence, écrivez à {supportEmail}.',
  'help.keywords.report': 'abus, pourriel, bloquer, modération, inapproprié, harcèlement',
  'help.section.chat-notifications': 'Clavardage et notifications',
  'help.q.chat': 'Comment clavarder avec un membre\u00a0?',
  'help.a.chat.1':
    'Choisissez Écrire sur le profil d’un membre pour ouvrir une conversation\u00a0; les nouveaux messages arrivent en direct et Clavardage indique combien vous n’en avez pas lu. Vous pouvez aussi créer un groupe, y inviter des membres et l’animer.',
  'help.link.chat.1': 'Ouvrir le clavardage',
  'help.keywords.chat': 'message, conversation, groupe, discuter, chat',
  'help.q.notifications': 'Comment choisir les notifications que je reçois\u00a0?',
  'help.a.notifications.1':
    'Dans les paramètres des notifications, choisissez pour chaque type d’avis s’il vous parvient dans l’application, par notification push ou par courriel. Le push demande la permission de votre navigateur. Chaque courriel d’avis contient aussi un lien qui désactive les courriels pour ce type.',
  'help.a.notifications.2':
    'Les courriels de sécurité (mot de passe, adresse courriel, blocages de connexion et de NIP) sont toujours envoyés.',
  'help.link.notifications.1': 'Paramètres des notifications',
  'help.keywords.notifications': 'courriel, push, alertes, paramètres, désabonner, désactiver',
  'help.section.account': 'Compte, mot de passe et NIP',
  'help.q.pin': 'À quoi sert mon NIP, et si je l’oublie\u00a0?',
  'help.a.pin.1':
    'Votre NIP à 4 chiffres confirme chaque mouvement de vos BITS™\u00a0: chargement, acceptation d’un troc et envoi d’un cadeau. Les NIP faciles à deviner, comme 1234, sont refusés.',
  'help.a.pin.2':
    'Après cinq NIP erronés de suite, l’utilisation du NIP est bloquée pendant 15 minutes. Changez votre NIP ou demandez un lien de réinitialisation par courriel depuis la page NIP.',
  'help.link.pin.1': 'Paramètres du NIP',
  'help.link.pin.2': 'NIP oublié',
  'help.keywords.pin': 'nip, pin, bloqué, code, réinitialiser',
  'help.q.password': 'J’ai oublié mon mot de passe. Que faire\u00a0?',
  'help.a.password.1':
    'Choisissez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion et entrez votre adresse courriel\u00a0: si elle a un compte, nous envoyons un lien pour choisir un nouveau mot de passe. Un mot de passe a au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un symbole.',
  'help.link.password.1': 'Réinitialiser votre mot de passe',
  'help.keywords.password': 'connexion, se connecter, réinitialiser, bloqué',
  'help.q.signed-out': 'Pourquoi ai-je été déconnecté\u00a0?',
  'help.a.signed-out.1':
    'Pour protéger votre compte, vous êtes déconnecté après 10 minutes sans activité. Reconnectez-vous pour continuer.',
  'help.keywords.signed-out': 'déconnecté, session, expirée, délai',
  'help.q.email-change': 'Comment changer mon adresse courriel\u00a0?',
  'help.a.email-change.1':
    'Dans Mon profil, choisissez de changer votre adresse courriel et confirmez avec votre mot de passe. Nous envoyons un lien à la nouvelle adresse pour vérifier qu’elle est à vous, et un autre à votre adresse actuelle pour approuver le changement\u00a0: il s’applique une fois les deux confirmés.',
  'help.link.email-change.1': 'Mon profil',
  'help.keywords.email-change': 'courriel, adresse, profil',
  'help.section.support': 'Nous joindre',
  'help.q.contact': 'Comment joindre le soutien\u00a0?',
  'help.a.contact.1':
    'Écrivez à {supportEmail}\u00a0; l’adresse se trouve aussi sous le bouton Besoin d’aide sur chaque page. Pour nous dire ce que vous en pensez ou signaler un problème avec l’application, utilisez le formulaire de commentaires.',
  'help.link.contact.1': 'Écrire à {supportEmail}',
  'help.link.contact.2': 'Formulaire de commentaires',
  'help.keywords.contact': 'aide, soutien, contact, problème, bogue, commentaire, courriel',
} satisfies Translation<typeof en>;
