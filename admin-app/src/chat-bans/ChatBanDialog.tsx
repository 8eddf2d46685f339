import { CHAT_TEXT_MAX, type TUserListItem } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { MemberPicker } from '../components/MemberPicker.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
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

/**
 * A button (`label`) opening the ban-from-chat dialog: the member (`member`, or picked in the dialog),
 * a duration (1, 7 or 30 days, or permanent) and a required reason; the chat-bans provider's
 * `banChatMember` sends it. The member leaves every group at once and can neither send nor read until
 * the ban ends; a new ban replaces the current one.
 */
export const ChatBanDialog = ({ label, member }: { label: string; member?: BanTarget }) => {
  const allowed = useCan('adminBanChatMember');
  const dataProvider = useDataProvider<ChatBansDataProvider>();
  const [duration, setDuration] = useState<ChatBanDurationId>(DEFAULT_CHAT_BAN_DURATION);
  const [picked, setPicked] = useState<TUserListItem | null>(null);
  const [memberError, setMemberError] = useState(false);
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: BanChatMemberParams) => dataProvider.banChatMember(CHAT_BANS_RESOURCE, params),
    success: () => 'The member has been banned from chat.',
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
    submit('Please give the reason for this ban.', (trimmed) => ({
      memberId,
      durationMinutes: minutesOf(duration),
      reason: trimmed,
    }));
  };
  if (!allowed) return null;

  return (
    <>
      <Button variant="outlined" color="error" onClick={open}>
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={member ? `Ban ${member.name} from chat?` : 'Ban a member from chat?'}
        titleId="chat-ban-title"
        intro={
          <DialogContentText>
            {`${member?.name ?? 'The member'} will be removed from every group at once and cannot send or read chat messages until the ban ends.`}
            {member?.banned ? ' Their current chat ban is replaced by this one.' : ''}
            {' This is recorded with your name and the reason.'}
          </DialogContentText>
        }
        confirm="Ban from chat"
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
            {...(memberError ? { helperText: 'Please choose the member to ban.' } : {})}
          />
        )}
        <FormControl>
          <FormLabel id={DURATION_LABEL_ID}>Duration</FormLabel>
          <RadioGroup
            row
            aria-labelledby={DURATION_LABEL_ID}
            name="chat-ban-duration"
            value={duration}
            onChange={(e) => setDuration(e.target.value as ChatBanDurationId)}
          >
            {CHAT_BAN_DURATIONS.map((d) => (
              <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={d.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <ReasonField value={reason} onChange={setReason} max={CHAT_TEXT_MAX} />
      </ConfirmDialog>
    </>
  );
};
