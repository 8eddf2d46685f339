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
import { WALLET_TRANSACTIONS_RESOURCE } from '../wallet-transactions/walletDataProvider.ts';
import { ReferralVoid } from './ReferralVoid.tsx';
import { ReferralStateChip, rewardLabel, SOURCE_LABELS } from './referralLabels.tsx';

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

const Title = () => {
  const r = useRecordContext<TAdminReferral>();
  return <span>{r ? `Referral by ${r.referrer.displayName}` : 'Referral'}</span>;
};

const Header = () => {
  const r = useRecordContext<TAdminReferral>();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Referral by {r.referrer.displayName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {SOURCE_LABELS[r.source]}
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
  <Show title={<Title />}>
    <Stack spacing={4} sx={{ p: 3 }}>
      <Header />
      <WithRecord<TAdminReferral>
        render={(r) =>
          r.state === 'VOID' ? (
            <Alert severity="error">
              Void{r.voidReason ? `: ${r.voidReason}` : '.'}
              {r.voidedBy ? ` (by ${r.voidedBy.displayName})` : ''}
            </Alert>
          ) : null
        }
      />
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
