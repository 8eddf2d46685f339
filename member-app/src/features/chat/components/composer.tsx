import { isApiError } from '@barterbits/api-client';
import { CHAT_TEXT_MAX } from '@barterbits/contracts';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { sendTyping } from '../../../lib/live.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { uploadChatImage } from '../api/upload-chat-image.ts';
import type { OutboxContent } from '../lib/outbox.ts';

/** Typing indicators are sent at most this often. */
const TYPING_EVERY_MS = 2000;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * The message box: a text area (249 characters, with a counter; Enter sends, Shift+Enter starts a
 * line), a photo button (uploaded with progress, then sent), or the reason when the member cannot send.
 */
export const Composer = ({
  channelId,
  disabledReason,
  onSend,
}: {
  channelId: string;
  /** Why the member cannot send now (muted, frozen, blocked), or null. */
  disabledReason: string | null;
  onSend: (content: OutboxContent) => void;
}) => {
  const t = useT();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = disabledReason !== null;
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_TEXT_MAX;
  const canSend = !disabled && trimmed.length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend({ kind: 'TEXT', text: trimmed });
    setText('');
    lastTyping.current = 0;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() !== '' && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(channelId);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    try {
      const image = await uploadChatImage(file, setProgress);
      onSend({ kind: 'IMAGE', uploadId: image.uploadId });
    } catch (e) {
      setUploadError(
        isApiError(e) && e.status === 0
          ? t('chat.composer.offline')
          : e instanceof Error
            ? e.message
            : t('chat.composer.uploadFailed'),
      );
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (disabled) {
    return (
      <Alert severity="info" sx={{ m: 1 }} role="status">
        {disabledReason}
      </Alert>
    );
  }

  return (
    <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('chat.composer.uploading')}
          sx={{ mb: 1 }}
        />
      ) : null}
      {uploadError ? (
        <Alert severity="error" onClose={() => setUploadError(null)} sx={{ mb: 1 }}>
          {uploadError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <IconButton
          aria-label={t('chat.composer.sendPhoto')}
          onClick={() => fileInput.current?.click()}
          disabled={progress !== null}
          sx={{ width: 44, height: 44 }}
        >
          <PhotoCameraOutlinedIcon />
        </IconButton>
        <Box
          component="input"
          ref={fileInput}
          type="file"
          data-testid="chat-photo-input"
          accept={IMAGE_TYPES}
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
          sx={visuallyHidden}
        />
        <TextField
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          error={tooLong}
          // A 44 px touch target, as everywhere in the app (the small field is 40 px).
          sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
          slotProps={{
            htmlInput: {
              'aria-label': t('chat.composer.message'),
              'aria-describedby': `chat-counter-${channelId}`,
            },
          }}
        />
        <IconButton
          aria-label={t('chat.composer.send')}
          color="primary"
          onClick={send}
          disabled={!canSend}
          sx={{ width: 44, height: 44 }}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      <Typography
        id={`chat-counter-${channelId}`}
        variant="caption"
        color={tooLong ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right', pr: 6 }}
      >
        {tooLong ? `${t('chat.composer.tooLong', { max: CHAT_TEXT_MAX })} ` : ''}
        {trimmed.length}/{CHAT_TEXT_MAX}
      </Typography>
    </Box>
  );
};
