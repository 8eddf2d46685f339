import { CHAT_TEXT_MAX, type TUserListItem } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { MemberPicker } from '../components/MemberPicker.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import {
  CHAT_BAN_DURATIONS,
  type ChatBanDurationId,
  DEFAULT_CHAT_BAN_DURATION,
  minutesOf,
} from './chatBanDurations.ts';
import {
  type BanChatMemberParams,
  CHAT_BANS_RESOURCE,
  type ChatBansDataProvider,
} from './chatBansDataProvider.ts';

/** The member a ban is for when it is known (a report's sender); `banned` when a ban is in force. */
export interface BanTarget {
  id: string;
  name: string;
  banned: boolean;
}

const DURATION_LABEL_ID = 'chat-ban-duration-label';

/** Each duration's message. */
const DURATION_KEYS = {
  DAY: 'console.chat-bans.ban.durations.DAY',
  WEEK: 'console.chat-bans.ban.durations.WEEK',
  MONTH: 'console.chat-bans.ban.durations.MONTH',
  PERMANENT: 'console.chat-bans.ban.durations.PERMANENT',
} as const satisfies Record<ChatBanDurationId, ConsoleKey>;

/**
 * A button (`label`, a message or plain text) opening the ban-from-chat dialog: the member (`member`, or picked in the dialog),
 * a duration (1, 7 or 30 days, or permanent) and a required reason; the chat-bans provider's
 * `banChatMember` sends it. The member leaves every group at once and can neither send nor read until
 * the ban ends; a new ban replaces the current one.
 */
export const ChatBanDialog = ({ label, member }: { label: string; member?: BanTarget }) => {
  const allowed = useCan('adminBanChatMember');
  const dataProvider = useDataProvider<ChatBansDataProvider>();
  const t = useT();
  const translate = useTranslate();
  const [duration, setDuration] = useState<ChatBanDurationId>(DEFAULT_CHAT_BAN_DURATION);
  const [picked, setPicked] = useState<TUserListItem | null>(null);
  const [memberError, setMemberError] = useState(false);
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: BanChatMemberParams) => dataProvider.banChatMember(CHAT_BANS_RESOURCE, params),
    success: () => 'console.chat-bans.ban.done',
  });

  const open = () => {
    setDuration(DEFAULT_CHAT_BAN_DURATION);
    setPicked(null);
    setMemberError(false);
    show();
  };
  const memberId = member?.id ?? picked?.id;
  const onSubmit = () => {
    setMemberError(!memberId);
    if (!memberId) return;
    submit(t('console.chat-bans.ban.reasonMissing'), (trimmed) => ({
      memberId,
      durationMinutes: minutesOf(duration),
      reason: trimmed,
    }));
  };
  if (!allowed) return null;

  return (
    <>
      <Button variant="outlined" color="error" onClick={open}>
        {translate(label, { _: label })}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={
          member
            ? t('console.chat-bans.ban.titleOf', { name: member.name })
            : t('console.chat-bans.ban.title')
        }
        titleId="chat-ban-title"
        intro={
          <DialogContentText>
            {t('console.chat-bans.ban.text', { name: member?.name ?? t('console.chat-bans.ban.theMember') })}
            {member?.banned ? t('console.chat-bans.ban.replaces') : ''}
            {t('console.chat-bans.ban.recorded')}
          </DialogContentText>
        }
        confirm={t('console.chat-bans.ban.confirm')}
        onSubmit={onSubmit}
      >
        {member ? null : (
          <MemberPicker
            value={picked}
            onChange={(m) => {
              setPicked(m);
              setMemberError(false);
            }}
            error={memberError}
            {...(memberError ? { helperText: t('console.chat-bans.ban.memberMissing') } : {})}
          />
        )}
        <FormControl>
          <FormLabel id={DURATION_LABEL_ID}>{t('console.chat-bans.ban.duration')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={DURATION_LABEL_ID}
            name="chat-ban-duration"
            value={duration}
            onChange={(e) => setDuration(e.target.value as ChatBanDurationId)}
          >
            {CHAT_BAN_DURATIONS.map((d) => (
              <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={t(DURATION_KEYS[d.id])} />
            ))}
          </RadioGroup>
        </FormControl>
        <ReasonField value={reason} onChange={setReason} max={CHAT_TEXT_MAX} />
      </ConfirmDialog>
    </>
  );
};
