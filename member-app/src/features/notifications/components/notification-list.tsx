import type { TNotification } from '@barterbits/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/money.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { groupNotices, type NoticeEntry } from '../lib/group-notices.ts';

type OnOpen = (notice: TNotification) => void;

const UnreadDot = ({ unread }: { unread: boolean }) => (
  <Box
    aria-hidden
    sx={{
      mt: 1,
      width: 8,
      height: 8,
      borderRadius: '50%',
      flexShrink: 0,
      bgcolor: unread ? 'primary.main' : 'transparent',
    }}
  />
);

/** "(unread)" after an unread notice's title, for screen readers. */
const UnreadMark = () => useT()('notifications.list.unread');

/** One notice: opening it marks it read and follows its link. */
const NoticeRow = ({
  n,
  divider,
  inset,
  onOpen,
}: {
  n: TNotification;
  divider: boolean;
  inset?: boolean;
  onOpen: OnOpen;
}) => (
  <ListItem
    divider={divider}
    disablePadding
    data-testid="notification-row"
    data-unread={n.read ? undefined : 'true'}
    sx={n.read ? undefined : { bgcolor: 'action.selected' }}
  >
    <ListItemButton onClick={() => onOpen(n)} sx={{ alignItems: 'flex-start', gap: 1.5, pl: inset ? 4 : 2 }}>
      <UnreadDot unread={!n.read} />
      <ListItemText
        primary={
          <Typography component="span" sx={{ fontWeight: n.read ? 400 : 700 }}>
            {n.title}
            {n.read ? null : (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                <UnreadMark />
              </Box>
            )}
          </Typography>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {n.body}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {formatDateTime(n.createdAt)}
            </Typography>
          </>
        }
      />
    </ListItemButton>
  </ListItem>
);

/** Several unread notices of one type: a heading that shows or hides them ("3 new barter requests"). */
const NoticeGroup = ({
  entry,
  divider,
  onOpen,
}: {
  entry: Extract<NoticeEntry, { kind: 'group' }>;
  divider: boolean;
  onOpen: OnOpen;
}) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const newest = entry.notices[0]!;
  return (
    <ListItem divider={divider} disablePadding data-testid="notification-group" sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: 'action.selected' }}
      >
        <UnreadDot unread />
        <ListItemText
          primary={
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {entry.label}
            </Typography>
          }
          secondary={
            <Typography component="span" variant="caption" color="text.secondary">
              {t('notifications.list.latest', { date: formatDateTime(newest.createdAt) })}
            </Typography>
          }
        />
        {open ? <ExpandLess aria-hidden sx={{ mt: 0.5 }} /> : <ExpandMore aria-hidden sx={{ mt: 0.5 }} />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} aria-label={entry.label} disablePadding>
          {entry.notices.map((n, i) => (
            <NoticeRow key={n.id} n={n} divider={i < entry.notices.length - 1} inset onOpen={onOpen} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};

/**
 * Notices as rows, newest first; unread ones are highlighted and marked with a dot, and several unread
 * notices of one type are one expandable group (lib/group-notices.ts).
 */
export const NotificationList = ({ notices, onOpen }: { notices: TNotification[]; onOpen: OnOpen }) => {
  const t = useT();
  const entries = groupNotices(notices);
  return (
    <Paper variant="outlined">
      <List aria-label={t('notifications.list.label')} disablePadding>
        {entries.map((e, i) => {
          const divider = i < entries.length - 1;
          return e.kind === 'group' ? (
            <NoticeGroup key={`group-${e.type}`} entry={e} divider={divider} onOpen={onOpen} />
          ) : (
            <NoticeRow key={e.notice.id} n={e.notice} divider={divider} onOpen={onOpen} />
          );
        })}
      </List>
    </Paper>
  );
};
