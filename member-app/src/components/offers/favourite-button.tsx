import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../lib/i18n.ts';
import { useToggleFavourite } from '../../lib/offers/toggle-favourite.ts';
import { Hint } from '../hint.tsx';

/** The heart toggle: flips at once (optimistic), confirms with a banner, rolls back on refusal. */
export const FavouriteButton = ({
  offerId,
  title,
  favourited,
}: {
  offerId: string;
  title: string;
  favourited: boolean;
}) => {
  const t = useT();
  const toggle = useToggleFavourite();
  const label = favourited
    ? t('app.offers.favouriteRemove', { title })
    : t('app.offers.favouriteAdd', { title });
  return (
    <Hint title={favourited ? t('app.offers.favouriteRemoveTip') : t('app.offers.favouriteAddTip')}>
      <IconButton
        aria-label={label}
        aria-pressed={favourited}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          toggle.mutate({ offerId, favourited: !favourited });
        }}
        sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        size="small"
      >
        {favourited ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
      </IconButton>
    </Hint>
  );
};
