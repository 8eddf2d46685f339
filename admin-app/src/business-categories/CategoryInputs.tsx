import { ONBOARDING_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { BooleanInput, TextInput } from 'react-admin';

/** Client-side check of the name (the server checks again, including duplicates). */
export const validateCategoryName = (value: unknown): string | undefined => {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return VALIDATION_MESSAGES.required;
  if (v.length > 100) return ONBOARDING_MESSAGES.categoryNameMax;
  return undefined;
};

/** The French name is optional: only its length is checked here. */
export const validateCategoryNameFr = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 100 ? ONBOARDING_MESSAGES.categoryNameMax : undefined;

/** Name, French name and active flag, shared by the create and edit forms; `disabled` for admins who may only read. */
export const CategoryInputs = ({ disabled = false }: { disabled?: boolean }) => (
  <>
    <TextInput
      source="name"
      label="console.business-categories.name"
      validate={validateCategoryName}
      isRequired
      disabled={disabled}
    />
    <TextInput
      source="nameFr"
      label="console.business-categories.nameFr"
      helperText="console.business-categories.nameFrHint"
      validate={validateCategoryNameFr}
      disabled={disabled}
    />
    <BooleanInput
      source="isActive"
      disabled={disabled}
      label="console.business-categories.active"
      helperText="console.business-categories.activeHint"
    />
  </>
);
