import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { cardKeys } from './query-keys.ts';

/** GET /payment/cards: saved cards, default first. */
export const getCards = async () => (await api.listCards()).data;

export const getCardsQueryOptions = () => queryOptions({ queryKey: cardKeys.all, queryFn: getCards });

export const useCards = () => useQuery(getCardsQueryOptions());
