import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useChatImage } from '../api/load-chat-image.ts';

const FullImage = ({ url, onClose }: { url: string; onClose: () => void }) => {
  const { src, error } = useChatImage(url);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-label="Photo">
      <DialogContent sx={{ p: 1, display: 'flex', justifyContent: 'center', minWidth: 200, minHeight: 120 }}>
        {src ? (
          <Box component="img" src={src} alt="Photo" sx={{ maxWidth: '100%', maxHeight: '80vh' }} />
        ) : error ? (
          <Typography color="error">The photo could not be loaded.</Typography>
        ) : (
          <CircularProgress aria-label="Loading photo" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

/** A private chat photo: the thumbnail loaded through the authenticated client; pressing it opens the full one. */
export const ChatImage = ({ thumbUrl, url }: { thumbUrl: string; url: string }) => {
  const { src, error } = useChatImage(thumbUrl);
  const [open, setOpen] = useState(false);
  const box = { width: 200, maxWidth: '100%', height: 150, borderRadius: 1, bgcolor: 'grey.200' } as const;
  if (error) return <Typography variant="body2">The photo could not be loaded.</Typography>;
  if (!src)
    return (
      <Box sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label="Loading photo" />
      </Box>
    );
  return (
    <>
      <ButtonBase onClick={() => setOpen(true)} aria-label="Open photo" sx={{ borderRadius: 1 }}>
        <Box component="img" src={src} alt="Photo" sx={{ ...box, objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      {open ? <FullImage url={url} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
