import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from '../layout/csvExport.tsx';
import { toAdminAccountCsvRow } from './adminAccountsCsv.ts';
import type { AdminAccountRecord } from './adminAccountsDataProvider.ts';

const account: AdminAccountRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'helpdesk@barterbits.ca',
  firstName: 'Hana',
  lastName: 'Desk',
  mobileNumber: null,
  role: { id: 3, code: 'SUPPORT', name: 'Support' },
  status: 'INVITED',
  invitedBy: { id: 'a1', email: 'admin@barterbits.ca', name: 'Avery Admin' },
  invitedAt: '2026-11-01T10:00:00.000Z',
  inviteExpiresAt: '2026-11-08T10:00:00.000Z',
  lastLogin: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('the admin accounts export', () => {
  it('heads the columns with their labels, with the role and status as the list shows them', () => {
    const row = toAdminAccountCsvRow(account);
    expect(listCsv('admin-accounts', [row])).toBe(
      'ID,Name,Email,Mobile number,Role,Status,Invited by,Invited by (email),Invited,Invitation expires,Last sign-in,Created\r\n' +
        '22222222-2222-4222-8222-222222222222,Hana Desk,helpdesk@barterbits.ca,,Support,Invited,Avery Admin,' +
        'admin@barterbits.ca,2026-11-01T10:00:00.000Z,2026-11-08T10:00:00.000Z,,2026-11-01T10:00:00.000Z',
    );
    expect(toAdminAccountCsvRow({ ...account, role: null })).toMatchObject({ role: '' });
  });

  it('reads in French in the French console', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const row = toAdminAccountCsvRow(account, t);
    expect(row).toMatchObject({ role: 'Soutien', status: 'Invité', emailAddress: account.email });
    expect(listCsv('admin-accounts', [row], t).split('\r\n')[0]).toBe(
      'Identifiant,Nom,Courriel,Numéro de cellulaire,Rôle,Statut,Invité par,Invité par (courriel),Invitation,' +
        'Expiration de l’invitation,Dernière connexion,Création',
    );
  });
});
