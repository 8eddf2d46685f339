import { ApiError } from '@barterbits/api-client';
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_ROLE_CODES,
  type AdminRoleCode,
  adminMay,
  ERROR_MESSAGES,
  endpoints,
  requiredAdminAccess,
} from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { AdminPermissions } from '../permissions/adminPermissions.ts';
import { toDataProviderError } from '../providers/errors.ts';
import {
  EMPTY_EMAIL_CHANGE,
  ENTER_PASSWORD,
  emailChangeErrors,
  emailChangeNotice,
  GIVE_REASON,
  mayChangeEmail,
  validateEmailChange,
} from './emailChange.ts';

/** GET /admin/permissions for `role`, worked out with the server's own rule. */
function permissionsOf(role: AdminRoleCode): AdminPermissions {
  const allowedEndpoints = Object.entries(endpoints)
    .filter(([, def]) => def.audience === 'admin' || def.audience === 'user')
    .filter(([name, def]) => adminMay(role, requiredAdminAccess(name, def)))
    .map(([name]) => name);
  return { role: { id: 1, code: role, name: role }, readOnly: role === 'SUPPORT', allowedEndpoints };
}

const member = { id: 'u1', email: 'alex@demo.barterbits.ca' };
const filled = {
  newEmail: ' Alex.New@Example.ca ',
  reason: ' Lost access to the old mailbox ',
  password: 'pw',
};

describe('mayChangeEmail: who sees "Change e-mail"', () => {
  it('shows it to moderators and super admins, as the server allows, never to support', () => {
    const seen = ADMIN_ROLE_CODES.filter((role) => mayChangeEmail(permissionsOf(role), { role: 'MEMBER' }));
    expect(seen).toEqual(['SUPER_ADMIN', 'MODERATOR']);
  });

  it("hides it on an admin account's page (the server changes members only)", () => {
    expect(mayChangeEmail(permissionsOf('SUPER_ADMIN'), { role: 'ADMIN' })).toBe(false);
  });

  it('hides it while the permissions are unknown or the record is not loaded', () => {
    expect(mayChangeEmail(undefined, { role: 'MEMBER' })).toBe(false);
    expect(mayChangeEmail(permissionsOf('SUPER_ADMIN'), undefined)).toBe(false);
  });
});

describe('validateEmailChange', () => {
  it('sends the address trimmed and lower-cased, the reason trimmed, and the password as typed', () => {
    expect(validateEmailChange(filled, member)).toEqual({
      ok: true,
      params: {
        id: 'u1',
        newEmail: 'alex.new@example.ca',
        reason: 'Lost access to the old mailbox',
        password: 'pw',
      },
    });
  });

  it('names every missing field', () => {
    const checked = validateEmailChange(EMPTY_EMAIL_CHANGE, member);
    expect(checked).toEqual({
      ok: false,
      errors: { newEmail: 'Required field.', reason: GIVE_REASON, password: ENTER_PASSWORD },
    });
  });

  it('refuses a malformed address with the server message', () => {
    const checked = validateEmailChange({ ...filled, newEmail: 'alex@' }, member);
    expect(checked).toEqual({ ok: false, errors: { newEmail: 'Invalid email format.' } });
  });

  it('refuses the current address, whatever its case', () => {
    const checked = validateEmailChange({ ...filled, newEmail: 'ALEX@demo.barterbits.ca' }, member);
    expect(checked).toEqual({ ok: false, errors: { newEmail: ADMIN_ACCOUNT_MESSAGES.sameEmail } });
  });
});

describe('emailChangeErrors: the server refusals in the dialog', () => {
  it('marks the new address when it belongs to another account', () => {
    const taken = ERROR_MESSAGES.emailAlreadyAssociated;
    const err = toDataProviderError(
      new ApiError(taken, 409, 'EMAIL_ALREADY_ASSOCIATED', { newEmail: [taken] }),
    );
    expect(emailChangeErrors(err)).toEqual({ message: taken, fields: { newEmail: taken } });
  });

  it('marks the password when it is wrong, or its re-check token was refused', () => {
    const wrong = ERROR_MESSAGES.incorrectCredentials;
    const badPassword = toDataProviderError(
      new ApiError(wrong, 400, 'INCORRECT_CREDENTIALS', { password: [wrong] }),
    );
    expect(emailChangeErrors(badPassword)).toEqual({ message: wrong, fields: { password: wrong } });
    const again = 'Please confirm your password again to continue.';
    const badToken = toDataProviderError(new ApiError(again, 400, 'LINK_INVALID', { token: [again] }));
    expect(emailChangeErrors(badToken).fields).toEqual({ password: again });
  });

  it("shows a role refusal with the server's words, no field marked", () => {
    const refused = 'Your admin role (Support) cannot make changes: it can read and export lists only.';
    expect(emailChangeErrors(new ApiError(refused, 403, 'ROLE_FORBIDDEN'))).toEqual({
      message: refused,
      fields: {},
    });
  });

  it('falls back to a general message for an unknown failure, and ignores unknown fields', () => {
    expect(emailChangeErrors(new Error('boom'))).toEqual({ message: 'Some error occurred.', fields: {} });
    const err = toDataProviderError(new ApiError('Invalid id.', 400, 'VALIDATION_FAILED', { userId: ['x'] }));
    expect(emailChangeErrors(err)).toEqual({ message: 'Invalid id.', fields: {} });
  });
});

describe('emailChangeNotice', () => {
  it('says that both addresses will be told, naming them', () => {
    const notice = emailChangeNotice('alex@demo.barterbits.ca', ' new@example.ca ');
    expect(notice).toMatch(/^Both addresses will be told/);
    expect(notice).toContain('alex@demo.barterbits.ca and new@example.ca');
    expect(emailChangeNotice('a@b.ca', '')).toContain('a@b.ca and the new address');
  });

  it("reads in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const notice = emailChangeNotice('a@b.ca', '', (key, values) => french.translate(key, values));
    expect(notice).toMatch(/^Les deux adresses seront avisées/);
    expect(notice).toContain('à a@b.ca et à la nouvelle adresse');
  });

  it("says what is missing in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const checked = validateEmailChange(EMPTY_EMAIL_CHANGE, { id: 'u1', email: 'a@b.ca' }, (key, values) =>
      french.translate(key, values),
    );
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      reason: 'Donnez une raison pour ce changement.',
      password: 'Entrez votre mot de passe.',
    });
  });
});
