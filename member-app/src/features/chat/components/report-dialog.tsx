import { CHAT_REPORT_REASON_OPTIONS, CHAT_TEXT_MAX, type ChatReportReason } from '@barterbits/contracts';
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
import { useNotify } from '../../../stores/notify.ts';
import { useReportChatMessage } from '../api/report-chat-message.ts';

/** "Report message": a reason, and details (required for Other). */
export const ReportDialog = ({ messageId, onClose }: { messageId: string; onClose: () => void }) => {
  const [reason, setReason] = useState<ChatReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportChatMessage(messageId);
  const notify = useNotify();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason === '') return setError('Please choose a reason.');
    if (reason === 'OTHER' && details.trim() === '')
      return setError('Please tell us more about the problem.');
    setError(null);
    const trimmed = details.trim();
    report.mutate(
      { reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: (res) => {
          notify({ message: res.message ?? 'Thank you. Your report has been sent to our team.' });
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
        <DialogTitle id="report-title">Report message</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error || report.isError ? (
              <Alert severity="error">{error ?? report.error?.message}</Alert>
            ) : null}
            <TextField
              select
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as ChatReportReason)}
              required
            >
              {CHAT_REPORT_REASON_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Details"
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
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={report.isPending}>
            Send report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
