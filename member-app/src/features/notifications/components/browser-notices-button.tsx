import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { PUSH_CONFIGURED } from '../lib/use-live-notices.ts';

const currentPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Asks the browser's permission to show new notices while BarterBits is open in a hidden tab. Only
 * where that is still to be asked and web push is not configured (push asks for it itself).
 */
export const BrowserNoticesButton = () => {
  const t = useT();
  const [permission, setPermission] = useState(currentPermission);
  if (PUSH_CONFIGURED || permission !== 'default') return null;
  const ask = () =>
    void Notification.requestPermission()
      .then(setPermission)
      .catch(() => setPermission(currentPermission()));
  return (
    <Button onClick={ask} startIcon={<NotificationsActiveOutlined />}>
      {t('notifications.page.allowBrowser')}
    </Button>
  );
};
