import { formatBits, PAGES, type TWantCard } from '@barterbits/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Messages } from '../../i18n/messages.ts';
import { useT } from '../../lib/i18n.ts';
import { categoryLabel } from '../../lib/offers/labels.ts';
import { touchTargetLink } from '../../lib/touch-target.ts';
import { MemberLink } from '../members/member-link.tsx';
import { PlaceLine } from '../place-line.tsx';

/**
 * Another member's want in a list (the wanted feed, a profile): its title linking to the want, its
 * category, the most they would pay, where and how far, and the member linking to their profile.
 * `action` goes at the card's foot (the feed's "Message"). `upTo` is the id of the page's own words for
 * the most they would pay ("Up to {price}"), so the frame's catalog every page loads stays as it is.
 */
export const WantCard = ({
  want: w,
  upTo,
  showMember = true,
  action,
}: {
  want: TWantCard;
  upTo: Extract<keyof Messages, 'wants.upTo' | 'members.wants.upTo'>;
  showMember?: boolean;
  action?: ReactNode;
}) => {
  const t = useT();
  return (
    <Card variant="outlined" component="article" aria-label={w.title} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {categoryLabel(w.category)}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          <Link component={RouterLink} to={PAGES.want.href(w.id)} underline="hover" sx={touchTargetLink}>
            {w.title}
          </Link>
        </Typography>
        {w.maxCents !== null ? (
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {t(upTo, { price: formatBits(w.maxCents) })}
          </Typography>
        ) : null}
        <PlaceLine city={w.city} province={w.province} distanceKm={w.distanceKm} />
        {showMember ? (
          <MemberLink id={w.member.id} name={w.member.displayName} photo={w.member.profilePhoto} withAvatar />
        ) : null}
        {action ? <Stack sx={{ mt: 'auto', pt: 1 }}>{action}</Stack> : null}
      </CardContent>
    </Card>
  );
};
