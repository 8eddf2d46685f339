/** The "Save search" dialog in Canadian French (docs/i18n-glossary.md). */
import type { Translation } from '@barterbits/contracts';
import type en from './en-CA.ts';

export default {
  'saved-search.title': 'Enregistrer cette recherche',
  'saved-search.lead':
    'Nous vous avisons quand une nouvelle offre y correspond. Retrouvez-la ensuite dans vos demandes.',
  'saved-search.empty':
    'Cherchez quelque chose (un texte ou une catégorie) avant d’enregistrer la recherche.',
  'saved-search.name': 'Nom',
  'saved-search.alert': 'M’aviser des nouvelles offres',
  'saved-search.alert.INSTANT': 'Tout de suite',
  'saved-search.alert.DAILY': 'Dans un résumé quotidien',
  'saved-search.alert.OFF': 'Ne pas m’aviser',
  'saved-search.save': 'Enregistrer',
  'saved-search.cancel': 'Annuler',
  'saved-search.close': 'Fermer',
  'saved-search.done': 'Recherche enregistrée. Nous vous aviserons quand une nouvelle offre y correspondra.',
  'saved-search.setLocation': 'Indiquer mon emplacement',
  'saved-search.nameRequired': 'Veuillez nommer la recherche.',
  'saved-search.nameMax': 'Le nom doit compter au plus 60\u00a0caractères.',
} satisfies Translation<typeof en>;
