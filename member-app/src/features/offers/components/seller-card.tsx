import type { TOfferSellerCard } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { useT } from '../../../lib/i18n.ts';
import { Section } from './offer-fields.tsx';

/** Who offers it: photo, name, business, and a link to their profile. */
export const SellerCard = ({ seller }: { seller: TOfferSellerCard }) => {
  const t = useT();
  return (
    <Section title={t('offers.seller.title')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={seller.profilePhoto ?? undefined}
          alt={seller.displayName}
          sx={{ width: 56, height: 56 }}
        >
          {seller.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            <MemberLink id={seller.id} name={seller.displayName} standalone />
          </Typography>
          {seller.businessName && seller.businessName !== seller.displayName ? (
            <Typography color="text.secondary" noWrap>
              {seller.businessName}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {seller.accountType === 'BUSINESS' ? t('offers.seller.business') : t('offers.seller.member')}
          </Typography>
        </Stack>
      </Stack>
      <Button
        component={RouterLink}
        to={PAGES.memberProfile.href(seller.id)}
        variant="outlined"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('offers.seller.profile')}
      </Button>
    </Section>
  );
};
