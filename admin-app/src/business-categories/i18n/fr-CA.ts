import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The business-categories resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Catégorie d’entreprise |||| Catégories d’entreprise',
    fields: {
      name: 'Nom',
      subCategoryCount: 'Sous-catégories',
      isActive: 'Active',
    },
  },
  screens: {
    title: 'Catégories d’entreprise',
    deleteTitle: 'Supprimer les catégories sélectionnées\u00a0?',
    deleteText:
      'Leurs sous-catégories sont aussi supprimées. Les catégories choisies par des membres ne peuvent pas être supprimées.',
  },
} satisfies {
  resource: ConsoleMessages['resources']['business-categories'];
  screens: ConsoleMessages['console']['business-categories'];
};
