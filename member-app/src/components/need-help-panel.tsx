import { PAGES } from '@barterbits/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth.tsx';
import { BRAND, isInAppPath } from '../lib/brand.ts';
import { tOr, useT } from '../lib/i18n.ts';
import { touchTargetLink } from '../lib/touch-target.ts';

/**
 * Where the popover's feedback links lead: signed-in members get the feedback and problem-report pages
 * (the report is told the page they came from), visitors the guest form.
 */
const FeedbackLinks = ({ onClose }: { onClose: () => void }) => {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const member = status === 'signed-in';
  useT();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Link
        component={RouterLink}
        to={member ? PAGES.feedback.path : PAGES.guestFeedback.path}
        onClick={onClose}
        sx={touchTargetLink}
      >
        {tOr('app.needHelp.sendFeedback', 'Send feedback')}
      </Link>
      {member ? (
        <Link
          component={RouterLink}
          to={PAGES.reportProblem.path}
          state={{ from: pathname }}
          onClick={onClose}
          sx={touchTargetLink}
        >
          {tOr('app.needHelp.reportProblem', 'Report a problem')}
        </Link>
      ) : null}
    </Stack>
  );
};

/**
 * The Need Help popover: the support e-mail (copyable), the FAQs link, and the feedback links. Its own chunk,
 * loaded when the button is first pressed (or pointed at): every page shows the button, few open it.
 */
export const NeedHelpPanel = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  useT();
  const [copied, setCopied] = useState(false);
  const [openedAt, setOpenedAt] = useState(anchor);
  // Each opening starts without the copied confirmation.
  if (anchor !== openedAt) {
    setOpenedAt(anchor);
    setCopied(false);
  }

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(BRAND.supportEmail);
      setCopied(true);
    } catch (error) {
      // A failed copy is only logged: the address stays on screen to copy by hand.
      console.error('Copying the support e-mail failed', error);
    }
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'need-help-title',
          sx: { p: 2, mb: 1, maxWidth: 340 },
        },
      }}
    >
      <Typography id="need-help-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {tOr('app.needHelp.title', 'Need Help?')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tOr('app.needHelp.write', 'Write to our support team:')}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Link href={`mailto:${BRAND.supportEmail}`} variant="body1" sx={{ wordBreak: 'break-all' }}>
          {BRAND.supportEmail}
        </Link>
        <Tooltip title={tOr('app.needHelp.copy', 'Copy email')}>
          <IconButton aria-label={tOr('app.needHelp.copy', 'Copy email')} size="small" onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 20 }}>
        {copied ? tOr('app.needHelp.copied', 'Email Copied!!') : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {tOr('app.needHelp.answers', 'Answers to common questions:')}{' '}
        {isInAppPath(BRAND.faqUrl) ? (
          <Link component={RouterLink} to={BRAND.faqUrl} onClick={onClose}>
            {tOr('app.needHelp.faqs', 'FAQs')}
          </Link>
        ) : (
          <Link href={BRAND.faqUrl} target="_blank" rel="noopener noreferrer">
            {tOr('app.needHelp.faqs', 'FAQs')}
          </Link>
        )}
      </Typography>
      <FeedbackLinks onClose={onClose} />
    </Popover>
  );
};
