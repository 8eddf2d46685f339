/**
 * The business-categories resource's words in English (react-admin's message format): `resource` is its
 * `resources.business-categories.*` (name, fields, filters), `screens` its `console.business-categories.*`. French: fr-CA.ts.
 */
export default {
  resource: {
    name: 'Business category |||| Business categories',
    fields: {
      name: 'Name',
      subCategoryCount: 'Sub-categories',
      isActive: 'Active',
    },
  },
  screens: {
    title: 'Business categories',
    deleteTitle: 'Delete the selected categories?',
    deleteText: 'Their sub-categories are deleted too. Categories members have selected cannot be deleted.',
  },
};
