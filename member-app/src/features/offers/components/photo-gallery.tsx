import type { OfferCategory, TOfferPhoto } from '@barterbits/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CoverImage } from '../../../components/offers/cover-image.tsx';
import { useT } from '../../../lib/i18n.ts';

/** The offer's photos: the current one large (arrows, ←/→ keys) and the thumbnails to pick from. */
export const PhotoGallery = ({
  photos,
  title,
  category,
}: {
  photos: TOfferPhoto[];
  title: string;
  category: OfferCategory;
}) => {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  if (!current) {
    return (
      <Box sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: 720 }}>
        <CoverImage src={null} category={category} alt={title} />
      </Box>
    );
  }
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <Box
      component="section"
      aria-label={t('offers.gallery.label')}
      aria-roledescription="carousel"
      tabIndex={count > 1 ? 0 : -1}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
      sx={{
        maxWidth: 720,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
        <Box
          component="img"
          src={current.url}
          alt={t('offers.gallery.photo', { title, index: index + 1, count })}
          sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', display: 'block' }}
        />
        {count > 1 ? (
          <>
            <IconButton
              aria-label={t('offers.gallery.previous')}
              onClick={() => go(-1)}
              sx={{
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('offers.gallery.next')}
              onClick={() => go(1)}
              sx={{
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronRightIcon />
            </IconButton>
            <Typography
              variant="caption"
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.6)',
                color: 'common.white',
              }}
            >
              {index + 1} / {count}
            </Typography>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {photos.map((p, i) => (
            <ButtonBase
              key={p.id}
              onClick={() => setIndex(i)}
              aria-label={t('offers.gallery.show', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                flexShrink: 0,
                // The strip scrolls sideways (and clips): the focus ring is drawn inside the thumbnail.
                '&.Mui-focusVisible': { outlineOffset: -3 },
              }}
            >
              <Box
                component="img"
                src={p.thumbUrl}
                alt=""
                sx={{ width: 64, height: 64, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
};
