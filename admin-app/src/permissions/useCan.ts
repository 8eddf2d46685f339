import type { EndpointName } from '@barterbits/contracts';
import { usePermissions } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { type AdminPermissions, can, canOpenResource, roleLabel } from './adminPermissions.ts';

/**
 * Whether the signed-in admin may call `endpoint` (react-admin's `usePermissions`, cached by the auth
 * provider). False while loading, so an action button never flashes in for an admin who cannot use it.
 */
export function useCan(endpoint: EndpointName): boolean {
  const { permissions } = usePermissions<AdminPermissions>();
  return can(permissions, endpoint);
}

/** Whether the admin may open `resource` (its list endpoint), and whether the answer is still loading. */
export function useCanOpen(resource: string): { allowed: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AdminPermissions>();
  return { allowed: canOpenResource(permissions, resource), isPending };
}

/** The admin's role name for the user menu ("Support"); undefined while loading. */
export function useRoleLabel(): string | undefined {
  const { permissions } = usePermissions<AdminPermissions>();
  const t = useT();
  return roleLabel(permissions, t);
}
