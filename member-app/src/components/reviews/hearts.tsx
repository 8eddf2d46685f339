import { HEARTS_MAX } from '@barterbits/contracts';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Rating from '@mui/material/Rating';
import { heartsText } from '../members/member-format.ts';

/**
 * Hearts shown read-only: whole hearts for a review ("4 Hearts"), tenths for an average. Read out as
 * one image with the spec's label ("N Heart(s)").
 */
export const Hearts = ({
  value,
  size = 'medium',
  label,
}: {
  value: number;
  size?: 'small' | 'medium' | 'large';
  /** Overrides the spoken label (an average: "4.7 out of 5 hearts"). */
  label?: string;
}) => (
  <Rating
    readOnly
    value={value}
    max={HEARTS_MAX}
    precision={Number.isInteger(value) ? 1 : 0.1}
    size={size}
    icon={<FavoriteIcon fontSize="inherit" />}
    emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
    getLabelText={(v: number) => label ?? heartsText(v)}
    sx={{ color: 'error.main', '& .MuiRating-iconEmpty': { color: 'error.light' }, flexShrink: 0 }}
  />
);
