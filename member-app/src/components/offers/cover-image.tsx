import type { OfferCategory } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { categoryLabel } from '../../lib/offers/labels.ts';
import { CategoryIcon } from './category-icon.tsx';

/** A square cover: the thumbnail, or the category's icon on a tinted tile (also when the image fails). */
export const CoverImage = ({
  src,
  category,
  alt,
  size,
}: {
  src: string | null | undefined;
  category: OfferCategory;
  alt: string;
  /** Fixed size in px; fills the width (square) when absent. */
  size?: number;
}) => {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const box = size ? { width: size, height: size, flexShrink: 0 } : { width: '100%', aspectRatio: '4 / 3' };
  if (src && !failed) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ ...box, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={t('app.offers.noPhoto', { category: categoryLabel(category) })}
      sx={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <CategoryIcon category={category} sx={{ fontSize: size ? size / 2 : 56 }} />
    </Box>
  );
};
