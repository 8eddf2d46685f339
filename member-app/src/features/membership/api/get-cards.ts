import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /payment/cards: saved cards, default first. */
export const getCards = async () => (await api.listCards()).data;

export const getCardsQueryOptions = () =>
  queryOptions({ queryKey: ['membership', 'cards'], queryFn: getCards });

export const useCards = () => useQuery(getCardsQueryOptions());
