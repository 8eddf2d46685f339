import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Menu, usePermissions, useResourceDefinitions } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { canOpenResource } from '../permissions/adminPermissions.ts';
import { useFeedbackCount } from './feedbackCount.ts';
import { FEEDBACK_RESOURCE } from './feedbackDataProvider.ts';

/**
 * The Feedback item with the unanswered count as a badge; its accessible name says it in words
 * ("Feedback, 3 unanswered"), the badge itself is hidden from screen readers.
 */
const FeedbackMenuItem = ({ name }: { name: string }) => {
  const count = useFeedbackCount();
  const t = useT();
  const label = t('resources.feedback.name', { smart_count: 2 });
  return (
    <Menu.ResourceItem
      name={name}
      aria-label={count > 0 ? t('console.menu.feedbackUnanswered', { count }) : label}
      primaryText={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {label}
          {count > 0 ? (
            <Chip size="small" color="error" label={count} aria-hidden sx={{ height: 20 }} />
          ) : null}
        </Box>
      }
    />
  );
};

/**
 * The menu's resource items (as `Menu.ResourceItems`) the admin's role may open, the Feedback item
 * carrying its unanswered-count badge.
 */
export const ResourceItemsWithFeedbackBadge = () => {
  const resources = useResourceDefinitions();
  const { permissions } = usePermissions();
  return (
    <>
      {Object.keys(resources)
        .filter((name) => resources[name]?.hasList && canOpenResource(permissions, name))
        .map((name) =>
          name === FEEDBACK_RESOURCE ? (
            <FeedbackMenuItem key={name} name={name} />
          ) : (
            <Menu.ResourceItem key={name} name={name} />
          ),
        )}
    </>
  );
};
