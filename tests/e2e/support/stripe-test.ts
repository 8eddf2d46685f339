import { type StripeStandIn, startStripeStandIn } from '../../../packages/server/test/stripe-stand-in.ts';
import { test as base } from './test.ts';

/**
 * The `test` of the specs where payments go through Stripe: each worker starts the local stand-in of
 * Stripe's API (`stripe`, to look into from a test) and its server on Stripe against it
 * (PAYMENTS_PROVIDER=stripe, STRIPE_API_URL). These specs share their workers; the other specs keep the
 * sandbox. The browser's Stripe.js is stood in by support/fake-stripe.ts (routeStripe).
 */
export const test = base.extend<object, { stripe: StripeStandIn }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies first.
    async ({}, use) => {
      const stripe = await startStripeStandIn();
      try {
        await use(stripe);
      } finally {
        await stripe.close();
      }
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ stripe }, use) =>
      use({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in',
        STRIPE_API_URL: stripe.url,
      }),
    { scope: 'worker' },
  ],
});

export { expect } from './test.ts';
