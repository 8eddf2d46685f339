/** The home feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'home.welcome': 'Bienvenue',
  'home.welcomeName': 'Bienvenue, {name}',
  'home.welcomeBack': 'Bon retour',
  'home.welcomeBackName': 'Bon retour, {name}',
  'home.loading': 'Chargement des offres près de chez vous',
  'home.retry': 'Réessayer',
  'home.empty.title': 'Aucune offre près de chez vous pour l’instant.',
  'home.empty.text': 'Soyez le premier à proposer quelque chose, ou cherchez plus loin.',
  'home.empty.createOffer': 'Créer une offre',
  'home.empty.searchEverywhere': 'Chercher partout',
  'home.section.seeAll': 'Tout voir ({total, number})',
  'home.section.seeAllLabel': 'Tout voir\u00a0: {title} ({total})',
  'home.section.empty': 'Rien près de chez vous ici pour l’instant.',
} satisfies Translation<typeof en>;
