import { CHAT_GROUP_NAME_MAX, CHAT_MESSAGES, PAGES, ZChatGroupName } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useCreateChannel } from '../api/create-channel.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';

/** "New group": a name (80 characters at most) and optional members; opens the new group. */
export const NewGroupDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<PickedMember[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateChannel();
  const navigate = useNavigate();
  const notify = useNotify();

  const close = () => {
    if (create.isPending) return;
    setName('');
    setMembers([]);
    setNameError(null);
    create.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChatGroupName.safeParse(name);
    if (!parsed.success) {
      setNameError(
        parsed.error.issues[0]?.message === CHAT_MESSAGES.nameMax
          ? t('chat.newGroup.nameMax', { max: CHAT_GROUP_NAME_MAX })
          : t('chat.newGroup.nameRequired'),
      );
      return;
    }
    setNameError(null);
    create.mutate(
      { name: parsed.data, memberIds: members.map((m) => m.id) },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('chat.newGroup.created') });
          close();
          navigate(`${PAGES.chat.path}?channel=${res.data.id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-group-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-group-title">{t('chat.newGroup.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError ? <Alert severity="error">{create.error.message}</Alert> : null}
            <TextField
              label={t('chat.newGroup.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={nameError !== null}
              helperText={nameError ?? `${name.trim().length}/${CHAT_GROUP_NAME_MAX}`}
              autoFocus
            />
            <MemberPicker value={members} onChange={setMembers} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('chat.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('chat.newGroup.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
