import type { OfferCategory, PriceType, TOfferPhoto } from '@barterbits/contracts';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';
import { CATEGORY_LABEL, detailRowsIn, PRICE_TYPE_LABEL, priceIn } from '../lib/text.ts';

export interface PreviewOffer {
  category: OfferCategory;
  title: string;
  description: string;
  details: Record<string, unknown>;
  priceCents: number | null;
  priceType: PriceType | null;
  place: string | null;
  videoUrl: string;
  photos: TOfferPhoto[];
}

const Section = ({ title, edit, children }: { title: string; edit?: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {edit ? (
          <Button
            component={RouterLink}
            to={edit}
            size="small"
            startIcon={<Edit />}
            aria-label={t('offer-editor.preview.editPart', { part: title })}
          >
            {t('offer-editor.preview.edit')}
          </Button>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
};

/** The offer as other members will see it; `editLinks[n]` adds an Edit link to the parts of step n. */
export const OfferPreview = ({
  offer,
  editLinks,
}: {
  offer: PreviewOffer;
  editLinks?: Record<number, string>;
}) => {
  const t = useT();
  const [shown, setShown] = useState(0);
  const cover = offer.photos[shown] ?? offer.photos[0];
  // As the offer page shows them: "Year 2015", "Mileage 85,000 km", "Transmission Automatic".
  const details = detailRowsIn(t, offer.category, offer.details);
  return (
    <Stack spacing={2.5}>
      <Section title={t('offer-editor.preview.photos')} edit={editLinks?.[4]}>
        {cover ? (
          <Stack spacing={1}>
            <Box
              component="img"
              src={cover.url}
              alt={t('offer-editor.preview.photo', {
                title: offer.title,
                index: shown + 1,
                count: offer.photos.length,
              })}
              sx={{
                width: '100%',
                maxHeight: 420,
                objectFit: 'contain',
                bgcolor: 'grey.100',
                borderRadius: 2,
              }}
            />
            {offer.photos.length > 1 ? (
              <Stack
                direction="row"
                spacing={1}
                sx={{ overflowX: 'auto' }}
                aria-label={t('offer-editor.preview.allPhotos')}
              >
                {offer.photos.map((p, i) => (
                  <Box
                    key={p.id}
                    component="button"
                    type="button"
                    onClick={() => setShown(i)}
                    aria-label={t('offer-editor.preview.show', { index: i + 1 })}
                    aria-pressed={i === shown}
                    sx={{
                      p: 0,
                      border: 2,
                      borderColor: i === shown ? 'primary.main' : 'transparent',
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: 'transparent',
                      flex: '0 0 auto',
                    }}
                  >
                    <Box
                      component="img"
                      src={p.thumbUrl}
                      alt=""
                      sx={{ width: 64, height: 64, display: 'block' }}
                    />
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('offer-editor.preview.noPhotos')}</Typography>
        )}
      </Section>
      <Divider />
      <Section title={t('offer-editor.preview.offer')} edit={editLinks?.[2]}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={t(CATEGORY_LABEL[offer.category])} size="small" />
        </Stack>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {offer.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{offer.description}</Typography>
        {details.length ? (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {details.map((d) => (
              <Box key={d.key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {d.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {d.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Section>
      <Divider />
      <Section title={t('offer-editor.preview.priceLocation')} edit={editLinks?.[3]}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="offer-price">
          {priceIn(t, offer.priceCents, offer.priceType)}
        </Typography>
        <Typography color="text.secondary">
          {offer.priceType ? t(PRICE_TYPE_LABEL[offer.priceType]) : ''}
        </Typography>
        <Typography>{offer.place ?? t('offer-editor.preview.general')}</Typography>
      </Section>
      {offer.videoUrl ? (
        <>
          <Divider />
          <Section title={t('offer-editor.preview.video')} edit={editLinks?.[4]}>
            <Link href={offer.videoUrl} target="_blank" rel="noopener noreferrer">
              {offer.videoUrl}
            </Link>
          </Section>
        </>
      ) : null}
    </Stack>
  );
};
