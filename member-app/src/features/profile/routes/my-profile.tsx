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
import { SOCIAL_LABELS } from '../../../lib/socials.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useMyCategories } from '../api/my-categories.ts';
import { usePublicProfile } from '../api/public-profile.ts';
import { useSocials } from '../api/socials.ts';
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
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
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

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75 }}>
    <Typography color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Box sx={{ wordBreak: 'break-word' }}>
      {children ?? <Typography color="text.disabled">Not set</Typography>}
    </Box>
  </Stack>
);

const Profile = ({ user }: { user: TUser }) => {
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
        title="Personal info"
        action={{ label: 'Edit personal info', to: PAGES.editPersonalInfo.path }}
      >
        <Row label="Name">{name}</Row>
        <Row label="Username">{p.userName ? `@${p.userName}` : null}</Row>
        <Row label="Email">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <span>{user.email}</span>
            <Link component={RouterLink} to={PAGES.changeEmail.path} sx={touchTargetLink}>
              Change e-mail
            </Link>
          </Stack>
        </Row>
        <Row label="Mobile number">{formatPhone(p.countryCode, p.mobileNumber)}</Row>
        <Row label="Address">{formatAddress(p.address)}</Row>
        <Row label="Bio">{p.yourBio}</Row>
      </Section>

      {b ? (
        <Section
          title="Business details"
          action={{ label: 'Edit business details', to: PAGES.editBusinessDetails.path }}
        >
          <Row label="Business name">{b.businessName}</Row>
          <Row label="Description">{b.description}</Row>
          <Row label="Website">
            {b.website ? (
              <Link href={b.website} target="_blank" rel="noopener noreferrer">
                {b.website}
              </Link>
            ) : null}
          </Row>
          <Row label="Phone number">{formatPhone(b.countryCode, b.phoneNumber)}</Row>
          <Row label="Address">{formatAddress(b.address)}</Row>
        </Section>
      ) : null}

      {b ? (
        <Section
          title="Business categories"
          action={{ label: 'Edit categories', to: PAGES.editCategories.path }}
        >
          {categories.data && categories.data.length > 0 ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {categories.data.map((c) => (
                <Chip key={c.id} label={c.name} />
              ))}
            </Stack>
          ) : (
            <Typography color="text.disabled">
              {categories.isLoading ? 'Loading…' : 'No categories yet'}
            </Typography>
          )}
        </Section>
      ) : null}

      <Section title="Socials" action={{ label: 'Edit socials', to: PAGES.editSocials.path }}>
        {links.length > 0 ? (
          links.map((k) => (
            <Row key={k} label={SOCIAL_LABELS[k]}>
              <Link href={socials.data?.[k] ?? undefined} target="_blank" rel="noopener noreferrer">
                {socials.data?.[k]}
              </Link>
            </Row>
          ))
        ) : (
          <Typography color="text.disabled">
            {socials.isLoading ? 'Loading…' : 'No social links yet'}
          </Typography>
        )}
      </Section>

      <Section title="Membership and payment">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PAGES.membership.path} variant="outlined">
            Membership
          </Button>
          <Button component={RouterLink} to={PAGES.manageCard.path} variant="outlined">
            Payment cards
          </Button>
        </Stack>
      </Section>

      <Section title="Notifications">
        <Button component={RouterLink} to={PAGES.notificationSettings.path} variant="outlined">
          Notification settings
        </Button>
      </Section>

      <Section title="Security">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PAGES.pin.path} variant="outlined">
            PIN settings
          </Button>
          <Button component={RouterLink} to={PAGES.currentPassword.path} variant="outlined">
            Change password
          </Button>
        </Stack>
      </Section>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Button onClick={() => setShowPublic((v) => !v)} aria-expanded={showPublic}>
          {showPublic ? 'Hide public profile' : 'View public profile'}
        </Button>
        <Collapse in={showPublic} unmountOnExit>
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            This is what other members see. Your e-mail, phone number and street address stay private.
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
  const profile = useOwnProfile();
  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
        My Profile
      </Typography>
      {profile.data ? <Profile user={profile.data} /> : <PageLoader />}
    </Box>
  );
};
