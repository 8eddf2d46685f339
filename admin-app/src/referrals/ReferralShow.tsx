import type { TAdminReferral } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordField, Show, useCreatePath, useRecordContext, WithRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { Section } from '../components/Section.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { WALLET_TRANSACTIONS_RESOURCE } from '../wallet-transactions/walletDataProvider.ts';
import { ReferralVoid } from './ReferralVoid.tsx';
import { ReferralStateChip, rewardLabel } from './referralLabels.tsx';

const UserLink = ({ member }: { member: { id: string; displayName: string; email: string } }) => (
  <MemberLink member={member}>
    {member.displayName} ({member.email})
  </MemberLink>
);

const RewardLink = () => {
  const r = useRecordContext<TAdminReferral>();
  const createPath = useCreatePath();
  if (!r?.rewardTransactionId) return <>—</>;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: WALLET_TRANSACTIONS_RESOURCE, id: r.rewardTransactionId, type: 'show' })}
    >
      {r.rewardTransactionReference ?? r.rewardTransactionId}
    </Link>
  );
};

/** How the friend was invited. */
const SOURCE_KEYS = {
  EMAIL: 'console.referrals.show.source.EMAIL',
  LINK: 'console.referrals.show.source.LINK',
} as const satisfies Record<TAdminReferral['source'], ConsoleKey>;

/** The page title (the browser tab and the app bar). */
export const ReferralTitle = () => {
  const r = useRecordContext<TAdminReferral>();
  const t = useT();
  return (
    <span>
      {r
        ? t('console.referrals.show.titleBy', { name: r.referrer.displayName })
        : t('resources.referrals.name', { smart_count: 1 })}
    </span>
  );
};

/** Why and by whom a void referral was voided. */
export const VoidNotice = ({ r }: { r: TAdminReferral }) => {
  const t = useT();
  return (
    <Alert severity="error">
      {r.voidReason
        ? t('console.referrals.show.voidBecause', { reason: r.voidReason })
        : t('console.referrals.show.void')}
      {r.voidedBy ? t('console.referrals.show.voidedBy', { name: r.voidedBy.displayName }) : ''}
    </Alert>
  );
};

const Header = () => {
  const r = useRecordContext<TAdminReferral>();
  const t = useT();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('console.referrals.show.titleBy', { name: r.referrer.displayName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(SOURCE_KEYS[r.source])}
        </Typography>
      </Box>
      <ReferralStateChip />
      <Box sx={{ flex: 1 }} />
      <ReferralVoid />
    </Stack>
  );
};

/** One referral: both members, its steps with dates, the reward movement, or why it is void. */
export const ReferralShow = () => (
  <Show title={<ReferralTitle />}>
    <Stack spacing={4} sx={{ p: 3 }}>
      <Header />
      <WithRecord<TAdminReferral> render={(r) => (r.state === 'VOID' ? <VoidNotice r={r} /> : null)} />
      <Section title="console.referrals.show.referral" column={220}>
        <RecordField
          label="console.referrals.show.referrer"
          render={(r: TAdminReferral) => <UserLink member={r.referrer} />}
        />
        <RecordField source="referrerCode" label="console.referrals.show.inviteCode" empty="—" />
        <RecordField
          label="console.referrals.show.friend"
          render={(r: TAdminReferral) =>
            r.invitee ? <UserLink member={r.invitee} /> : (r.inviteeEmail ?? '—')
          }
        />
        <RecordField source="inviteeEmail" label="console.referrals.show.invitedAddress" empty="—" />
        <RecordField source="state" label="console.referrals.show.state">
          <ReferralStateChip />
        </RecordField>
        <RecordField<TAdminReferral>
          source="rewardCents"
          label="console.referrals.show.reward"
          render={(r) => rewardLabel(r.rewardCents)}
        />
        <RecordField label="console.referrals.show.rewardTransaction">
          <RewardLink />
        </RecordField>
      </Section>
      <Section title="console.referrals.show.steps" column={200}>
        <RecordField source="createdAt" label="console.referrals.show.created">
          <DateTimeField source="createdAt" showTime />
        </RecordField>
        <RecordField source="invitedAt" label="console.referrals.show.invited">
          <DateTimeField source="invitedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="registeredAt" label="console.referrals.show.signedUp">
          <DateTimeField source="registeredAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="qualifiedAt" label="console.referrals.show.qualified">
          <DateTimeField source="qualifiedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="rewardedAt" label="console.referrals.show.rewarded">
          <DateTimeField source="rewardedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="voidedAt" label="console.referrals.show.voided">
          <DateTimeField source="voidedAt" showTime emptyText="—" />
        </RecordField>
      </Section>
    </Stack>
  </Show>
);
