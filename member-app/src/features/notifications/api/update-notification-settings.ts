import type { TNotificationSettings, TUpdateNotificationSettingsRequest } from '@barterbits/contracts';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { cellPatch, type SettingCell, withCell } from '../lib/settings-matrix.ts';
import { notificationKeys } from './keys.ts';

/** PATCH /user/notification/setting: change only the cells and radii sent; answers the whole settings. */
export const updateNotificationSettings = async (body: TUpdateNotificationSettingsRequest) =>
  (await api.updateNotificationSettings(body)).data;

const mutationKey = [...notificationKeys.settings(), 'update'] as const;

/** True when the mutation calling this is the only settings change still on its way. */
const isLastChange = (qc: QueryClient) => qc.isMutating({ mutationKey }) === 1;

/** One switch of the matrix. */
export interface CellChange extends SettingCell {
  on: boolean;
}

/**
 * Turns one cell on or off at once (PATCH with that cell only). The switch moves before the answer; on a
 * refusal only that cell goes back (other switches pressed meanwhile keep their state). The server's whole
 * answer replaces the cache only when no other change is on its way, so a late answer never flips a
 * switch pressed after it.
 */
export const toggleSettingOptions = (qc: QueryClient) => {
  const key = notificationKeys.settings();
  const setCell = (cell: SettingCell, on: boolean) =>
    qc.setQueryData<TNotificationSettings>(key, (old) => (old ? withCell(old, cell, on) : old));
  return mutationOptions({
    mutationKey,
    mutationFn: ({ on, ...cell }: CellChange) => updateNotificationSettings(cellPatch(cell, on)),
    onMutate: async ({ on, ...cell }: CellChange) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TNotificationSettings>(key)?.groups[cell.group][cell.channel];
      setCell(cell, on);
      return { before };
    },
    onError: (_error, { on: _on, ...cell }, context) => {
      if (context?.before !== undefined) setCell(cell, context.before);
    },
    onSuccess: (settings) => {
      if (isLastChange(qc)) qc.setQueryData(key, settings);
    },
    onSettled: (_data, error) => {
      if (error && isLastChange(qc)) void qc.invalidateQueries({ queryKey: key });
    },
  });
};

/** The hook of `toggleSettingOptions`. */
export const useToggleNotificationSetting = () => useMutation(toggleSettingOptions(useQueryClient()));

/** Saves the offer and member radii; the answer's radii go into the cache (the switches are left as they are). */
export const useUpdateRadiusSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) =>
      qc.setQueryData<TNotificationSettings>(notificationKeys.settings(), (old) =>
        old ? { ...old, offerRadius: settings.offerRadius, memberRadius: settings.memberRadius } : settings,
      ),
  });
};
