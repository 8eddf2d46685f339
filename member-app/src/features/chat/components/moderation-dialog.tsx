import { CHAT_TEXT_MAX } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';

/** The durations offered for a mute or a ban, in minutes (null: permanent). */
export const MODERATION_DURATIONS = [
  { value: '60', label: 'chat.moderation.hour', minutes: 60 },
  { value: '1440', label: 'chat.moderation.day', minutes: 1440 },
  { value: '10080', label: 'chat.moderation.week', minutes: 10080 },
  { value: 'permanent', label: 'chat.moderation.permanent', minutes: null },
] as const satisfies readonly { value: string; label: keyof Messages; minutes: number | null }[];

/** What a mute or ban sends: a duration (null: permanent) and the reason. */
export interface ModerationInput {
  durationMinutes: number | null;
  reason: string;
}

/** "Mute <name>" / "Ban <name>": a duration and a required reason, confirmed by its button. */
export const ModerationDialog = ({
  action,
  memberName,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  action: 'mute' | 'ban';
  memberName: string;
  pending: boolean;
  error: string | null;
  onConfirm: (input: ModerationInput) => void;
  onClose: () => void;
}) => {
  const t = useT();
  const [duration, setDuration] = useState<string>('60');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') return setReasonError(t('chat.moderation.reasonRequired'));
    setReasonError(null);
    const choice = MODERATION_DURATIONS.find((d) => d.value === duration) ?? MODERATION_DURATIONS[0];
    onConfirm({ durationMinutes: choice.minutes, reason: reason.trim() });
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="moderation-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="moderation-title">
          {action === 'mute'
            ? t('chat.moderation.muteTitle', { name: memberName })
            : t('chat.moderation.banTitle', { name: memberName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {action === 'mute' ? t('chat.moderation.muteHint') : t('chat.moderation.banHint')}
            </DialogContentText>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <FormControl>
              <FormLabel id="moderation-duration">{t('chat.moderation.duration')}</FormLabel>
              <RadioGroup
                aria-labelledby="moderation-duration"
                value={duration}
                onChange={(e) => setDuration(e.target.value)}
              >
                {MODERATION_DURATIONS.map((d) => (
                  <FormControlLabel key={d.value} value={d.value} control={<Radio />} label={t(d.label)} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t('chat.moderation.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              error={reasonError !== null}
              helperText={reasonError ?? `${reason.length}/${CHAT_TEXT_MAX}`}
              slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('chat.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending}>
            {action === 'mute' ? t('chat.moderation.mute') : t('chat.moderation.ban')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
