/** The restrictions feature's pages in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'restrictions.page.checking': 'Vérification du service',
  'restrictions.page.unreachable': 'Nous n’avons pas pu joindre {product}',
  'restrictions.page.checkConnection': 'Vérifiez votre connexion.',
  'restrictions.page.tryAgain': 'Réessayer',
  'restrictions.page.backSoon': 'Nous serons de retour bientôt',
  'restrictions.page.downDefault': 'Le marché est fermé pour maintenance.',
  'restrictions.page.safe':
    'Vos offres, votre portefeuille et vos messages sont en sécurité. Rien ne change pendant nos travaux.',
  'restrictions.page.open': 'Le marché est ouvert',
  'restrictions.page.underMaintenance': 'En maintenance\u00a0: {modules}. {note}',
  'restrictions.page.stillWorking': 'Nous y travaillons encore. Réessayez dans quelques minutes.',
  'restrictions.page.continue': 'Continuer',
  'restrictions.unlock.form': 'Laissez-passer de déverrouillage pour les testeurs',
  'restrictions.unlock.label': 'Laissez-passer de déverrouillage',
  'restrictions.unlock.hint': 'Testeurs\u00a0: collez le laissez-passer qu’un administrateur vous a donné.',
  'restrictions.unlock.submit': 'Utiliser le laissez-passer',
} satisfies Translation<typeof en>;
