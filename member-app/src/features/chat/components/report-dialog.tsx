import { CHAT_REPORT_REASONS, CHAT_TEXT_MAX, type ChatReportReason } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useReportChatMessage } from '../api/report-chat-message.ts';

/** The words of each reason (the contracts' `CHAT_REPORT_REASON_LABELS`, in the app's language). */
const REASON_LABEL = {
  ITS_SPAM: 'chat.reason.ITS_SPAM',
  HARASSMENT: 'chat.reason.HARASSMENT',
  OFFENSIVE_OR_INAPPROPRIATE: 'chat.reason.OFFENSIVE_OR_INAPPROPRIATE',
  ADULT_CONTENT: 'chat.reason.ADULT_CONTENT',
  SCAM_OR_FRAUD: 'chat.reason.SCAM_OR_FRAUD',
  PERSONAL_INFORMATION: 'chat.reason.PERSONAL_INFORMATION',
  OTHER: 'chat.reason.OTHER',
} as const satisfies Record<ChatReportReason, keyof Messages>;

/** "Report message": a reason, and details (required for Other). */
export const ReportDialog = ({ messageId, onClose }: { messageId: string; onClose: () => void }) => {
  const t = useT();
  const [reason, setReason] = useState<ChatReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportChatMessage(messageId);
  const notify = useNotify();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason === '') return setError(t('chat.report.chooseReason'));
    if (reason === 'OTHER' && details.trim() === '') return setError(t('chat.report.tellMore'));
    setError(null);
    const trimmed = details.trim();
    report.mutate(
      { reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? t('chat.report.sent') });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={report.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="report-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="report-title">{t('chat.report.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error || report.isError ? (
              <Alert severity="error">{error ?? report.error?.message}</Alert>
            ) : null}
            <TextField
              select
              label={t('chat.report.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value as ChatReportReason)}
              required
            >
              {CHAT_REPORT_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(REASON_LABEL[r])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('chat.report.details')}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              required={reason === 'OTHER'}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX } }}
              helperText={`${details.length}/${CHAT_TEXT_MAX}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.isPending}>
            {t('chat.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={report.isPending}>
            {t('chat.report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
