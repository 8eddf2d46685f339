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

const CONFIRM_TEXT = {
  makeOperator: (name: string) => ({
    title: `Make ${name} an operator?`,
    body: 'Operators can add operators, mute, ban and freeze the group.',
    label: 'Make operator',
  }),
  removeOperator: (name: string) => ({
    title: `Remove ${name} as operator?`,
    body: 'They stay in the group as a member.',
    label: 'Remove operator',
  }),
  unmute: (name: string) => ({
    title: `Unmute ${name}?`,
    body: 'They can send messages again.',
    label: 'Unmute',
  }),
  unban: (name: string) => ({
    title: `Unban ${name}?`,
    body: 'They can be invited to the group again.',
    label: 'Unban',
  }),
  freeze: () => ({
    title: 'Freeze this group?',
    body: 'Only operators can send messages while the group is frozen.',
    label: 'Freeze',
  }),
  unfreeze: () => ({
    title: 'Unfreeze this group?',
    body: 'Every member can send messages again.',
    label: 'Unfreeze',
  }),
  leave: () => ({
    title: 'Leave this group?',
    body: 'You will no longer see its messages unless someone adds you again.',
    label: 'Leave group',
  }),
} as const;

const muteLabel = (m: TChatMember) =>
  m.mutedPermanently ? 'Muted' : m.mutedUntil ? `Muted until ${formatDateTime(m.mutedUntil)}` : null;

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const muted = muteLabel(member);
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
              aria-label={`Actions for ${member.displayName}`}
              onClick={(e) => setAnchor(e.currentTarget)}
              sx={{ width: 44, height: 44 }}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              {member.isOperator ? (
                <MenuItem onClick={() => pick({ kind: 'removeOperator', ...target })}>
                  Remove operator
                </MenuItem>
              ) : (
                <MenuItem onClick={() => pick({ kind: 'makeOperator', ...target })}>Make operator</MenuItem>
              )}
              {!isMe && !member.isOperator
                ? [
                    muted ? (
                      <MenuItem key="unmute" onClick={() => pick({ kind: 'unmute', ...target })}>
                        Unmute
                      </MenuItem>
                    ) : (
                      <MenuItem key="mute" onClick={() => pick({ kind: 'mute', ...target })}>
                        Mute…
                      </MenuItem>
                    ),
                    <MenuItem key="ban" onClick={() => pick({ kind: 'ban', ...target })}>
                      Ban…
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
        primary={isMe ? `${member.displayName} (you)` : member.displayName}
        secondary={
          member.isOperator || muted ? (
            <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {member.isOperator ? (
                <Chip component="span" size="small" label="Operator" color="primary" />
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
      notify({ message: e instanceof Error ? e.message : 'Something went wrong.', severity: 'error' });
      setPending(null);
      return false;
    }
  };

  const confirm = async () => {
    if (!pending) return;
    switch (pending.kind) {
      case 'makeOperator':
        return run(() => makeOperator.mutateAsync(pending.memberId), 'The member is now an operator.');
      case 'removeOperator':
        return run(
          () => removeOperator.mutateAsync(pending.memberId),
          'The member is no longer an operator.',
        );
      case 'unmute':
        return run(() => unmute.mutateAsync(pending.memberId), 'The member can send messages again.');
      case 'unban':
        return run(() => unban.mutateAsync(pending.memberId), 'The ban has been lifted.');
      case 'freeze':
        return run(() => freeze.mutateAsync(true), 'The conversation has been frozen.');
      case 'unfreeze':
        return run(() => freeze.mutateAsync(false), 'The conversation is no longer frozen.');
      case 'leave':
        if (await run(() => leave.mutateAsync(), 'You have left the group.')) {
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
          (pending.kind === 'mute' ? 'The member has been muted.' : 'The member has been banned.'),
      });
      setPending(null);
      setModerationError(null);
    } catch (e) {
      setModerationError(e instanceof Error ? e.message : 'Something went wrong.');
    }
  };

  const addMembers = () =>
    invite.mutate(
      invitees.map((m) => m.id),
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? 'The members have been added.' });
          setInvitees([]);
        },
      },
    );

  const confirmText =
    pending && pending.kind !== 'mute' && pending.kind !== 'ban'
      ? CONFIRM_TEXT[pending.kind]('name' in pending ? pending.name : '')
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
            {channel.memberCount} {channel.memberCount === 1 ? 'member' : 'members'}
          </Typography>
          {channel.frozen ? <Chip size="small" label="Frozen" color="info" /> : null}
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          Members
        </Typography>
        {members.isPending ? (
          <CircularProgress aria-label="Loading members" />
        ) : members.isError ? (
          <LoadError message={members.error.message} onRetry={() => void members.refetch()} />
        ) : (
          <List aria-label="Members" dense>
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
              label="Invite members"
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
              Add members
            </Button>
          </Stack>
        ) : null}
        {isOperator ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Banned
            </Typography>
            {bans.isPending ? (
              <CircularProgress aria-label="Loading banned members" />
            ) : bans.isError ? (
              <LoadError message={bans.error.message} onRetry={() => void bans.refetch()} />
            ) : bans.data.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No one is banned from this group.
              </Typography>
            ) : (
              <List aria-label="Banned members" dense>
                {bans.data.map((b) => (
                  <ListItem
                    key={b.id}
                    secondaryAction={
                      <Button
                        aria-label={`Unban ${b.member.displayName}`}
                        onClick={() =>
                          setPending({ kind: 'unban', memberId: b.member.id, name: b.member.displayName })
                        }
                        sx={{ minHeight: 44 }}
                      >
                        Unban
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={b.member.displayName}
                      secondary={`${b.until ? `Until ${formatDateTime(b.until)}` : 'Permanent'} · ${b.reason}`}
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
            {channel.frozen ? 'Unfreeze group' : 'Freeze group'}
          </Button>
        ) : null}
        <Button color="error" onClick={() => setPending({ kind: 'leave' })}>
          Leave group
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
      {confirmText ? (
        <ConfirmDialog
          open
          title={confirmText.title}
          confirmLabel={confirmText.label}
          cancelLabel="Cancel"
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
