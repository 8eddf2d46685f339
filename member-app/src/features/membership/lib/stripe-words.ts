import type { StripeCardWords } from '../../../components/form/stripe-card-field.tsx';
import type { T } from '../../../lib/i18n.ts';

/** The membership pages' words around Stripe's card field. */
export const stripeCardWords = (t: T): StripeCardWords => ({
  form: t('membership.stripe.form'),
  field: t('membership.stripe.field'),
  loading: t('membership.stripe.loading'),
  unavailable: t('membership.stripe.unavailable'),
  retry: t('membership.stripe.retry'),
  failed: t('membership.stripe.failed'),
});

/** The words of the bank's check (3-D Secure) when it cannot run or fails without Stripe's words. */
export const bankCheckWords = (t: T) => ({
  unavailable: t('membership.stripe.unavailable'),
  failed: t('membership.stripe.checkFailed'),
});
