import {
  NOTIFICATION_SETTING_MESSAGES,
  RADIUS_SETTING_MAX_KM,
  RADIUS_SETTING_MIN_KM,
  type TNotificationSettings,
  type TUpdateNotificationSettingsRequest,
  zWholeNumber,
} from '@barterbits/contracts';
import { z } from 'zod';
import type { Messages } from '../../../i18n/messages.ts';

const zRadius = () =>
  zWholeNumber(RADIUS_SETTING_MIN_KM, RADIUS_SETTING_MAX_KM, NOTIFICATION_SETTING_MESSAGES.radius);

/** The distances form: whole km from 1 to 100, refused with the server's own message. */
export const ZRadiusForm = z.object({ offerRadius: zRadius(), memberRadius: zRadius() });
export type RadiusFormValues = z.infer<typeof ZRadiusForm>;

/** The form's fields (the server names its per-field errors the same way). */
export const RADIUS_FIELDS = ['offerRadius', 'memberRadius'] as const;

/** How each distance is named on the page (ids of the notifications catalog). */
export const RADIUS_LABELS = {
  offerRadius: 'notifications.radius.offerRadius',
  memberRadius: 'notifications.radius.memberRadius',
} as const satisfies Record<(typeof RADIUS_FIELDS)[number], keyof Messages>;

/** The PATCH body for the distances that changed; null when none did (the server refuses an empty change). */
export const radiusPatch = (
  values: RadiusFormValues,
  saved: Pick<TNotificationSettings, 'offerRadius' | 'memberRadius'>,
): TUpdateNotificationSettingsRequest | null => {
  const body: TUpdateNotificationSettingsRequest = {};
  for (const field of RADIUS_FIELDS) if (values[field] !== saved[field]) body[field] = values[field];
  return Object.keys(body).length > 0 ? body : null;
};
