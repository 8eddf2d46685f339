/** The pin-location feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'pin-location.current.form': 'NIP actuel',
  'pin-location.current.heading': 'Entrez votre NIP actuel',
  'pin-location.current.label': 'NIP actuel',
  'pin-location.current.continue': 'Continuer',
  'pin-location.current.forgot': 'NIP oublié\u00a0?',
  'pin-location.forget.heading': 'Vous avez oublié votre NIP\u00a0?',
  'pin-location.forget.sent':
    '{message} Il a été envoyé à {email}. Le lien fonctionne une seule fois, pendant 30 minutes.',
  'pin-location.forget.backToSettings': 'Retour aux paramètres du NIP',
  'pin-location.forget.text': 'Nous enverrons par courriel à {email} un lien pour choisir un nouveau NIP.',
  'pin-location.forget.yourAddress': 'votre adresse',
  'pin-location.forget.send': 'Envoyer le lien de réinitialisation',
  'pin-location.expired.heading': 'Lien expiré',
  'pin-location.expired.text':
    'Ce lien a expiré ou a déjà été utilisé. Veuillez demander un nouveau lien pour réinitialiser votre NIP.',
  'pin-location.expired.requestNew': 'Demander un nouveau lien',
  'pin-location.expired.signIn': 'Se connecter',
  'pin-location.location.text':
    'Nous utilisons votre emplacement général pour afficher les offres et les membres près de chez vous. Choisissez votre ville.',
  'pin-location.location.continue': 'Continuer',
  'pin-location.location.updated': 'Votre emplacement a été mis à jour.',
  'pin-location.newPin.heading': 'Choisissez un nouveau NIP',
  'pin-location.newPin.label': 'Nouveau NIP',
  'pin-location.newPin.save': 'Enregistrer le NIP',
  'pin-location.newPin.home': 'Accueil',
  'pin-location.settings.heading': 'NIP',
  'pin-location.settings.text':
    'Votre NIP à 4 chiffres confirme les paiements de votre portefeuille. Ne le communiquez jamais à personne.',
  'pin-location.settings.change': 'Changer le NIP',
  'pin-location.settings.forgot': 'NIP oublié\u00a0?',
  'pin-location.settings.set': 'Définir le NIP',
  'pin-location.setup.text':
    'Créez un NIP à 4 chiffres. Vous l’utiliserez pour confirmer les paiements de votre portefeuille.',
  'pin-location.setup.continue': 'Continuer',
  'pin-location.setup.alreadySet': 'Votre NIP est défini. Continuez, ou choisissez-en un autre ci-dessous.',
  'pin-location.setup.submit': 'Définir le NIP',
  'pin-location.setup.done': 'Votre NIP a été défini.',
  'pin-location.form.pin': 'NIP',
  'pin-location.form.confirm': '{label} (confirmation)',
} satisfies Translation<typeof en>;
