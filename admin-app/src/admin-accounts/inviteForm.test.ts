import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './formErrors.ts';
import { CHOOSE_ROLE, EMPTY_INVITE, validateInvite } from './inviteForm.ts';

describe('invite form', () => {
  it('sends the trimmed address, the role and only the names given', () => {
    expect(
      validateInvite({ email: ' nia@barterbits.ca ', roleId: 2, firstName: ' Nia ', lastName: ' ' }),
    ).toEqual({ ok: true, params: { email: 'nia@barterbits.ca', roleId: 2, firstName: 'Nia' } });
  });

  it('asks for an address and a role', () => {
    const res = validateInvite(EMPTY_INVITE);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors.email).toBeTruthy();
    expect(res.errors.roleId).toBe(CHOOSE_ROLE);
    expect(res.errors.firstName).toBeUndefined();
  });

  it("refuses a malformed address with the server's rule", () => {
    const res = validateInvite({ ...EMPTY_INVITE, email: 'not-an-address', roleId: 1 });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(Object.keys(res.errors)).toEqual(['email']);
  });

  it("reads the server's per-field messages from a data-provider or an API error", () => {
    expect(serverFieldErrors({ body: { errors: { email: 'Taken.' } } })).toEqual({ email: 'Taken.' });
    expect(serverFieldErrors({ fieldErrors: { mobileNo: ['In use.', 'Other'] } })).toEqual({
      mobileNo: 'In use.',
    });
    expect(serverFieldErrors(new Error('x'))).toBeUndefined();
    expect(serverFieldErrors(null)).toBeUndefined();
  });
});
