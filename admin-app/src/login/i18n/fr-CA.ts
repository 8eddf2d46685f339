import type en from './en-CA.ts';

/** The login page's words in French (fetched only by a reader of French). */
export default {
  title: 'Console BarterBits',
  form: 'Connexion',
  email: 'Courriel',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Se connecter',
  signingIn: 'Connexion en cours',
  required: 'Champ obligatoire.',
  refused: 'Connexion impossible. Veuillez réessayer.',
  language: 'Langue',
} satisfies Record<keyof typeof en, string>;
