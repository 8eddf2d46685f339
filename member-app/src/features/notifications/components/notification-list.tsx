import type { TNotification } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/money.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** Notices as rows, newest first; unread ones are highlighted and marked with a dot. */
export const NotificationList = ({
  notices,
  onOpen,
}: {
  notices: TNotification[];
  onOpen: (notice: TNotification) => void;
}) => (
  <Paper variant="outlined">
    <List aria-label="Notifications" disablePadding>
      {notices.map((n, i) => (
        <ListItem
          key={n.id}
          divider={i < notices.length - 1}
          disablePadding
          data-testid="notification-row"
          data-unread={n.read ? undefined : 'true'}
          sx={n.read ? undefined : { bgcolor: 'action.selected' }}
        >
          <ListItemButton onClick={() => onOpen(n)} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                mt: 1,
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: n.read ? 'transparent' : 'primary.main',
              }}
            />
            <ListItemText
              primary={
                <Typography component="span" sx={{ fontWeight: n.read ? 400 : 700 }}>
                  {n.title}
                  {n.read ? null : (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (unread)
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
      ))}
    </List>
  </Paper>
);
