import { formatDateTime, PAGES, type TChatChannelDetails, type TChatMember } from '@barterbits/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { type T, useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useBanMember } from '../api/ban-member.ts';
import { useSetChannelFrozen } from '../api/freeze-channel.ts';
import { useChannelBans } from '../api/get-ban-user.ts';
import { useChannelMembers } from '../api/get-members.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useLeaveGroup } from '../api/leave-group.ts';
import { useMuteMember } from '../api/mute-member.ts';
import { useRegisterAsOperator } from '../api/register-as-operator.ts';
import { useUnBanMember } from '../api/un-ban-member.ts';
import { useUnMuteMember } from '../api/un-mute-member.ts';
import { useUnRegisterAsOperator } from '../api/un-register-as-operator.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import { ModerationDialog, type ModerationInput } from './moderation-dialog.tsx';

/** An action waiting for confirmation. */
type Pending =
  | { kind: 'makeOperator' | 'removeOperator' | 'unmute' | 'unban'; memberId: string; name: string }
  | { kind: 'mute' | 'ban'; memberId: string; name: string }
  | { kind: 'freeze' | 'unfreeze' | 'leave' };

/** The confirmation of each action: its title (naming the member), body, button and done message. */
const CONFIRM_TEXT = {
  makeOperator: {
    title: 'chat.confirm.makeOperator.title',
    body: 'chat.confirm.makeOperator.body',
    label: 'chat.confirm.makeOperator.label',
    done: 'chat.confirm.makeOperator.done',
  },
  removeOperator: {
    title: 'chat.confirm.removeOperator.title',
    body: 'chat.confirm.removeOperator.body',
    label: 'chat.confirm.removeOperator.label',
    done: 'chat.confirm.removeOperator.done',
  },
  unmute: {
    title: 'chat.confirm.unmute.title',
    body: 'chat.confirm.unmute.body',
    label: 'chat.confirm.unmute.label',
    done: 'chat.confirm.unmute.done',
  },
  unban: {
    title: 'chat.confirm.unban.title',
    body: 'chat.confirm.unban.body',
    label: 'chat.confirm.unban.label',
    done: 'chat.confirm.unban.done',
  },
  freeze: {
    title: 'chat.confirm.freeze.title',
    body: 'chat.confirm.freeze.body',
    label: 'chat.confirm.freeze.label',
    done: 'chat.confirm.freeze.done',
  },
  unfreeze: {
    title: 'chat.confirm.unfreeze.title',
    body: 'chat.confirm.unfreeze.body',
    label: 'chat.confirm.unfreeze.label',
    done: 'chat.confirm.unfreeze.done',
  },
  leave: {
    title: 'chat.confirm.leave.title',
    body: 'chat.confirm.leave.body',
    label: 'chat.confirm.leave.label',
    done: 'chat.confirm.leave.done',
  },
} as const satisfies Record<
  Exclude<Pending['kind'], 'mute' | 'ban'>,
  { title: keyof Messages; body: keyof Messages; label: keyof Messages; done: keyof Messages }
>;

const muteLabel = (t: T, m: TChatMember) =>
  m.mutedPermanently
    ? t('chat.details.muted')
    : m.mutedUntil
      ? t('chat.details.mutedUntil', { date: formatDateTime(m.mutedUntil) })
      : null;

const MemberRow = ({
  member,
  isMe,
  canModerate,
  onAction,
}: {
  member: TChatMember;
  isMe: boolean;
  canModerate: boolean;
  onAction: (p: Pending) => void;
}) => {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const muted = muteLabel(t, member);
  const pick = (p: Pending) => {
    setAnchor(null);
    onAction(p);
  };
  const target = { memberId: member.id, name: member.displayName };
  return (
    <ListItem
      secondaryAction={
        canModerate ? (
          <>
            <IconButton
              aria-label={t('chat.details.actions', { name: member.displayName })}
              onClick={(e) => setAnchor(e.currentTarget)}
              sx={{ width: 44, height: 44 }}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              {member.isOperator ? (
                <MenuItem onClick={() => pick({ kind: 'removeOperator', ...target })}>
                  {t('chat.details.removeOperator')}
                </MenuItem>
              ) : (
                <MenuItem onClick={() => pick({ kind: 'makeOperator', ...target })}>
                  {t('chat.details.makeOperator')}
                </MenuItem>
              )}
              {!isMe && !member.isOperator
                ? [
                    muted ? (
                      <MenuItem key="unmute" onClick={() => pick({ kind: 'unmute', ...target })}>
                        {t('chat.details.unmute')}
                      </MenuItem>
                    ) : (
                      <MenuItem key="mute" onClick={() => pick({ kind: 'mute', ...target })}>
                        {t('chat.details.muteMenu')}
                      </MenuItem>
                    ),
                    <MenuItem key="ban" onClick={() => pick({ kind: 'ban', ...target })}>
                      {t('chat.details.banMenu')}
                    </MenuItem>,
                  ]
                : null}
            </Menu>
          </>
        ) : null
      }
    >
      <ListItemAvatar>
        <MemberAvatar name={member.displayName} photo={member.profilePhoto} />
      </ListItemAvatar>
      <ListItemText
        primary={isMe ? t('chat.details.you', { name: member.displayName }) : member.displayName}
        secondary={
          member.isOperator || muted ? (
            <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {member.isOperator ? (
                <Chip component="span" size="small" label={t('chat.details.operator')} color="primary" />
              ) : null}
              {muted ? <Chip component="span" size="small" label={muted} color="warning" /> : null}
            </Stack>
          ) : null
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </ListItem>
  );
};

/** A group's details: members (operator badges, mutes, moderation for operators), invitations, bans, freeze, leave. */
export const ChannelDetailsDialog = ({
  channel,
  myId,
  onClose,
}: {
  channel: TChatChannelDetails;
  myId: string;
  onClose: () => void;
}) => {
  const id = channel.id;
  const isOperator = channel.me.isOperator;
  const members = useChannelMembers(id);
  const bans = useChannelBans(id, isOperator);
  const [pending, setPending] = useState<Pending | null>(null);
  const [moderationError, setModerationError] = useState<string | null>(null);
  const [invitees, setInvitees] = useState<PickedMember[]>([]);
  const notify = useNotify();
  const navigate = useNavigate();
  const makeOperator = useRegisterAsOperator(id);
  const removeOperator = useUnRegisterAsOperator(id);
  const mute = useMuteMember(id);
  const unmute = useUnMuteMember(id);
  const ban = useBanMember(id);
  const unban = useUnBanMember(id);
  const freeze = useSetChannelFrozen(id);
  const leave = useLeaveGroup(id);
  const t = useT();
  const invite = useInviteMember(id);
  const busy = [makeOperator, removeOperator, mute, unmute, ban, unban, freeze, leave].some(
    (m) => m.isPending,
  );

  const run = async (action: () => Promise<{ message?: string | undefined }>, fallback: string) => {
    try {
      const res = await action();
      notify({ message: res.message ?? fallback });
      setPending(null);
      return true;
    } catch (e) {
      notify({ message: e instanceof Error ? e.message : t('chat.common.failed'), severity: 'error' });
      setPending(null);
      return false;
    }
  };

  const confirm = async () => {
    if (!pending) return;
    switch (pending.kind) {
      case 'makeOperator':
        return run(() => makeOperator.mutateAsync(pending.memberId), t(CONFIRM_TEXT.makeOperator.done));
      case 'removeOperator':
        return run(() => removeOperator.mutateAsync(pending.memberId), t(CONFIRM_TEXT.removeOperator.done));
      case 'unmute':
        return run(() => unmute.mutateAsync(pending.memberId), t(CONFIRM_TEXT.unmute.done));
      case 'unban':
        return run(() => unban.mutateAsync(pending.memberId), t(CONFIRM_TEXT.unban.done));
      case 'freeze':
        return run(() => freeze.mutateAsync(true), t(CONFIRM_TEXT.freeze.done));
      case 'unfreeze':
        return run(() => freeze.mutateAsync(false), t(CONFIRM_TEXT.unfreeze.done));
      case 'leave':
        if (await run(() => leave.mutateAsync(), t(CONFIRM_TEXT.leave.done))) {
          onClose();
          navigate(PAGES.chat.path, { replace: true });
        }
        return;
      default:
        return;
    }
  };

  const moderate = async (input: ModerationInput) => {
    if (!pending || (pending.kind !== 'mute' && pending.kind !== 'ban')) return;
    const body = { memberId: pending.memberId, durationMinutes: input.durationMinutes, reason: input.reason };
    try {
      const res = pending.kind === 'mute' ? await mute.mutateAsync(body) : await ban.mutateAsync(body);
      notify({
        message:
          res.message ??
          (pending.kind === 'mute' ? t('chat.details.mutedDone') : t('chat.details.bannedDone')),
      });
      setPending(null);
      setModerationError(null);
    } catch (e) {
      setModerationError(e instanceof Error ? e.message : t('chat.common.failed'));
    }
  };

  const addMembers = () =>
    invite.mutate(
      invitees.map((m) => m.id),
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('chat.details.added') });
          setInvitees([]);
        },
      },
    );

  const confirmIds =
    pending && pending.kind !== 'mute' && pending.kind !== 'ban' ? CONFIRM_TEXT[pending.kind] : null;
  const confirmText = confirmIds
    ? {
        title: t(confirmIds.title, { name: pending && 'name' in pending ? pending.name : '' }),
        body: t(confirmIds.body),
        label: t(confirmIds.label),
      }
    : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="channel-details-title"
      scroll="paper"
    >
      <DialogTitle id="channel-details-title">{channel.name}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography color="text.secondary">
            {t('chat.details.memberCount', { count: channel.memberCount })}
          </Typography>
          {channel.frozen ? <Chip size="small" label={t('chat.details.frozen')} color="info" /> : null}
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          {t('chat.details.members')}
        </Typography>
        {members.isPending ? (
          <CircularProgress aria-label={t('chat.details.loadingMembers')} />
        ) : members.isError ? (
          <LoadError message={members.error.message} onRetry={() => void members.refetch()} />
        ) : (
          <List aria-label={t('chat.details.members')} dense>
            {members.data.map((m) => (
              <MemberRow
                key={m.id}
                member={m}
                isMe={m.id === myId}
                canModerate={isOperator}
                onAction={(p) => {
                  setModerationError(null);
                  setPending(p);
                }}
              />
            ))}
          </List>
        )}
        {!channel.frozen || isOperator ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {invite.isError ? <Alert severity="error">{invite.error.message}</Alert> : null}
            <MemberPicker
              label={t('chat.details.invite')}
              value={invitees}
              onChange={setInvitees}
              exclude={members.data?.map((m) => m.id) ?? []}
            />
            <Button
              variant="outlined"
              onClick={addMembers}
              disabled={invitees.length === 0}
              loading={invite.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('chat.details.add')}
            </Button>
          </Stack>
        ) : null}
        {isOperator ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('chat.details.banned')}
            </Typography>
            {bans.isPending ? (
              <CircularProgress aria-label={t('chat.details.loadingBanned')} />
            ) : bans.isError ? (
              <LoadError message={bans.error.message} onRetry={() => void bans.refetch()} />
            ) : bans.data.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('chat.details.noBans')}
              </Typography>
            ) : (
              <List aria-label={t('chat.details.bannedList')} dense>
                {bans.data.map((b) => (
                  <ListItem
                    key={b.id}
                    secondaryAction={
                      <Button
                        aria-label={t('chat.details.unbanLabel', { name: b.member.displayName })}
                        onClick={() =>
                          setPending({ kind: 'unban', memberId: b.member.id, name: b.member.displayName })
                        }
                        sx={{ minHeight: 44 }}
                      >
                        {t('chat.details.unban')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={b.member.displayName}
                      secondary={
                        b.until
                          ? t('chat.details.banUntil', { date: formatDateTime(b.until), reason: b.reason })
                          : t('chat.details.banPermanent', { reason: b.reason })
                      }
                      sx={{ pr: 10 }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {isOperator ? (
          <Button
            color="warning"
            onClick={() => setPending({ kind: channel.frozen ? 'unfreeze' : 'freeze' })}
          >
            {channel.frozen ? t('chat.details.unfreeze') : t('chat.details.freeze')}
          </Button>
        ) : null}
        <Button color="error" onClick={() => setPending({ kind: 'leave' })}>
          {t('chat.details.leave')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('chat.common.close')}
        </Button>
      </DialogActions>
      {confirmText ? (
        <ConfirmDialog
          open
          title={confirmText.title}
          confirmLabel={confirmText.label}
          cancelLabel={t('chat.common.cancel')}
          danger={pending?.kind === 'leave' || pending?.kind === 'freeze'}
          pending={busy}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        >
          {confirmText.body}
        </ConfirmDialog>
      ) : null}
      {pending && (pending.kind === 'mute' || pending.kind === 'ban') ? (
        <ModerationDialog
          action={pending.kind}
          memberName={pending.name}
          pending={mute.isPending || ban.isPending}
          error={moderationError}
          onConfirm={(input) => void moderate(input)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Dialog>
  );
};
