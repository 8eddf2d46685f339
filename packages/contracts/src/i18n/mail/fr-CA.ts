/** The product's e-mails in Canadian French (see docs/i18n-glossary.md: courriel, « », U+00A0 before : ; ! ?). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'mail.frame.hello': 'Bonjour,',
  'mail.frame.label': '{label}\u00a0:',
  'mail.frame.copyLink': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  'mail.frame.questions': 'Des questions\u00a0? Écrivez à {support}.',
  'mail.frame.team': 'L’équipe {product}',

  'mail.emailVerification.subject': 'Confirmez votre adresse courriel pour {product}',
  'mail.emailVerification.intro':
    'Bienvenue sur {product}\u00a0! Veuillez confirmer que cette adresse courriel est bien la vôtre.',
  'mail.emailVerification.action': 'Confirmer le courriel',
  'mail.emailVerification.outro':
    'Le lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce courriel.',

  'mail.passwordReset.subject': 'Réinitialisez votre mot de passe {product}',
  'mail.passwordReset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
  'mail.passwordReset.action': 'Réinitialiser le mot de passe',
  'mail.passwordReset.outro':
    'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.',

  'mail.passwordChanged.subject': 'Votre mot de passe {product} a été modifié',
  'mail.passwordChanged.intro':
    'Le mot de passe de votre compte vient d’être modifié, et vos autres sessions ont été déconnectées.',
  'mail.passwordChanged.action': 'Se connecter',
  'mail.passwordChanged.outro':
    'Si ce n’était pas vous, réinitialisez votre mot de passe sans tarder et écrivez à {support}.',

  'mail.signInThrottled.subject': 'Tentatives de connexion échouées à votre compte {product}',
  'mail.signInThrottled.intro':
    'Quelqu’un a essayé plusieurs fois de se connecter à votre compte avec un mauvais mot de passe\u00a0; nous ralentissons donc les tentatives suivantes. Vous pouvez toujours vous connecter comme d’habitude depuis un navigateur ou un réseau que vous avez déjà utilisé.',
  'mail.signInThrottled.action': 'Réinitialiser le mot de passe',
  'mail.signInThrottled.outro':
    'Si c’était vous, attendez quelques minutes avant de réessayer. Sinon, votre compte est en sécurité tant que votre mot de passe reste secret\u00a0; choisissez-en un nouveau s’il sert ailleurs, et écrivez à {support} si vous avez besoin d’aide.',

  'mail.emailChangeVerify.subject': 'Confirmez votre nouvelle adresse courriel pour {product}',
  'mail.emailChangeVerify.intro':
    'Vous avez demandé à utiliser cette adresse pour votre compte {product}. Veuillez confirmer qu’elle est bien la vôtre. Le changement prend effet une fois approuvé aussi depuis votre adresse courriel actuelle.',
  'mail.emailChangeVerify.action': 'Confirmer la nouvelle adresse',
  'mail.emailChangeVerify.outro':
    'Le lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez rien demandé, vous pouvez ignorer ce courriel.',

  'mail.emailChangeApprove.subject': 'Approuvez le changement d’adresse courriel de votre compte {product}',
  'mail.emailChangeApprove.intro':
    'Une personne connectée à votre compte avec votre mot de passe a demandé de changer son adresse courriel pour {newEmail}. Approuvez le changement si c’était vous. Sinon, refusez-le et changez votre mot de passe sans tarder.',
  'mail.emailChangeApprove.action': 'Approuver le changement',
  'mail.emailChangeApprove.decline': 'Refuser le changement',
  'mail.emailChangeApprove.outro':
    'Les liens ne fonctionnent qu’une fois et expirent dans 24 heures. Rien ne change tant que la nouvelle adresse n’est pas confirmée et que vous n’avez pas approuvé.',

  'mail.emailChangeDeclined.subject':
    'Le changement d’adresse courriel de votre compte {product} a été annulé',
  'mail.emailChangeDeclined.intro':
    'Vous avez refusé le changement d’adresse courriel\u00a0: votre compte garde cette adresse et toutes les sessions ont été déconnectées. La personne qui a demandé le changement connaissait votre mot de passe\u00a0: changez-le dès maintenant.',
  'mail.emailChangeDeclined.action': 'Changer le mot de passe',
  'mail.emailChangeDeclined.outro': 'Si vous avez besoin d’aide, écrivez à {support}.',

  'mail.emailChanged.subject': 'Votre adresse courriel {product} a été modifiée',
  'mail.emailChanged.intro':
    'L’adresse courriel de votre compte est passée de {oldEmail} à {newEmail}, et vos autres sessions ont été déconnectées. Connectez-vous désormais avec {newEmail}.',
  'mail.emailChanged.action': 'Se connecter',
  'mail.emailChanged.outro': 'Si ce n’était pas vous, écrivez sans tarder à {support}.',

  'mail.emailChangedBySupport.subject':
    'Votre adresse courriel {product} a été modifiée par notre équipe de soutien',
  'mail.emailChangedBySupport.intro':
    'À votre demande, notre équipe de soutien a changé l’adresse courriel de votre compte de {oldEmail} à {newEmail}, et vos sessions ont été déconnectées. Connectez-vous désormais avec {newEmail}.',
  'mail.emailChangedBySupport.action': 'Se connecter',
  'mail.emailChangedBySupport.outro': 'Si vous n’avez rien demandé, écrivez sans tarder à {support}.',

  'mail.giftReceived.subject': '{senderName} vous a envoyé {amount}\u00a0BITS',
  'mail.giftReceived.intro': '{senderName} vous a envoyé un cadeau de {amount}\u00a0BITS sur {product}.',
  'mail.giftReceived.introWithMessage':
    '{senderName} vous a envoyé un cadeau de {amount}\u00a0BITS sur {product}. Son message\u00a0: «\u00a0{message}\u00a0»',
  'mail.giftReceived.signUpIntro':
    '{base} Créez votre compte avec cette adresse courriel et confirmez-la pour recevoir vos BITS.',
  'mail.giftReceived.signUp': 'S’inscrire',
  'mail.giftReceived.claim': 'Recevoir votre cadeau',
  'mail.giftReceived.heldOutro':
    'Le cadeau vous est réservé jusqu’au {expiresOn}\u00a0; ensuite, il retourne à l’expéditeur.',
  'mail.giftReceived.outro': 'Recevez-le avant le {expiresOn}\u00a0; ensuite, il retourne à l’expéditeur.',

  'mail.giftClaimed.subject': 'Votre cadeau de {amount}\u00a0BITS a été reçu',
  'mail.giftClaimed.intro': '{recipientName} a reçu votre cadeau de {amount}\u00a0BITS.',
  'mail.giftClaimed.action': 'Voir le cadeau',
  'mail.giftClaimed.outro': 'Merci de partager des BITS avec la communauté.',

  'mail.giftReturned.subject': 'Votre cadeau de {amount}\u00a0BITS vous est revenu',
  'mail.giftReturned.intro':
    'Votre cadeau de {amount}\u00a0BITS à {recipientEmail} n’a pas été reçu à temps\u00a0: les BITS sont de retour dans votre portefeuille.',
  'mail.giftReturned.action': 'Voir le cadeau',
  'mail.giftReturned.outro': 'Vous pouvez l’envoyer de nouveau en tout temps.',

  'mail.barterRequest.subject': '{sellerName} vous demande de payer {amount}\u00a0BITS',
  'mail.barterRequest.intro':
    '{sellerName} vous demande de payer {amount}\u00a0BITS pour «\u00a0{offerTitle}\u00a0».',
  'mail.barterRequest.action': 'Voir la demande de troc',
  'mail.barterRequest.outro':
    'Rien n’est payé tant que vous n’acceptez pas avec votre NIP. Si vous ne reconnaissez pas cette vente, refusez-la.',

  'mail.feedbackAnswered.subject': 'Nous avons répondu à votre message',
  'mail.feedbackAnswered.subjectAbout': 'Nous avons répondu à votre message\u00a0: {subject}',
  'mail.feedbackAnswered.intro':
    'Merci d’avoir écrit à {product}. Notre équipe a répondu à votre message\u00a0:',
  'mail.feedbackAnswered.introAbout':
    'Merci d’avoir écrit à {product}. Notre équipe a répondu à votre message au sujet de «\u00a0{subject}\u00a0»\u00a0:',
  'mail.feedbackAnswered.action': 'Voir vos commentaires',
  'mail.feedbackAnswered.guestAction': 'Visiter {product}',
  'mail.feedbackAnswered.outro':
    'Vous pouvez lire vos messages et nos réponses en tout temps dans l’application.',
  'mail.feedbackAnswered.guestOutro':
    'Si vous avez encore besoin d’aide, vous pouvez nous écrire de nouveau depuis notre site Web.',

  'mail.adminInvite.subject': 'Invitation à la console d’administration de {product}',
  'mail.adminInvite.intro':
    '{inviterName} vous invite à la console d’administration de {product} avec le rôle {role, select, SUPER_ADMIN {Superadministrateur} MODERATOR {Modérateur} SUPPORT {Soutien} other {{role}}}. Choisissez votre mot de passe et entrez votre nom et votre numéro de cellulaire pour terminer la création de votre compte.',
  'mail.adminInvite.action': 'Créer mon compte administrateur',
  'mail.adminInvite.outro':
    'Le lien ne fonctionne qu’une fois et expire dans {days, plural, one {# jour} other {# jours}}. Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce courriel.',

  'mail.referralInvite.subject': '{inviterName} vous invite sur {product}',
  'mail.referralInvite.intro':
    '{inviterName} vous invite à rejoindre {product}, la communauté où les membres troquent des produits et des services avec des BITS.',
  'mail.referralInvite.note': 'Son message\u00a0: «\u00a0{message}\u00a0»',
  'mail.referralInvite.action': 'S’inscrire maintenant',
  'mail.referralInvite.button': 'Rejoindre {product}',
  'mail.referralInvite.optOut': 'Ne plus recevoir d’invitations à cette adresse',
  'mail.referralInvite.code': 'Votre code d’invitation\u00a0: {code}',
  'mail.referralInvite.outro': 'Si vous ne connaissez pas cette personne, vous pouvez ignorer ce courriel.',

  'mail.notification.action': 'L’ouvrir',
  'mail.notification.button': 'Ouvrir dans {product}',
  'mail.notification.stop': 'Ne plus recevoir les courriels «\u00a0{group}\u00a0»',
  'mail.notification.why':
    'Vous recevez ce courriel parce que les courriels «\u00a0{group}\u00a0» sont activés dans vos paramètres de notification.',
  'mail.page.linkNotValid': 'Ce lien n’est pas valide',
  'mail.page.unsubscribeInApp': 'Modifiez plutôt vos paramètres de courriel dans l’application.',
  'mail.page.openNotifications': 'Ouvrir vos notifications',
  'mail.page.unsubscribed': 'Vous êtes désabonné',
  'mail.page.unsubscribedText':
    'Vous ne recevrez plus de courriels «\u00a0{group}\u00a0». Vous pouvez les réactiver dans vos paramètres de notification.',
  'mail.page.useInvitationLink': 'Utilisez le lien du courriel d’invitation lui-même.',
  'mail.page.noMoreInvitations': 'Plus d’invitations',
  'mail.page.optedOutText':
    '{done} Si vous souhaitez nous rejoindre un jour, vous pouvez toujours vous inscrire vous-même.',
  // The groups as the notification settings name them (quoted in the sentences above).
  'mail.group.barter': 'Demandes de troc et décisions',
  'mail.group.payments': 'Paiements, chargements et remboursements',
  'mail.group.gifts': 'Cadeaux',
  'mail.group.reviews': 'Avis, réponses et votes',
  'mail.group.chat': 'Messages de clavardage',
  'mail.group.referrals': 'Parrainages',
  'mail.group.offerModeration': 'Modération des offres',
  'mail.group.matches': 'Offres correspondant à vos demandes et recherches',
  'mail.group.feedback': 'Réponses à vos commentaires',
  'mail.group.system': 'Avis du système',
} satisfies Translation<typeof en>;
