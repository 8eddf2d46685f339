import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { BannerHeader } from '../../../components/layout/page-header.tsx';
import { userAtom } from '../../../stores/session.ts';
import { useBarterRequests } from '../api/get-barter-requests.ts';
import { BarterCard, BarterList } from '../components/barter-list.tsx';

/** /my-wallet/barter-requests: the buyer's Purchases Made Using BITS, pending first. */
export const BarterRequestsRoute = () => {
  const userId = useAtomValue(userAtom)?.userId ?? '';
  const query = useBarterRequests(userId);
  return (
    <>
      <BannerHeader title="Purchases Made Using BITS" />
      <BarterList
        label="Purchases"
        query={query}
        empty={
          <Typography>
            No purchases yet. When a seller asks you to pay in BITS, the request shows here.
          </Typography>
        }
        render={(item) => (
          <BarterCard
            item={item}
            side="buyer"
            actions={
              <Button component={RouterLink} to={PAGES.barterRequest.href(item.id)}>
                {item.status === 'PENDING' ? 'Review and pay' : 'Details'}
              </Button>
            }
          />
        )}
      />
    </>
  );
};
