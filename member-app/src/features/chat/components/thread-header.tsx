import type { TChatChannelDetails } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { LiveStatus } from '../../../lib/live.ts';

/** The open conversation's header: back (phones), photo and name, member count, Frozen, and its options menu. */
export const ThreadHeader = ({
  channel,
  liveStatus,
  onDetails,
  onBlock,
}: {
  channel: TChatChannelDetails;
  liveStatus: LiveStatus;
  onDetails: () => void;
  onBlock: () => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = useT();
  const other = channel.otherMember;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton
        component={RouterLink}
        to={PAGES.chat.path}
        aria-label={t('chat.header.back')}
        sx={{ display: { md: 'none' }, width: 44, height: 44 }}
      >
        <ArrowBackIcon />
      </IconButton>
      <MemberAvatar
        name={channel.name}
        photo={channel.kind === 'DIRECT' ? (other?.profilePhoto ?? channel.photo) : null}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" variant="h6" noWrap sx={{ fontSize: '1.1rem' }}>
          {channel.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {channel.kind === 'GROUP' ? (
            <Typography variant="body2" color="text.secondary">
              {t('chat.header.members', { count: channel.memberCount })}
            </Typography>
          ) : null}
          {channel.frozen ? <Chip size="small" label={t('chat.header.frozen')} color="info" /> : null}
          {liveStatus === 'reconnecting' ? (
            <Typography variant="caption" color="text.secondary" role="status">
              {t('chat.header.reconnecting')}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      <IconButton
        aria-label={t('chat.header.options')}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {channel.kind === 'GROUP' ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onDetails();
            }}
          >
            {t('chat.header.groupDetails')}
          </MenuItem>
        ) : (
          [
            other ? (
              <MenuItem key="profile" component={RouterLink} to={PAGES.memberProfile.href(other.id)}>
                {t('chat.header.viewProfile')}
              </MenuItem>
            ) : null,
            <MenuItem
              key="block"
              onClick={() => {
                setAnchor(null);
                onBlock();
              }}
            >
              {channel.blockedByMe ? t('chat.header.unblock') : t('chat.header.block')}
            </MenuItem>,
          ]
        )}
      </Menu>
    </Stack>
  );
};
