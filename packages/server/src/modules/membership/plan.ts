/** The one membership plan (price from MEMBERSHIP_PRICE_CENTS) and its billing period. */
import type { SubscriptionState, TMembershipPlan } from '@barterbits/contracts';
import type { AppConfig } from '../../config.ts';

export const MEMBERSHIP_PLAN_ID = 'monthly';
export const MEMBERSHIP_CURRENCY = 'CAD';

export function membershipPlan(
  config: Pick<AppConfig, 'membershipPriceCents' | 'productName'>,
): TMembershipPlan {
  return {
    id: MEMBERSHIP_PLAN_ID,
    name: `${config.productName} Membership`,
    description:
      'Trade offers with your community, pay and get paid in BITS™, send gifts and review members. Billed monthly; renew when you choose.',
    priceCents: config.membershipPriceCents,
    currency: MEMBERSHIP_CURRENCY,
    interval: 'month',
    intervalCount: 1,
    autoRenew: false,
  };
}

/** One calendar month later (UTC); the 31st becomes the month's last day when the next month is shorter. */
export function addPeriod(from: Date): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * Whether membership privileges are on: ACTIVE, or CANCELLED while the paid period still runs
 * (cancelling stops renewals, not the period already paid). Listing offers and inviting friends
 * check it.
 */
export const hasMembershipAccess = (
  sub: { status: string; currentPeriodEnd: Date } | null | undefined,
  now: Date = new Date(),
): boolean =>
  !!sub &&
  ((sub.status as SubscriptionState) === 'ACTIVE' || sub.status === 'CANCELLED') &&
  sub.currentPeriodEnd.getTime() > now.getTime();
