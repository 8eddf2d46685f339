import { PAGES } from '@barterbits/contracts';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/**
 * A full-screen editor page (create-offer and edit-calender hide the navbar): a title row with a
 * close button, the content in a card, phone-width friendly.
 */
export const EditorPage = ({
  title,
  close = PAGES.myOffers.path,
  closeLabel,
  children,
  maxWidth = 760,
}: {
  title: string;
  close?: string;
  closeLabel?: string;
  children: ReactNode;
  maxWidth?: number;
}) => {
  const t = useT();
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, mx: 'auto', maxWidth }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton
          component={RouterLink}
          to={close}
          aria-label={closeLabel ?? t('offer-editor.close')}
          edge="end"
        >
          <Close />
        </IconButton>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
};
