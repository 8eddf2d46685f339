import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { NewGroupDialog } from '../components/new-group-dialog.tsx';
import { Thread } from '../components/thread.tsx';
import { useChatLive } from '../lib/use-chat-live.ts';
import { useOutbox } from '../lib/use-outbox.ts';

/**
 * The page's height under the shell's bar, so the thread scrolls inside it and the composer stays in view.
 * It ends above the floating Need Help button (56 px at 16/24 px from the bottom), which would otherwise
 * cover the Send button.
 */
const PANE_HEIGHT = { xs: 'calc(100dvh - 128px - 64px)', md: 'calc(100dvh - 152px - 72px)' } as const;

/**
 * /chat: the conversations list and, with ?channel=<id>, the open conversation: side by side on wide
 * screens, one or the other on phones. The outbox sends from here and live events keep both in step.
 */
export const ChatRoute = () => {
  const t = useT();
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const [params] = useSearchParams();
  const channelId = params.get('channel');
  const [newGroupOpen, setNewGroupOpen] = useState(false);
  const outbox = useOutbox(userId, channelId);
  useChatLive(userId, channelId, outbox);

  return (
    <Box sx={{ py: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 1,
          display: { xs: channelId ? 'none' : 'flex', md: 'flex' },
        }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          {t('chat.page.heading')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNewGroupOpen(true)}>
          {t('chat.page.newGroup')}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', height: PANE_HEIGHT, minHeight: 420, overflow: 'hidden' }}
      >
        <Box
          component="nav"
          aria-label={t('chat.page.conversations')}
          sx={{
            width: { xs: '100%', md: 340 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            overflowY: 'auto',
            display: { xs: channelId ? 'none' : 'block', md: 'block' },
          }}
        >
          <ConversationList selectedId={channelId} />
        </Box>
        <Box
          component="section"
          aria-label={t('chat.page.conversation')}
          sx={{
            flex: 1,
            minWidth: 0,
            display: { xs: channelId ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
          }}
        >
          {channelId ? (
            <Thread channelId={channelId} myId={userId} outbox={outbox} />
          ) : (
            <Box sx={{ m: 'auto', p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('chat.page.choose')}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
      <NewGroupDialog open={newGroupOpen} onClose={() => setNewGroupOpen(false)} />
    </Box>
  );
};
