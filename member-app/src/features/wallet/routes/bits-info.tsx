import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useWallet } from '../api/get-wallet.ts';

/** /my-wallet/bits-info: banner style 1 (title Load BITS, button Load BITS → load-bits) and how loading works. */
export const BitsInfoRoute = () => {
  const wallet = useWallet();
  const limits = wallet.data?.limits;
  return (
    <>
      <BannerHeader title="Load BITS">
        <Button component={RouterLink} to={PAGES.loadBits.path} variant="contained" color="secondary">
          Load BITS
        </Button>
      </BannerHeader>
      <Typography sx={{ mb: 1 }}>
        BITS are the currency of the community: load them with a card, then trade offers with other members.
      </Typography>
      {limits ? (
        <List dense aria-label="Load limits">
          <ListItem>
            <ListItemText
              primary={`Each load: from ${formatGroupedBits(limits.minLoadCents)} to ${formatGroupedBits(limits.maxLoadCents)}`}
            />
          </ListItem>
          <ListItem>
            <ListItemText
              primary={`Up to ${formatGroupedBits(limits.dailyLoadLimitCents)} per day (Eastern time); you can load ${formatGroupedBits(wallet.data?.todayRemainingCents ?? 0)} more today`}
            />
          </ListItem>
          <ListItem>
            <ListItemText primary="Every load needs your wallet PIN. A declined card loads nothing." />
          </ListItem>
        </List>
      ) : null}
    </>
  );
};
