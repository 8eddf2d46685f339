import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A titled part of a show page (a `section` named by its title): the heading, a divider, then the
 * fields in a grid of `column`-pixel columns, or the content as it is with `grid={false}`. The title is a
 * message (translated in the console's language) or plain text.
 */
export const Section = ({
  title,
  children,
  grid = true,
  column = 220,
}: {
  title: string;
  children: ReactNode;
  grid?: boolean;
  column?: number;
}) => {
  const translate = useTranslate();
  const heading = translate(title, { _: title });
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {grid ? (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${column}px, 1fr))` }}
        >
          {children}
        </Box>
      ) : (
        children
      )}
    </Box>
  );
};
