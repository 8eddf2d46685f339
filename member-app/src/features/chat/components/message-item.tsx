import { formatTime, type TChatMessage } from '@barterbits/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { OutboxEntry } from '../lib/outbox.ts';
import { ChatImage } from './chat-image.tsx';
import { LinkedText } from './linked-text.tsx';
import { OfferMessage } from './offer-message.tsx';

const Bubble = ({ mine, children }: { mine: boolean; children: ReactNode }) => (
  <Box
    sx={{
      px: 1.5,
      py: 1,
      borderRadius: 2,
      maxWidth: '100%',
      bgcolor: mine ? 'primary.main' : 'grey.100',
      color: mine ? 'primary.contrastText' : 'text.primary',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    }}
  >
    {children}
  </Box>
);

/** A line of the thread, right-aligned for the member's own messages. */
const Row = ({ mine, children }: { mine: boolean; children: ReactNode }) => (
  <Stack
    sx={{
      alignItems: mine ? 'flex-end' : 'flex-start',
      my: 0.5,
      pl: mine ? { xs: 4, sm: 10 } : 0,
      pr: mine ? 0 : { xs: 4, sm: 10 },
    }}
  >
    {children}
  </Stack>
);

const MessageBody = ({ message, mine }: { message: TChatMessage; mine: boolean }) => {
  if (message.kind === 'OFFER' && message.offer) return <OfferMessage offer={message.offer} />;
  if (message.kind === 'IMAGE' && message.image)
    return <ChatImage thumbUrl={message.image.thumbUrl} url={message.image.url} />;
  return (
    <Bubble mine={mine}>
      <LinkedText text={message.text ?? ''} />
    </Bubble>
  );
};

/** One message from the server: SYSTEM centred, mine on the right with "Read" when seen, a Report menu on others'. */
export const MessageItem = ({
  message,
  mine,
  showSender,
  read,
  onReport,
}: {
  message: TChatMessage;
  mine: boolean;
  showSender: boolean;
  read: boolean;
  onReport: (message: TChatMessage) => void;
}) => {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (message.kind === 'SYSTEM') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', my: 1, px: 2 }}>
        {message.text}
      </Typography>
    );
  }
  const senderName = message.sender?.displayName ?? t('chat.message.formerMember');
  return (
    <Row mine={mine}>
      {showSender && !mine ? (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {senderName}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', maxWidth: '100%' }}>
        <Box sx={{ minWidth: 0 }}>
          <MessageBody message={message} mine={mine} />
        </Box>
        {mine ? null : (
          <>
            <IconButton
              aria-label={t('chat.message.options', { name: senderName })}
              size="small"
              onClick={(e) => setAnchor(e.currentTarget)}
              sx={{ width: 44, height: 44 }}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setAnchor(null);
                  onReport(message);
                }}
              >
                {t('chat.message.report')}
              </MenuItem>
            </Menu>
          </>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {formatTime(message.createdAt)}
        {mine && read ? t('chat.message.read') : ''}
      </Typography>
    </Row>
  );
};

/** One of the member's messages still in the outbox: "Sending…", or "Not sent" with the reason, Retry and Delete. */
export const PendingMessageItem = ({
  entry,
  onRetry,
  onDelete,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  return (
    <Row mine>
      <Box sx={{ opacity: entry.status === 'failed' ? 1 : 0.7, maxWidth: '100%' }}>
        <Bubble mine>{entry.kind === 'TEXT' ? entry.text : t('chat.message.photo')}</Bubble>
      </Box>
      {entry.status === 'failed' ? (
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
            {t('chat.message.notSent')}
          </Typography>
          {entry.error ? (
            <Typography variant="caption" color="error" sx={{ textAlign: 'right' }}>
              {entry.error}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
              {t('chat.message.retry')}
            </Button>
            <Button size="small" color="error" onClick={onDelete} sx={{ minHeight: 44 }}>
              {t('chat.message.delete')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('chat.message.sending')}
        </Typography>
      )}
    </Row>
  );
};
