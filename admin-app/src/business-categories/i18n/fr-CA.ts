import type { ConsoleMessages } from '../../i18n/messages.ts';

/** The business-categories resource's words in French (fetched only when the console reads in French). */
export default {
  resource: {
    name: 'Catégorie d’entreprise |||| Catégories d’entreprise',
    fields: {
      name: 'Nom',
      nameFr: 'Nom français',
      subCategoryCount: 'Sous-catégories',
      isActive: 'Active',
    },
  },
  screens: {
    newTitle: 'Nouvelle catégorie d’entreprise',
    name: 'Nom',
    nameFr: 'Nom français',
    nameFrHint:
      'Montré aux membres qui lisent BarterBits en français. Vide\u00a0: ils voient le nom anglais.',
    active: 'Active',
    activeHint: 'Les catégories inactives sont masquées aux membres.',
    deleteOne: 'Supprimer «\u00a0%{name}\u00a0»\u00a0?',
    deleteSub: 'Cette sous-catégorie sera supprimée.',
    deleteCategory:
      'Cette catégorie et ses sous-catégories seront supprimées. Les catégories choisies par des membres ne peuvent pas être supprimées.',
    subOf: 'Sous-catégorie de',
    subTitle: 'Sous-catégorie\u00a0: %{name}',
    categoryTitle: 'Catégorie\u00a0: %{name}',
    category: 'Catégorie',
    subCategories: 'Sous-catégories',
    noSub: 'Aucune sous-catégorie pour le moment.',
    inactive: 'Inactive',
    newSub: 'Nouvelle sous-catégorie',
    addSub: 'Ajouter une sous-catégorie',
    subAdded: 'Sous-catégorie ajoutée.',
    title: 'Catégories d’entreprise',
    deleteTitle: 'Supprimer les catégories sélectionnées\u00a0?',
    deleteText:
      'Leurs sous-catégories sont aussi supprimées. Les catégories choisies par des membres ne peuvent pas être supprimées.',
  },
} satisfies {
  resource: ConsoleMessages['resources']['business-categories'];
  screens: ConsoleMessages['console']['business-categories'];
};
