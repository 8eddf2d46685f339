/**
 * Which lockable module each endpoint of the registry belongs to, from the contracts' per-module endpoint
 * maps (an endpoint added to `walletEndpoints` is locked with the wallet without a line here), and which
 * endpoints stay open while the system is down.
 */
import {
  type Audience,
  barterDisputeEndpoints,
  barterEndpoints,
  chatEndpoints,
  donationsEndpoints,
  type EndpointDef,
  type EndpointName,
  endpoints,
  feedbackEndpoints,
  giftsEndpoints,
  membersEndpoints,
  membershipEndpoints,
  offerEngagementEndpoints,
  offerMediaEndpoints,
  offerSearchEndpoints,
  offersEndpoints,
  referralsEndpoints,
  reviewsEndpoints,
  walletEndpoints,
  wantsEndpoints,
} from '@barterbits/contracts';

/** Each lockable module (ids of `maintenance_modules`) with the contracts' endpoint maps it covers. */
export const MODULE_ENDPOINT_MAPS: Readonly<
  Record<string, readonly Readonly<Record<string, EndpointDef>>[]>
> = {
  offers: [
    offersEndpoints,
    offerSearchEndpoints,
    offerEngagementEndpoints,
    offerMediaEndpoints,
    wantsEndpoints,
  ],
  wallet: [walletEndpoints, donationsEndpoints],
  barter: [barterEndpoints, barterDisputeEndpoints],
  gifts: [giftsEndpoints],
  reviews: [reviewsEndpoints],
  chat: [chatEndpoints],
  members: [membersEndpoints],
  referrals: [referralsEndpoints],
  membership: [membershipEndpoints],
  feedback: [feedbackEndpoints],
};

/**
 * Calls that stay open while the system is down: signing in and out, the session refresh, the health
 * check and the member-side maintenance calls. The admin API (audience `admin`, and admins' own calls of
 * `user` endpoints) is never locked.
 */
export const ALWAYS_OPEN: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'socialLogin',
  'refreshToken',
  'logout',
  'health',
  'maintenanceCheck',
  'unlockSystem',
]);

/** What the guard needs to know of one endpoint. */
export interface EndpointPolicy {
  audience: Audience;
  /** The lockable module it belongs to; null: locked only when the whole system is down. */
  module: string | null;
  alwaysOpen: boolean;
}

/** The policy of every endpoint of the registry, by name (built once, read on every request). */
export function endpointPolicies(): Map<string, EndpointPolicy> {
  const moduleOf = new Map<string, string>();
  for (const [module, maps] of Object.entries(MODULE_ENDPOINT_MAPS))
    for (const map of maps) for (const name of Object.keys(map)) moduleOf.set(name, module);
  const out = new Map<string, EndpointPolicy>();
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    out.set(name, {
      audience: def.audience,
      module: moduleOf.get(name) ?? null,
      alwaysOpen: ALWAYS_OPEN.has(name),
    });
  }
  return out;
}
