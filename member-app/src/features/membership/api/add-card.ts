import type { BodyOf } from '@barterbits/contracts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';
import { StripeFieldError } from '../../../lib/stripe.ts';

/** POST /payment/cards. */
export const addCard = async (body: BodyOf<'addCard'>) => (await api.addCard(body)).data;

export const useAddCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey }),
  });
};

/** Saving a card entered in Stripe's field: Stripe.js and the field, and whether it becomes the default. */
export interface StripeCardToSave {
  stripe: Pick<Stripe, 'confirmCardSetup'>;
  card: StripeCardElement;
  makeDefault: boolean;
  /** Shown when Stripe refuses without words. */
  fallback: string;
}

/**
 * A card saved through Stripe's field (Stripe only): the server prepares a SetupIntent (POST
 * /payment/cards/setup), Stripe.js confirms it with the card (asking the bank's check itself if the bank
 * wants one), then the server saves the card it names (POST /payment/cards {setupIntentId}). Stripe's
 * refusal is thrown with its words (StripeFieldError).
 */
export async function addStripeCard({ stripe, card, makeDefault, fallback }: StripeCardToSave) {
  const { setupIntentId, clientSecret } = (await api.createCardSetup()).data;
  const { error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
  if (error) throw new StripeFieldError(error.message || fallback);
  return addCard({ setupIntentId, makeDefault });
}

export const useAddStripeCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStripeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey }),
  });
};
