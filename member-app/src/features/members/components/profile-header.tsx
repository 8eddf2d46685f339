import { formatMonth, type TMemberProfile } from '@barterbits/contracts';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { RatingSummary } from '../../../components/members/rating-summary.tsx';
import { categoriesIn } from '../../../lib/categories-in-language.ts';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { profileLinks } from '../../../lib/socials.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { distanceText, lastActiveText } from '../lib/member-words.ts';

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
    {icon}
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

/** Who the member is: photo, name or business name, place, member since, activity, bio, categories, links. */
export const ProfileHeader = ({ profile: p }: { profile: TMemberProfile }) => {
  const t = useT();
  const place = [p.city, p.province].filter(Boolean).join(', ');
  const links = profileLinks(p.socials, p.business?.website);
  const locale = useLocale();
  const categories = categoriesIn(locale, p.business?.categories ?? []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <MemberAvatar name={p.publicName} photo={p.profilePhoto} size={88} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.875rem' }, wordBreak: 'break-word' }}
          >
            {p.publicName}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {[p.business ? p.displayName : null, p.userName ? `@${p.userName}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {p.memberType === 'BUSINESS' ? (
            <Chip
              label={t('members.profile.businessMember')}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ mt: 0.5 }}
            />
          ) : null}
        </Box>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <RatingSummary average={p.rating.average} count={p.rating.count} size="medium" />
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        {place || p.distanceLabel ? (
          <Fact icon={<PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />}>
            {[
              place,
              p.distanceLabel && !p.isSelf
                ? t('members.profile.fromYou', { distance: distanceText(t, p.distanceLabel) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
        ) : null}
        <Fact icon={<CalendarMonthOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />}>
          {t('members.profile.since', { month: formatMonth(p.memberSince) })}
        </Fact>
        <Fact icon={<AccessTimeIcon sx={{ fontSize: 18 }} aria-hidden />}>
          {lastActiveText(t, p.lastActive)}
        </Fact>
      </Stack>
      {p.bio ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{p.bio}</Typography>
      ) : null}
      {p.business?.description ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {p.business.description}
        </Typography>
      ) : null}
      {categories.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('members.profile.categories')}
          </Typography>
          <Stack
            direction="row"
            component="ul"
            aria-label={t('members.profile.categories')}
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {categories.map((c) => (
              <li key={c.id}>
                <Chip label={c.name} size="small" />
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {links.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2">
            {t('members.profile.online', { name: p.publicName })}
          </Typography>
          <Stack
            direction="row"
            component="ul"
            sx={{ flexWrap: 'wrap', columnGap: 2.5, listStyle: 'none', p: 0, m: 0 }}
          >
            {links.map((l) => (
              <li key={l.key}>
                <Link
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  sx={{ ...touchTargetLink, gap: 0.5, position: 'relative' }}
                >
                  {l.label}
                  <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    {t('members.profile.newTab')}
                  </Box>
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
};
