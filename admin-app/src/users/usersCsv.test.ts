import type { TUserListItem } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { toCsvRow } from './usersCsv.ts';

const user: TUserListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'maple@demo.barterbits.ca',
  role: 'MEMBER',
  status: 'SUSPENDED',
  statusId: 2,
  authMethod: 'Custom',
  memberType: 'CUSTOMER_BUSINESS',
  firstName: 'Maple',
  lastName: null,
  userName: 'maple1',
  mobileNumber: null,
  businessName: 'Maple Leaf Bakery',
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  lastLogin: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('the users export', () => {
  it('heads the columns with their labels, with readable values and empty cells for missing ones', () => {
    const csv = toCsvRow(user);
    expect(listCsv('users', [csv]).split('\r\n')[0]).toBe(
      'ID,Email,First name,Last name,Username,Role,Member type,Business name,Status,Last login,Created',
    );
    expect(csv).toMatchObject({
      role: 'Member',
      lastName: '',
      memberType: 'Business',
      status: 'Suspended',
      lastLogin: '',
      created_at: '2025-01-01T00:00:00.000Z',
    });
  });

  it('reads in French in the French console: the header, role, member type and status; data stays data', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toCsvRow(user, t);
    expect(row).toMatchObject({
      role: 'Membre',
      memberType: 'Entreprise',
      status: 'Suspendu',
      email: user.email,
    });
    expect(listCsv('users', [row], t)).toBe(
      'Identifiant,Courriel,Prénom,Nom,Nom d’utilisateur,Rôle,Type de membre,Nom de l’entreprise,Statut,Dernière connexion,Création\r\n' +
        '11111111-1111-4111-8111-111111111111,maple@demo.barterbits.ca,Maple,,maple1,Membre,Entreprise,Maple Leaf Bakery,Suspendu,,2025-01-01T00:00:00.000Z',
    );
  });
});
