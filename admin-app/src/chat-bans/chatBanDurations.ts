/** The ban lengths the console offers, and how a ban's end reads. */

import { formatDateTime } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';

const DAY_MINUTES = 24 * 60;

/** 1 day, 7 days, 30 days or permanent (`minutes` null); the API takes any minutes up to a year. */
export const CHAT_BAN_DURATIONS = [
  { id: 'DAY', label: '1 day', minutes: DAY_MINUTES },
  { id: 'WEEK', label: '7 days', minutes: 7 * DAY_MINUTES },
  { id: 'MONTH', label: '30 days', minutes: 30 * DAY_MINUTES },
  { id: 'PERMANENT', label: 'Permanent', minutes: null },
] as const;

export type ChatBanDurationId = (typeof CHAT_BAN_DURATIONS)[number]['id'];

/** What the ban dialog starts with. */
export const DEFAULT_CHAT_BAN_DURATION: ChatBanDurationId = 'WEEK';

/** The minutes to send for a choice (null: permanent). */
export const minutesOf = (id: ChatBanDurationId): number | null =>
  CHAT_BAN_DURATIONS.find((d) => d.id === id)?.minutes ?? null;

/** A ban's end: its date and time, or "Permanent". */
export const banUntilLabel = (until: string | null, t: Translate = englishText): string =>
  until ? formatDateTime(until) : t('console.chat-bans.list.permanent');
