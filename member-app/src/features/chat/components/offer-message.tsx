import type { OfferCategory, TChatOfferCard } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/offers/cover-image.tsx';
import { useT } from '../../../lib/i18n.ts';

/** An offer posted in a conversation: a card linking to the offer, or a note when it is gone. */
export const OfferMessage = ({ offer }: { offer: TChatOfferCard }) => {
  const t = useT();
  if (!offer.available || !offer.title) {
    return (
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'background.paper', color: 'text.secondary' }}>
        <Typography variant="body2">{t('chat.offer.gone')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1.5, alignItems: 'center', maxWidth: 320 }}>
      <CoverImage
        src={offer.coverThumbUrl}
        category={(offer.category ?? 'Product') as OfferCategory}
        alt=""
        size={64}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={PAGES.myOffer.href(offer.id)}
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {offer.title}
        </Link>
        {offer.category ? (
          <Typography variant="body2" color="text.secondary">
            {offer.category}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
};
