import { formatMonth, SOCIAL_NETWORKS, type TPublicProfile } from '@barterbits/contracts';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { categoriesIn } from '../../../lib/categories-in-language.ts';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { SOCIAL_LABELS } from '../../../lib/socials.ts';

const since = (iso: string) => formatMonth(iso);

/** A member's public profile as other members see it. */
export const PublicProfileCard = ({ profile }: { profile: TPublicProfile }) => {
  const t = useT();
  const locale = useLocale();
  const place = [profile.city, profile.province].filter(Boolean).join(', ');
  const links = SOCIAL_NETWORKS.filter((k) => profile.socials[k]);
  const b = profile.business;
  return (
    <Stack spacing={2} aria-label={t('profile.public.region')} role="region">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={profile.profilePhoto ?? undefined} sx={{ width: 72, height: 72 }}>
          {profile.displayName.charAt(0)}
        </Avatar>
        <Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {b ? b.businessName : profile.displayName}
          </Typography>
          <Typography color="text.secondary">
            {b ? `${profile.displayName} · ` : ''}@{profile.userName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[place, t('profile.public.memberSince', { date: since(profile.memberSince) })]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
      </Stack>
      {profile.yourBio ? <Typography>{profile.yourBio}</Typography> : null}
      {b?.description ? <Typography>{b.description}</Typography> : null}
      {b?.website ? (
        <Link href={b.website} target="_blank" rel="noopener noreferrer nofollow">
          {b.website}
        </Link>
      ) : null}
      {b && b.categories.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {categoriesIn(locale, b.categories).map((c) => (
            <Chip key={c.id} label={c.name} size="small" />
          ))}
        </Stack>
      ) : null}
      {links.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {links.map((k) => (
            <Link
              key={k}
              href={profile.socials[k] ?? undefined}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {k === 'website' ? t('profile.socials.website') : SOCIAL_LABELS[k]}
            </Link>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
};
