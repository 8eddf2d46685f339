import { type EndpointName, ROUTES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import type { ConsoleKey } from '../i18n/messages.ts';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import { englishText } from '../i18n/useT.ts';
import {
  type AdminPermissions,
  can,
  canOpenResource,
  isAdminPermissions,
  RESOURCE_LIST_ENDPOINTS,
  roleLabel,
} from './adminPermissions.ts';

const support: AdminPermissions = {
  role: { id: 3, code: 'SUPPORT', name: 'Support' },
  readOnly: true,
  allowedEndpoints: ['listUsers', 'listFeedback', 'getAdmin'],
};
const noRole: AdminPermissions = { role: null, readOnly: true, allowedEndpoints: ['getAdmin'] };

describe('admin permissions', () => {
  it('allows exactly the endpoints the server listed', () => {
    expect(can(support, 'listUsers')).toBe(true);
    expect(can(support, 'changeStatus')).toBe(false);
    expect(can(support, 'listAdminAccounts')).toBe(false);
  });

  it('allows nothing while the permissions are unknown (loading, failed, old format)', () => {
    for (const unknown of [undefined, null, 'ADMIN', {}, { allowedEndpoints: 'listUsers' }]) {
      expect(isAdminPermissions(unknown)).toBe(false);
      expect(can(unknown, 'listUsers')).toBe(false);
      expect(canOpenResource(unknown, 'users')).toBe(false);
      expect(canOpenResource(unknown, 'dashboard')).toBe(false);
    }
  });

  it('opens a resource when its list endpoint is allowed', () => {
    expect(canOpenResource(support, 'users')).toBe(true);
    expect(canOpenResource(support, 'feedback')).toBe(true);
    expect(canOpenResource(support, 'admin-accounts')).toBe(false);
    expect(canOpenResource(noRole, 'users')).toBe(false);
  });

  it('opens a resource it does not know to any admin whose permissions are known', () => {
    expect(canOpenResource(noRole, 'maintenance')).toBe(true);
  });

  it('names only registry endpoints', () => {
    for (const endpoint of Object.values(RESOURCE_LIST_ENDPOINTS)) {
      expect(Object.hasOwn(ROUTES, endpoint), endpoint).toBe(true);
      expect(ROUTES[endpoint as EndpointName].method).toBe('GET');
    }
  });

  it('labels the role, or says there is none', () => {
    expect(roleLabel(support)).toBe('Support');
    expect(roleLabel(noRole)).toBe('No active role');
    expect(roleLabel(undefined)).toBeUndefined();
  });

  it("names the role in French with the console's French messages", async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t = (key: ConsoleKey) => french.translate(key);
    expect(roleLabel(support, t)).toBe('Soutien');
    expect(roleLabel(noRole, t)).toBe('Aucun rôle actif');
    expect(roleLabel(support, englishText)).toBe('Support');
  });
});
