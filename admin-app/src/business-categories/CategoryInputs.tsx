import { ONBOARDING_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { BooleanInput, TextInput } from 'react-admin';

/** Client-side check of the name (the server checks again, including duplicates). */
export const validateCategoryName = (value: unknown): string | undefined => {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return VALIDATION_MESSAGES.required;
  if (v.length > 100) return ONBOARDING_MESSAGES.categoryNameMax;
  return undefined;
};

/** Name and active flag, shared by the create and edit forms; `disabled` for admins who may only read. */
export const CategoryInputs = ({ disabled = false }: { disabled?: boolean }) => (
  <>
    <TextInput
      source="name"
      label="console.business-categories.name"
      validate={validateCategoryName}
      isRequired
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
