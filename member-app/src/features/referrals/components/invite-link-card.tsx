import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { BRAND } from '../../../lib/brand.ts';

const SHARE_TEXT = `Join me on ${BRAND.productName}: trade offers with neighbours using BITS.`;

/** The native share sheet, where the browser has one. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The member's invite link and code: Copy (clipboard, with a confirmation read out) and Share (the
 * native share sheet, where there is one). When the clipboard is refused the link is selected so it
 * can be copied by hand.
 */
export const InviteLinkCard = ({ link, code }: { link: string; code: string }) => {
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(link);
      setStatus('Link copied! Paste it in a message to your friend.');
    } catch (error) {
      console.error('Copying the invite link failed', error);
      inputRef.current?.select();
      setStatus('The link is selected: copy it with your keyboard or menu.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: `Join ${BRAND.productName}`, text: SHARE_TEXT, url: link });
    } catch (error) {
      // Closing the share sheet is not an error worth showing.
      if ((error as Error)?.name !== 'AbortError') console.error('Sharing the invite link failed', error);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invite-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="invite-link-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Your invite link
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label="Invite link"
          value={link}
          fullWidth
          inputRef={inputRef}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ minHeight: 44 }}>
            Copy link
          </Button>
          {canShare() ? (
            <Button variant="outlined" startIcon={<IosShareIcon />} onClick={share} sx={{ minHeight: 44 }}>
              Share
            </Button>
          ) : null}
        </Stack>
        <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 20 }}>
          {status}
        </Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Or give your friend your invite code to enter when they sign up:
          </Typography>
          <Typography
            data-testid="invite-code"
            sx={{ fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.12em' }}
          >
            {code}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
};
