import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useWallet } from '../api/get-wallet.ts';

/** /my-wallet/bits-info: banner style 1 (title Load BITS, button Load BITS → load-bits) and how loading works. */
export const BitsInfoRoute = () => {
  const t = useT();
  const wallet = useWallet();
  const limits = wallet.data?.limits;
  return (
    <>
      <BannerHeader title={t('wallet.load')}>
        <Button component={RouterLink} to={PAGES.loadBits.path} variant="contained" color="secondary">
          {t('wallet.load')}
        </Button>
      </BannerHeader>
      <Typography sx={{ mb: 1 }}>{t('wallet.info.text')}</Typography>
      {limits ? (
        <List dense aria-label={t('wallet.info.limits')}>
          <ListItem>
            <ListItemText
              primary={t('wallet.info.each', {
                min: formatGroupedBits(limits.minLoadCents),
                max: formatGroupedBits(limits.maxLoadCents),
              })}
            />
          </ListItem>
          <ListItem>
            <ListItemText
              primary={t('wallet.info.daily', {
                daily: formatGroupedBits(limits.dailyLoadLimitCents),
                remaining: formatGroupedBits(wallet.data?.todayRemainingCents ?? 0),
              })}
            />
          </ListItem>
          <ListItem>
            <ListItemText primary={t('wallet.info.pin')} />
          </ListItem>
        </List>
      ) : null}
    </>
  );
};
