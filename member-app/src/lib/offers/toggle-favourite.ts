import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../stores/notify.ts';
import { api } from '../api.ts';
import { t } from '../i18n.ts';
import { offerKeys } from '../query-keys.ts';

/** POST /offer/my-favourite: sets the favourite on or off; answers whether it is a favourite now. */
export const setFavourite = async (offerId: string, favourite: boolean) =>
  (await api.toggleFavourite(offerId, favourite)).data;

type WithFavourite = { id: string; favourited?: boolean | null };

/** Flips `favourited` of the offer wherever it sits in cached lists, pages and details. */
const setFavouritedEverywhere = (
  queryClient: ReturnType<typeof useQueryClient>,
  offerId: string,
  favourited: boolean,
) => {
  // Walks any cached shape (pages, sections, details) and flips the offer's flag where it appears.
  const patch = (value: unknown, depth = 0): unknown => {
    if (depth > 6 || !value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => patch(v, depth + 1));
    const o = value as Record<string, unknown>;
    if (o.id === offerId && 'favourited' in o) return { ...o, favourited };
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      const p = patch(v, depth + 1);
      if (p !== v) changed = true;
      out[k] = p;
    }
    return changed ? out : value;
  };
  const entries = queryClient.getQueriesData<unknown>({ queryKey: offerKeys.all });
  const previous: [QueryKey, unknown][] = [];
  for (const [key, data] of entries) {
    if (data === undefined) continue;
    previous.push([key, data]);
    if (key[1] === 'favourites' && !favourited && data && typeof data === 'object' && 'pages' in data) {
      // Removed from the favourites page: the card goes at once.
      const inf = data as InfiniteData<{ data: WithFavourite[] }>;
      queryClient.setQueryData(key, {
        ...inf,
        pages: inf.pages.map((p) => ({ ...p, data: p.data.filter((f) => f.id !== offerId) })),
      });
    } else {
      queryClient.setQueryData(key, patch(data));
    }
  }
  return previous;
};

/**
 * The heart of a card or the details page: optimistic (every cached copy of the offer flips at
 * once), rolled back when the server refuses; the banner confirms either way (it is shown from here,
 * so it also appears when the card itself went away, e.g. removed from the favourites page).
 */
export const useToggleFavourite = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    // The wanted state is sent (not a blind toggle), so a double click cannot undo itself.
    mutationFn: ({ offerId, favourited }: { offerId: string; favourited: boolean }) =>
      setFavourite(offerId, favourited),
    onMutate: ({ offerId, favourited }) => {
      return { previous: setFavouritedEverywhere(queryClient, offerId, favourited) };
    },
    onError: (err, _v, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      notify({ message: err.message, severity: 'error' });
    },
    onSuccess: (res) => {
      notify({
        // The contracts' OFFER_ENGAGEMENT_MESSAGES, in the app's language.
        message: res.favourited ? t('app.offers.favouriteAdded') : t('app.offers.favouriteRemoved'),
      });
      setFavouritedEverywhere(queryClient, res.offerId, res.favourited);
      void queryClient.invalidateQueries({ queryKey: offerKeys.favourites() });
      void queryClient.invalidateQueries({ queryKey: offerKeys.actionSummary() });
    },
  });
};
