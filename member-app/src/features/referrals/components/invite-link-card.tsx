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
import { useT } from '../../../lib/i18n.ts';

/** The native share sheet, where the browser has one. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The member's invite link and code: Copy (clipboard, with a confirmation read out) and Share (the
 * native share sheet, where there is one). When the clipboard is refused the link is selected so it
 * can be copied by hand.
 */
export const InviteLinkCard = ({ link, code }: { link: string; code: string }) => {
  const t = useT();
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(link);
      setStatus(t('referrals.link.copied'));
    } catch (error) {
      console.error('Copying the invite link failed', error);
      inputRef.current?.select();
      setStatus(t('referrals.link.selected'));
    }
  };

  const share = async () => {
    try {
      const product = BRAND.productName;
      await navigator.share({
        title: t('referrals.link.shareTitle', { product }),
        text: t('referrals.link.shareText', { product }),
        url: link,
      });
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
        {t('referrals.link.heading')}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label={t('referrals.link.label')}
          value={link}
          fullWidth
          inputRef={inputRef}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ minHeight: 44 }}>
            {t('referrals.link.copy')}
          </Button>
          {canShare() ? (
            <Button variant="outlined" startIcon={<IosShareIcon />} onClick={share} sx={{ minHeight: 44 }}>
              {t('referrals.link.share')}
            </Button>
          ) : null}
        </Stack>
        <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 20 }}>
          {status}
        </Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('referrals.link.code')}
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
