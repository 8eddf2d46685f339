import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useChatImage } from '../api/load-chat-image.ts';

const FullImage = ({ url, onClose }: { url: string; onClose: () => void }) => {
  const t = useT();
  const { src, error } = useChatImage(url);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-label={t('chat.photo.label')}>
      <DialogContent sx={{ p: 1, display: 'flex', justifyContent: 'center', minWidth: 200, minHeight: 120 }}>
        {src ? (
          <Box
            component="img"
            src={src}
            alt={t('chat.photo.label')}
            sx={{ maxWidth: '100%', maxHeight: '80vh' }}
          />
        ) : error ? (
          <Typography color="error">{t('chat.photo.failed')}</Typography>
        ) : (
          <CircularProgress aria-label={t('chat.photo.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** A private chat photo: the thumbnail loaded through the authenticated client; pressing it opens the full one. */
export const ChatImage = ({ thumbUrl, url }: { thumbUrl: string; url: string }) => {
  const t = useT();
  const { src, error } = useChatImage(thumbUrl);
  const [open, setOpen] = useState(false);
  const box = { width: 200, maxWidth: '100%', height: 150, borderRadius: 1, bgcolor: 'grey.200' } as const;
  if (error) return <Typography variant="body2">{t('chat.photo.failed')}</Typography>;
  if (!src)
    return (
      <Box sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={t('chat.photo.loading')} />
      </Box>
    );
  return (
    <>
      <ButtonBase onClick={() => setOpen(true)} aria-label={t('chat.photo.open')} sx={{ borderRadius: 1 }}>
        <Box
          component="img"
          src={src}
          alt={t('chat.photo.label')}
          sx={{ ...box, objectFit: 'cover', display: 'block' }}
        />
      </ButtonBase>
      {open ? <FullImage url={url} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
