import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The invited admin's set-up page in French (fetched only when the console reads in French). */
export default {
  deadTitle: 'Ce lien d’invitation ne fonctionne plus',
  deadText:
    'Il a expiré, a déjà été utilisé ou a été remplacé par une invitation plus récente. Demandez à un super administrateur de vous envoyer une nouvelle invitation.',
  goToSignIn: 'Aller à la connexion',
  title: 'Configurer votre compte administrateur',
  intro:
    'Choisissez un mot de passe et dites-nous qui vous êtes. Vous entrerez dans la console une fois ces étapes terminées.',
  password: 'Mot de passe',
  passwordRules:
    'Le mot de passe doit compter au moins 8 caractères, dont 1 majuscule, 1 minuscule, 1 chiffre et 1 caractère spécial.',
  confirmPassword: 'Confirmer le mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  mobileNo: 'Numéro de cellulaire',
  mobileHint: '10 chiffres, p. ex. 4165550123.',
  submit: 'Créer mon compte',
} satisfies ConsoleMessages['console']['onboarding'];
