import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import { CHAT_BANS_RESOURCE, type ChatBanRecord, type ChatBansDataProvider } from './chatBansDataProvider.ts';

/**
 * "Lift ban" on a chat-bans row: a confirmation, then the chat-bans provider's `unbanChatMember`.
 * The member may chat again at once (they are not put back in the groups they were removed from).
 */
export const ChatBanLift = () => {
  const allowed = useCan('adminUnbanChatMember');
  const ban = useRecordContext<ChatBanRecord>();
  const dataProvider = useDataProvider<ChatBansDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (memberId: string) => dataProvider.unbanChatMember(CHAT_BANS_RESOURCE, { memberId }),
    onSuccess: (res) => {
      notify(res.message ?? 'The ban has been lifted.', { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!ban || !allowed) return null;

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Lift ban
      </Button>
      <ConfirmDialog
        open={open}
        error={error}
        busy={isPending}
        onClose={close}
        title={`Lift the chat ban of ${ban.member.displayName}?`}
        titleId={`lift-chat-ban-${ban.id}-title`}
        intro={
          <DialogContentText>
            {ban.member.displayName} can send and read chat messages again at once. They are not added back to
            the groups they were removed from.
          </DialogContentText>
        }
        confirm="Lift ban"
        onSubmit={() => {
          setError(null);
          mutate(ban.member.id);
        }}
      >
        {null}
      </ConfirmDialog>
    </>
  );
};
