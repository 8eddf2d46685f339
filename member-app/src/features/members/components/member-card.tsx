import type { TMemberCard } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { RatingSummary } from '../../../components/members/rating-summary.tsx';
import { useT } from '../../../lib/i18n.ts';
import { distanceText, lastActiveText } from '../lib/member-words.ts';

const placeOf = (m: Pick<TMemberCard, 'city' | 'province'>) =>
  [m.city, m.province].filter(Boolean).join(', ');

/**
 * One member found nearby: photo (or initials), name or business name, city, the server's rounded
 * distance, hearts and last activity. The whole card opens their profile.
 */
export const MemberCard = ({ member }: { member: TMemberCard }) => {
  const t = useT();
  const place = placeOf(member);
  return (
    <Card variant="outlined" component="article" aria-label={member.publicName} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={PAGES.memberProfile.href(member.id)}
        sx={{ height: '100%', display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardContent sx={{ width: '100%', minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <MemberAvatar name={member.publicName} photo={member.profilePhoto} size={56} />
            <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' }}
              >
                {member.publicName}
              </Typography>
              {member.memberType === 'BUSINESS' ? (
                <Chip
                  label={t('members.card.business')}
                  size="small"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start', mt: 0.25 }}
                />
              ) : null}
            </Stack>
          </Stack>
          <Stack spacing={0.5} sx={{ mt: 1.5 }}>
            <RatingSummary average={member.rating.average} count={member.rating.count} />
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
            >
              <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
                {[place, t('members.card.away', { distance: distanceText(t, member.distanceLabel) })]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <AccessTimeIcon sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="body2">{lastActiveText(t, member.lastActive)}</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
