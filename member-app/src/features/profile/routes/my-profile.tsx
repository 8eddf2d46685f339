import { PAGES, SOCIAL_NETWORKS, type TAddress, type TUser } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SOCIAL_LABELS } from '../../../lib/socials.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useMyCategories } from '../api/my-categories.ts';
import { usePublicProfile } from '../api/public-profile.ts';
import { useSocials } from '../api/socials.ts';
import { LanguageSetting } from '../components/language-setting.tsx';
import { ProfilePhoto } from '../components/profile-photo.tsx';
import { PublicProfileCard } from '../components/public-profile-card.tsx';

const formatAddress = (a: TAddress | null) =>
  a
    ? [
        [a.addressLine1, a.apartment].filter(Boolean).join(', '),
        [a.city, a.province].filter(Boolean).join(', '),
        [a.postalCode, a.country].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

const formatPhone = (code: string, n: string | null) =>
  n ? `${code} (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}` : null;

const Section = ({
  title,
  action,
  children,
}: {
  title: string;
  action?: { label: string; to: string };
  children: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action ? (
        <Button component={RouterLink} to={action.to} size="small" variant="outlined">
          {action.label}
        </Button>
      ) : null}
    </Stack>
    {children}
  </Paper>
);

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75 }}>
      <Typography color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-word' }}>
        {children ?? <Typography color="text.disabled">{t('profile.my.notSet')}</Typography>}
      </Box>
    </Stack>
  );
};

const Profile = ({ user }: { user: TUser }) => {
  const t = useT();
  const p = user.userProfile;
  const b = user.business;
  const socials = useSocials();
  const categories = useMyCategories(!!b);
  const [showPublic, setShowPublic] = useState(false);
  const publicProfile = usePublicProfile(user.id, showPublic);
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.userName || user.email;
  const links = socials.data ? SOCIAL_NETWORKS.filter((k) => socials.data[k]) : [];

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProfilePhoto photo={p.profilePhoto} name={name} />
      </Paper>

      <Section
        title={t('profile.my.personal')}
        action={{ label: t('profile.my.editPersonal'), to: PAGES.editPersonalInfo.path }}
      >
        <Row label={t('profile.my.name')}>{name}</Row>
        <Row label={t('profile.my.userName')}>{p.userName ? `@${p.userName}` : null}</Row>
        <Row label={t('profile.my.email')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <span>{user.email}</span>
            <Link component={RouterLink} to={PAGES.changeEmail.path} sx={touchTargetLink}>
              {t('profile.my.changeEmail')}
            </Link>
          </Stack>
        </Row>
        <Row label={t('profile.my.mobile')}>{formatPhone(p.countryCode, p.mobileNumber)}</Row>
        <Row label={t('profile.my.address')}>{formatAddress(p.address)}</Row>
        <Row label={t('profile.my.bio')}>{p.yourBio}</Row>
      </Section>

      {b ? (
        <Section
          title={t('profile.my.business')}
          action={{ label: t('profile.my.editBusiness'), to: PAGES.editBusinessDetails.path }}
        >
          <Row label={t('profile.my.businessName')}>{b.businessName}</Row>
          <Row label={t('profile.my.description')}>{b.description}</Row>
          <Row label={t('profile.my.website')}>
            {b.website ? (
              <Link href={b.website} target="_blank" rel="noopener noreferrer">
                {b.website}
              </Link>
            ) : null}
          </Row>
          <Row label={t('profile.my.phone')}>{formatPhone(b.countryCode, b.phoneNumber)}</Row>
          <Row label={t('profile.my.address')}>{formatAddress(b.address)}</Row>
        </Section>
      ) : null}

      {b ? (
        <Section
          title={t('profile.my.categories')}
          action={{ label: t('profile.my.editCategories'), to: PAGES.editCategories.path }}
        >
          {categories.data && categories.data.length > 0 ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {categories.data.map((c) => (
                <Chip key={c.id} label={c.name} />
              ))}
            </Stack>
          ) : (
            <Typography color="text.disabled">
              {categories.isLoading ? t('profile.my.loading') : t('profile.my.noCategories')}
            </Typography>
          )}
        </Section>
      ) : null}

      <Section
        title={t('profile.my.socials')}
        action={{ label: t('profile.my.editSocials'), to: PAGES.editSocials.path }}
      >
        {links.length > 0 ? (
          links.map((k) => (
            <Row key={k} label={k === 'website' ? t('profile.socials.website') : SOCIAL_LABELS[k]}>
              <Link href={socials.data?.[k] ?? undefined} target="_blank" rel="noopener noreferrer">
                {socials.data?.[k]}
              </Link>
            </Row>
          ))
        ) : (
          <Typography color="text.disabled">
            {socials.isLoading ? t('profile.my.loading') : t('profile.my.noSocials')}
          </Typography>
        )}
      </Section>

      <Section title={t('profile.my.membershipAndPayment')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PAGES.membership.path} variant="outlined">
            {t('profile.my.membership')}
          </Button>
          <Button component={RouterLink} to={PAGES.manageCard.path} variant="outlined">
            {t('profile.my.paymentCards')}
          </Button>
        </Stack>
      </Section>

      <Section title={t('profile.language.title')}>
        <LanguageSetting user={user} />
      </Section>

      <Section title={t('profile.my.notifications')}>
        <Button component={RouterLink} to={PAGES.notificationSettings.path} variant="outlined">
          {t('profile.my.notificationSettings')}
        </Button>
      </Section>

      <Section title={t('profile.my.security')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PAGES.pin.path} variant="outlined">
            {t('profile.my.pin')}
          </Button>
          <Button component={RouterLink} to={PAGES.currentPassword.path} variant="outlined">
            {t('profile.my.changePassword')}
          </Button>
        </Stack>
      </Section>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Button onClick={() => setShowPublic((v) => !v)} aria-expanded={showPublic}>
          {showPublic ? t('profile.my.hidePublic') : t('profile.my.showPublic')}
        </Button>
        <Collapse in={showPublic} unmountOnExit>
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('profile.my.publicLead')}
          </Typography>
          {publicProfile.data ? (
            <PublicProfileCard profile={publicProfile.data} />
          ) : publicProfile.isError ? (
            <Alert severity="error">{publicProfile.error.message}</Alert>
          ) : (
            <PageLoader />
          )}
        </Collapse>
      </Paper>
    </Stack>
  );
};

/** /my-profile: the member's own profile with links to every edit page. */
export const MyProfileRoute = () => {
  const t = useT();
  const profile = useOwnProfile();
  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
        {t('profile.my.title')}
      </Typography>
      {profile.data ? <Profile user={profile.data} /> : <PageLoader />}
    </Box>
  );
};
