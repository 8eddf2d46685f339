import { formatDate, formatTime, PAGES, type TChatChannel } from '@barterbits/contracts';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error.tsx';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { useT } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useChatChannels } from '../api/list-chat-channels.ts';
import { dayKey, messagePreview } from '../lib/merge.ts';

/** Today's messages show their time, older ones their date. */
const activityLabel = (iso: string | null) => {
  if (!iso) return '';
  return dayKey(iso) === dayKey(new Date().toISOString()) ? formatTime(iso) : formatDate(iso);
};

const ConversationRow = ({ channel, selected }: { channel: TChatChannel; selected: boolean }) => {
  const t = useT();
  const photo = channel.kind === 'DIRECT' ? (channel.otherMember?.profilePhoto ?? channel.photo) : null;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`${PAGES.chat.path}?channel=${channel.id}`}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        aria-label={channel.name}
        sx={{ gap: 1, alignItems: 'flex-start', py: 1.5 }}
      >
        <ListItemAvatar sx={{ minWidth: 0, mt: 0.5 }}>
          <MemberAvatar name={channel.name} photo={photo} size={44} />
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography noWrap sx={{ fontWeight: channel.unreadCount > 0 ? 700 : 500 }}>
              {channel.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {activityLabel(channel.lastMessageAt)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {messagePreview(t, channel.lastMessage)}
            </Typography>
            {channel.unreadCount > 0 ? (
              <Badge
                badgeContent={channel.unreadCount}
                color="primary"
                max={99}
                sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t('chat.list.unread', { count: channel.unreadCount })}
                </Box>
              </Badge>
            ) : null}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

/** The member's conversations, newest activity first, each a link to its thread. */
export const ConversationList = ({ selectedId }: { selectedId: string | null }) => {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useChatChannels();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('chat.list.loading')} />
      </Box>
    );
  }
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (data.channels.length === 0) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('chat.list.empty')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('chat.list.emptyHint')}
        </Typography>
      </Box>
    );
  }
  return (
    <List aria-label={t('chat.page.conversations')} disablePadding>
      {data.channels.map((channel) => (
        <ConversationRow key={channel.id} channel={channel} selected={channel.id === selectedId} />
      ))}
    </List>
  );
};
