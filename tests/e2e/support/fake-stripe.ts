import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe.js, served at js.stripe.com to the member app, with Stripe's API (api.stripe.com)
 * routed to the local stand-in of Stripe's API (packages/server/test/stripe-stand-in.ts). The app's real
 * loading path runs (`@stripe/stripe-js/pure` injects the script from js.stripe.com) under the real CSP.
 *
 * `Stripe(publishableKey)` gives what the app uses:
 * - `elements().create('card')`: its `mount(el)` writes plain inputs (Card number, Expiry, CVC) where
 *   Stripe would put its frame;
 * - `createPaymentMethod({ type: 'card', card })`: POST /v1/payment_methods with the publishable key, the
 *   card read from those inputs (the stand-in knows Stripe's test cards);
 * - `handleNextAction({ clientSecret })`: a "bank" dialog whose Complete or Fail button posts the
 *   stand-in's `/_stand-in/authenticate/<payment intent>` (ok=true|false), as the bank's 3-D Secure page;
 * - `confirmCardSetup(clientSecret, { payment_method: { card } })`: the card as a PaymentMethod, the
 *   SetupIntent confirmed with it, and the same bank dialog when the bank asks.
 */
export const FAKE_STRIPE_JS = `(() => {
  const API = 'https://api.stripe.com';
  const post = async (path, params) => {
    const res = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    return res.json();
  };
  const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

  window.Stripe = function Stripe(key, options) {
    if (!/^pk_/.test(String(key))) throw new Error('Stripe(): a publishable key is needed');
    // The languages asked for, as a test reads them: Stripe.js's own, then each Elements group's.
    const locales = (window.__stripeLocales = window.__stripeLocales || []);
    locales.push('stripe ' + ((options && options.locale) || 'auto'));
    return {
      elements(elementsOptions) {
        locales.push('elements ' + ((elementsOptions && elementsOptions.locale) || 'auto'));
        const made = {};
        return {
          create(type) {
            const inputs = {};
            let root = null;
            const element = {
              _inputs: inputs,
              mount(target) {
                root = typeof target === 'string' ? document.querySelector(target) : target;
                for (const [name, label] of [['number', 'Card number'], ['expiry', 'Expiry'], ['cvc', 'CVC']]) {
                  const input = document.createElement('input');
                  input.name = name;
                  input.setAttribute('aria-label', label);
                  root.appendChild(input);
                  inputs[name] = input;
                }
              },
              on() { return element; },
              off() { return element; },
              update() {},
              focus() {},
              blur() {},
              clear() { for (const i of Object.values(inputs)) i.value = ''; },
              unmount() { if (root) root.replaceChildren(); },
              destroy() { element.unmount(); delete made[type]; },
            };
            made[type] = element;
            return element;
          },
          getElement(component) {
            return made[(component && component.__elementType) || component] || null;
          },
          update() {},
        };
      },
      async createPaymentMethod({ type, card }) {
        const [month = '', year = ''] = card._inputs.expiry.value.split('/').map((s) => s.trim());
        const pm = await post('/v1/payment_methods', {
          key,
          type,
          'card[number]': card._inputs.number.value.replace(/\\s/g, ''),
          'card[exp_month]': month,
          'card[exp_year]': year,
          'card[cvc]': card._inputs.cvc.value,
        });
        return pm.error ? { error: pm.error } : { paymentMethod: pm };
      },
      // Saving a card: the card as a PaymentMethod, the SetupIntent confirmed with it (client secret and
      // publishable key), and the bank's check when the bank asks for one.
      async confirmCardSetup(clientSecret, { payment_method: { card } }) {
        const made = await this.createPaymentMethod({ type: 'card', card });
        if (made.error) return made;
        const id = String(clientSecret).split('_secret_')[0];
        const si = await post('/v1/setup_intents/' + id + '/confirm', {
          key,
          client_secret: clientSecret,
          payment_method: made.paymentMethod.id,
        });
        if (si.error) return { error: si.error };
        if (si.status !== 'requires_action') return { setupIntent: si };
        const checked = await bankCheck(id);
        return checked.error ? checked : { setupIntent: checked.intent };
      },
      async handleNextAction({ clientSecret }) {
        const checked = await bankCheck(String(clientSecret).split('_secret_')[0]);
        return checked.error ? checked : { paymentIntent: checked.intent };
      },
      createToken() { throw new Error('createToken: not used by the app'); },
      confirmCardPayment() { throw new Error('confirmCardPayment: not used by the app'); },
    };
  };

  /** The bank's 3-D Secure page: Complete or Fail, as the member chooses. */
  function bankCheck(id) {
        return new Promise((resolve) => {
          const dialog = document.createElement('div');
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-label', 'Your bank: confirm this payment');
          dialog.style.cssText = 'position:fixed;inset:20%;background:#fff;border:2px solid #000;z-index:99999;padding:16px';
          for (const [label, ok] of [['Complete', true], ['Fail', false]]) {
            const button = document.createElement('button');
            button.textContent = label;
            button.onclick = async () => {
              const intent = await post('/_stand-in/authenticate/' + id, { ok: String(ok) });
              dialog.remove();
              resolve(ok ? { intent } : { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: AUTH_FAILED } });
            };
            dialog.appendChild(button);
          }
          document.body.appendChild(dialog);
        });
  }
})();`;

/** The message the fake bank gives when the member fails the check (Stripe's words). */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * Serves {@link FAKE_STRIPE_JS} for js.stripe.com and sends api.stripe.com's calls to the stand-in at
 * `standInUrl`. Returns the list of Stripe.js scripts the page asked for.
 */
export async function routeStripe(page: Page, standInUrl: string): Promise<string[]> {
  const scripts: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standInUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return scripts;
}
