import { HEARTS_MAX } from '@barterbits/contracts';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n.ts';
import { type RatingFacts, ratingAriaLabel, ratingSummaryText } from './member-format.ts';

/**
 * A member's hearts at a glance: five hearts filled to the average and "4.7 · 12 reviews" (spec §3:
 * the rating uses hearts). Read as one phrase by screen readers ("Rated 4.7 out of 5 hearts from 12
 * reviews"). With no reviews: "No reviews yet", no hearts.
 */
export const RatingSummary = ({
  average,
  count,
  size = 'small',
}: RatingFacts & { size?: 'small' | 'medium' | 'large' }) => {
  useT();
  const hasReviews = count > 0 && average !== null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="img"
      aria-label={ratingAriaLabel({ average, count })}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.25 }}
      data-testid="rating-summary"
    >
      {hasReviews ? (
        <Rating
          value={average}
          max={HEARTS_MAX}
          precision={0.5}
          readOnly
          size={size}
          aria-hidden
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{ color: 'error.main' }}
        />
      ) : null}
      <Typography
        variant={size === 'large' ? 'body1' : 'body2'}
        color={hasReviews ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: hasReviews ? 600 : 400 }}
        aria-hidden
      >
        {ratingSummaryText({ average, count })}
      </Typography>
    </Stack>
  );
};
