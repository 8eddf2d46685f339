import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
  type TNotificationSettings,
  type TUpdateNotificationSettingsRequest,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

/** One switch of the settings matrix: a group × channel. */
export interface SettingCell {
  group: NotificationGroup;
  channel: NotificationChannel;
}

/**
 * The channels' short names, as column headings and as the labels beside each switch on phones (the
 * contracts' "In the app" is longer than a narrow column allows).
 */
const CHANNEL_LABEL_IDS = {
  IN_APP: 'notifications.channel.IN_APP',
  PUSH: 'notifications.channel.PUSH',
  EMAIL: 'notifications.channel.EMAIL',
} as const satisfies Record<NotificationChannel, keyof Messages>;

/** A channel's short name in the app's language. */
export const channelShortLabel = (channel: NotificationChannel): string => t(CHANNEL_LABEL_IDS[channel]);

/** The groups' names (the contracts' NOTIFICATION_GROUP_LABELS in English). */
const GROUP_LABEL_IDS = {
  BARTER: 'notifications.groupName.BARTER',
  PAYMENTS: 'notifications.groupName.PAYMENTS',
  GIFTS: 'notifications.groupName.GIFTS',
  REVIEWS: 'notifications.groupName.REVIEWS',
  CHAT: 'notifications.groupName.CHAT',
  REFERRALS: 'notifications.groupName.REFERRALS',
  OFFER_MODERATION: 'notifications.groupName.OFFER_MODERATION',
  MATCHES: 'notifications.groupName.MATCHES',
  FEEDBACK: 'notifications.groupName.FEEDBACK',
  SYSTEM: 'notifications.groupName.SYSTEM',
} as const satisfies Record<NotificationGroup, keyof Messages>;

/** A group's name in the app's language. */
export const groupLabelOf = (group: NotificationGroup): string => t(GROUP_LABEL_IDS[group]);

/** The hint beside a cell that cannot be turned off. */
export const lockedCellHint = (): string => t('notifications.settings.lockedHint');

/** A switch's accessible name, e.g. "E-mail for Gifts". */
export const cellName = ({ group, channel }: SettingCell): string =>
  t('notifications.settings.cellName', { channel: channelShortLabel(channel), group: groupLabelOf(group) });

/** What one switch shows. */
export interface CellView extends SettingCell {
  name: string;
  shortLabel: string;
  checked: boolean;
  locked: boolean;
  /** A Push switch while push is off for the whole site: shown off and disabled, saved value kept. */
  unavailable: boolean;
}

/** One group's row: its label and its three switches, in the order of NOTIFICATION_CHANNELS. */
export interface GroupRowView {
  group: NotificationGroup;
  label: string;
  cells: CellView[];
}

const isLocked = (locked: readonly SettingCell[], group: NotificationGroup, channel: NotificationChannel) =>
  locked.some((c) => c.group === group && c.channel === channel);

/**
 * The matrix as rows of switches, in the contracts' group order; a locked cell always shows on, and
 * without push (`pushUsable` false) the Push switches show off and cannot be changed.
 */
export const matrixRows = (
  settings: Pick<TNotificationSettings, 'groups' | 'locked'>,
  { pushUsable = true }: { pushUsable?: boolean } = {},
): GroupRowView[] =>
  NOTIFICATION_GROUPS.map((group) => ({
    group,
    label: groupLabelOf(group),
    cells: NOTIFICATION_CHANNELS.map((channel) => {
      const locked = isLocked(settings.locked, group, channel);
      const unavailable = channel === 'PUSH' && !pushUsable && !locked;
      return {
        group,
        channel,
        name: cellName({ group, channel }),
        shortLabel: channelShortLabel(channel),
        checked: locked || (!unavailable && settings.groups[group][channel]),
        locked,
        unavailable,
      };
    }),
  }));

/** The PATCH body that changes one cell and nothing else: `{ groups: { GIFTS: { EMAIL: false } } }`. */
export const cellPatch = (
  { group, channel }: SettingCell,
  on: boolean,
): TUpdateNotificationSettingsRequest => ({
  groups: { [group]: { [channel]: on } },
});

/** The settings with one cell set (a new object; the original is left as it was). */
export const withCell = <T extends Pick<TNotificationSettings, 'groups'>>(
  settings: T,
  { group, channel }: SettingCell,
  on: boolean,
): T => ({
  ...settings,
  groups: { ...settings.groups, [group]: { ...settings.groups[group], [channel]: on } },
});
