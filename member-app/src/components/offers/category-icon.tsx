import type { OfferCategory } from '@barterbits/contracts';
import CottageOutlinedIcon from '@mui/icons-material/CottageOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  Product: Inventory2OutlinedIcon,
  Services: HandymanOutlinedIcon,
  'Vacation Rentals': CottageOutlinedIcon,
  'Cars & Vehicles': DirectionsCarOutlinedIcon,
} as const;

/** The category's icon (also the placeholder of an offer without photos). */
export const CategoryIcon = ({ category, ...props }: { category: OfferCategory } & SvgIconProps) => {
  const Icon = ICONS[category] ?? Inventory2OutlinedIcon;
  return <Icon {...props} />;
};
