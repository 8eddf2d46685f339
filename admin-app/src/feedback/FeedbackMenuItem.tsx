import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Menu } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { useFeedbackCount } from './feedbackCount.ts';

/**
 * The Feedback item with the unanswered count as a badge; its accessible name says it in words
 * ("Feedback, 3 unanswered"), the badge itself is hidden from screen readers.
 */
export const FeedbackMenuItem = ({ name }: { name: string }) => {
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
