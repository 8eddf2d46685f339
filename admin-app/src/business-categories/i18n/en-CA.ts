/**
 * The business-categories resource's words in English (react-admin's message format): `resource` is its
 * `resources.business-categories.*` (name, fields, filters), `screens` its `console.business-categories.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Business category |||| Business categories',
    fields: {
      name: 'Name',
      nameFr: 'French name',
      subCategoryCount: 'Sub-categories',
      isActive: 'Active',
    },
  },
  screens: {
    newTitle: 'New business category',
    name: 'Name',
    nameFr: 'French name',
    nameFrHint: 'Shown to members who read BarterBits in French. Empty: they see the English name.',
    active: 'Active',
    activeHint: 'Inactive categories are hidden from members.',
    deleteOne: 'Delete "%{name}"?',
    deleteSub: 'This sub-category will be deleted.',
    deleteCategory:
      'This category and its sub-categories will be deleted. Categories members have selected cannot be deleted.',
    subOf: 'Sub-category of',
    subTitle: 'Sub-category: %{name}',
    categoryTitle: 'Category: %{name}',
    category: 'Category',
    subCategories: 'Sub-categories',
    noSub: 'No sub-categories yet.',
    inactive: 'Inactive',
    newSub: 'New sub-category',
    addSub: 'Add sub-category',
    subAdded: 'Sub-category added.',
    title: 'Business categories',
    deleteTitle: 'Delete the selected categories?',
    deleteText: 'Their sub-categories are deleted too. Categories members have selected cannot be deleted.',
  },
};
