import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useT } from '../i18n/useT.ts';
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
  const t = useT();
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
      notify(res.message ?? 'console.chat-bans.lift.done', { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!ban || !allowed) return null;

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('console.chat-bans.lift.button')}
      </Button>
      <ConfirmDialog
        open={open}
        error={error}
        busy={isPending}
        onClose={close}
        title={t('console.chat-bans.lift.titleOf', { name: ban.member.displayName })}
        titleId={`lift-chat-ban-${ban.id}-title`}
        intro={
          <DialogContentText>
            {t('console.chat-bans.lift.text', { name: ban.member.displayName })}
          </DialogContentText>
        }
        confirm={t('console.chat-bans.lift.button')}
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
