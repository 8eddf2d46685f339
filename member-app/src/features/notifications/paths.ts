/** The path of the notifications page (built: the shell's placeholder is dropped). */
export const NOTIFICATIONS_PATH = '/notification';

/** The notification settings page: under /notification, so the navigation keeps Notifications active. */
export const NOTIFICATION_SETTINGS_PATH = `${NOTIFICATIONS_PATH}/settings`;
