import { ONBOARDING_STAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import { englishText } from '../i18n/useT.ts';
import { accountKindKey, displayName, humanize, STAGE_KEYS } from './userLabels.ts';

describe('user labels', () => {
  it('names a user by full name, else username, else e-mail', () => {
    expect(displayName({ email: 'a@b.c', firstName: 'Mia', lastName: 'Tremblay', userName: 'm1' })).toBe(
      'Mia Tremblay',
    );
    expect(displayName({ email: 'a@b.c', firstName: 'Mia', lastName: null })).toBe('Mia');
    expect(displayName({ email: 'a@b.c', firstName: ' ', lastName: null, userName: 'm1' })).toBe('m1');
    expect(displayName({ email: 'a@b.c' })).toBe('a@b.c');
  });

  it('names every account kind, never blank: admins are staff', () => {
    const kind = (user: Parameters<typeof accountKindKey>[0]) => englishText(accountKindKey(user));
    expect(kind({ role: 'ADMIN', memberType: null })).toBe('Staff');
    expect(kind({ role: 'MEMBER', memberType: 'CUSTOMER_BUSINESS' })).toBe('Business');
    expect(kind({ role: 'MEMBER', memberType: 'CUSTOMER_PERSONAL' })).toBe('Personal');
    expect(kind({ role: 'MEMBER', memberType: null })).toBe('Member');
  });

  it('puts enumeration values in words', () => {
    expect(humanize('PIN_SETUP')).toBe('Pin setup');
    expect(humanize('ACTIVE')).toBe('Active');
    expect(humanize(null)).toBe('');
  });
});

it('names each onboarding stage as before in English, and in French', async () => {
  for (const stage of ONBOARDING_STAGES)
    expect(englishText(STAGE_KEYS[stage] ?? 'console.users.never')).toBe(humanize(stage));
  await loadMessages('fr-CA');
  const french = createI18nProvider('fr-CA');
  expect(french.translate(STAGE_KEYS.SUBSCRIPTION ?? '')).toBe('Abonnement');
});
