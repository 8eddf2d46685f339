/** Labels and select choices of the chat report enumerations, and how a reported message reads in a cell. */
import {
  CHAT_REPORT_REASON_OPTIONS,
  type ChatChannelKind,
  type ChatMessageKind,
  type ChatReportStatus,
} from '@barterbits/contracts';
import { reasonChoices } from '../components/reportReasons.ts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { ChipColor } from '../offers/offerLabels.ts';

export const CHAT_REPORT_STATUS_COLORS: Record<ChatReportStatus, ChipColor> = {
  OPEN: 'warning',
  DECLINED: 'default',
  ACTIONED: 'success',
};

/** The status filter's choices besides its empty one, "Open" (the server lists OPEN without a status). */
/** Each status's message, for the screens and the CSV export. */
export const CHAT_REPORT_STATUS_KEYS = {
  OPEN: 'console.chat-reports.status.OPEN',
  DECLINED: 'console.chat-reports.status.DECLINED',
  ACTIONED: 'console.chat-reports.status.ACTIONED',
} as const satisfies Record<ChatReportStatus, ConsoleKey>;

/** The status filter (open by default); names are messages, which react-admin translates. */
export const CHAT_REPORT_STATUS_CHOICES = [
  { id: 'DECLINED', name: 'console.chat-reports.status.DECLINED' },
  { id: 'ACTIONED', name: 'console.chat-reports.status.ACTIONED' },
  { id: 'ALL', name: 'console.chat-reports.status.ALL' },
];

/** The reason filter's choices; names are messages, which react-admin translates. */
export const CHAT_REPORT_REASON_CHOICES = reasonChoices(CHAT_REPORT_REASON_OPTIONS.map((o) => o.value));

/** Characters of a text message a list cell shows. */
const PREVIEW_MAX = 80;

/** A message in one line: its text (cut), "Image" or "Offer"; a system message's text. */
export function messagePreview(
  message: { kind: ChatMessageKind; text: string | null },
  t: Translate = englishText,
): string {
  if (message.kind === 'IMAGE') return t('console.chat-reports.show.image');
  if (message.kind === 'OFFER') return t('console.chat-reports.show.offer');
  const text = message.text ?? '';
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
}

/** The conversation: a group's name, or "One-to-one". */
export const channelLabel = (
  channel: { kind: ChatChannelKind; name: string | null },
  t: Translate = englishText,
): string =>
  channel.kind === 'GROUP'
    ? (channel.name ?? t('console.chat-reports.show.group'))
    : t('console.chat-reports.show.oneToOne');

/** A member as the console names them: "Sam Lee (sam@…)"; a deleted sender reads "Deleted account". */
export const partyLabel = (
  party: { name: string; email: string } | null,
  t: Translate = englishText,
): string => (party ? `${party.name} (${party.email})` : t('console.chat-reports.show.deletedAccount'));

/** The list's query string for every report of one conversation (its conversation filter shown). */
export const channelReportsSearch = (channelId: string): string =>
  `?${new URLSearchParams({
    filter: JSON.stringify({ status: 'ALL', channelId }),
    displayedFilters: JSON.stringify({ channelId: true }),
  })}`;
