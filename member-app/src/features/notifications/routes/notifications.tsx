import type { TNotification } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { BrowserNoticesButton } from '../components/browser-notices-button.tsx';
import { NotificationList } from '../components/notification-list.tsx';

/**
 * /notification: the member's notices, newest first (kept live by the shell), several unread ones of a
 * type grouped; opening one marks it read and follows its link.
 */
export const NotificationsRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const notices = useNotifications(user?.userId ?? '');
  const markRead = useMarkNotificationsRead();
  const unread = notices.data?.meta.unread ?? 0;

  const open = (n: TNotification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    if (n.link) navigate(n.link);
  };
  const markAll = () =>
    markRead.mutate({ all: true }, { onError: (e) => notify({ message: e.message, severity: 'error' }) });

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t('notifications.page.title')}
        subtitle={unread > 0 ? t('notifications.page.unread', { count: unread }) : undefined}
        action={
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
            <Button variant="outlined" onClick={markAll} disabled={unread === 0 || markRead.isPending}>
              {t('notifications.page.markAll')}
            </Button>
            <Button
              component={RouterLink}
              to={PAGES.notificationSettings.path}
              startIcon={<SettingsOutlined />}
            >
              {t('notifications.page.settings')}
            </Button>
            <BrowserNoticesButton />
          </Stack>
        }
      />
      {notices.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('notifications.page.loading')} />
      ) : notices.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void notices.refetch()}>
              {t('notifications.page.retry')}
            </Button>
          }
        >
          {notices.error.message}
        </Alert>
      ) : notices.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('notifications.page.empty')}</Typography>
      ) : (
        <NotificationList notices={notices.data.data} onOpen={open} />
      )}
    </Box>
  );
};
