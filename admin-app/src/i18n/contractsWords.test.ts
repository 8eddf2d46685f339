import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { validateInvite } from '../admin-accounts/inviteForm.ts';
import { applyLocale } from '../language.ts';
import { errorMessage } from '../providers/errors.ts';
import { inConsoleLanguage } from './contractsWords.ts';
import { loadMessages } from './provider.ts';

describe("the contracts' messages a console form shows, in the console's language", () => {
  afterEach(() => applyLocale('en-CA'));

  it('reads English as the contracts write it, French as the server words it once the French is in', async () => {
    const invalid = validateInvite({ email: 'not-an-address', roleId: 2, firstName: '', lastName: '' });
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.errors.email).toBe(VALIDATION_MESSAGES.invalidEmail);

    await loadMessages('fr-CA');
    applyLocale('fr-CA');
    const french = validateInvite({ email: 'not-an-address', roleId: 2, firstName: '', lastName: '' });
    expect(!french.ok && french.errors.email).toBe('Format de courriel invalide.');
    expect(inConsoleLanguage(VALIDATION_MESSAGES.required)).toBe('Champ obligatoire.');
    // A failure that is not the API's: the catalogue's fallback, in French.
    expect(errorMessage(new Error('boom'))).toBe('Une erreur s’est produite.');
    // A text the contracts do not have stays as it is.
    expect(inConsoleLanguage('Something else.')).toBe('Something else.');
  });
});
