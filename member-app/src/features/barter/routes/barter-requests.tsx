import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';
import { userAtom } from '../../../stores/session.ts';
import { useBarterRequests } from '../api/get-barter-requests.ts';
import { BarterCard, BarterList } from '../components/barter-list.tsx';

/** /my-wallet/barter-requests: the buyer's Purchases Made Using BITS, pending first. */
export const BarterRequestsRoute = () => {
  const t = useT();
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const query = useBarterRequests(userId);
  return (
    <>
      <BannerHeader title={t('barter.purchases.title')} />
      <BarterList
        label={t('barter.purchases.list')}
        query={query}
        empty={<Typography>{t('barter.purchases.empty')}</Typography>}
        render={(item) => (
          <BarterCard
            item={item}
            side="buyer"
            actions={
              <Button component={RouterLink} to={PAGES.barterRequest.href(item.id)}>
                {item.status === 'PENDING' ? t('barter.purchases.review') : t('barter.purchases.details')}
              </Button>
            }
          />
        )}
      />
    </>
  );
};
