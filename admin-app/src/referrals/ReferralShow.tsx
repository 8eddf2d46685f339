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
      <Section title="Referral" column={220}>
        <RecordField label="Referrer" render={(r: TAdminReferral) => <UserLink member={r.referrer} />} />
        <RecordField source="referrerCode" label="Invite code" empty="—" />
        <RecordField
          label="Friend"
          render={(r: TAdminReferral) =>
            r.invitee ? <UserLink member={r.invitee} /> : (r.inviteeEmail ?? '—')
          }
        />
        <RecordField source="inviteeEmail" label="Invited address" empty="—" />
        <RecordField source="state" label="State">
          <ReferralStateChip />
        </RecordField>
        <RecordField<TAdminReferral>
          source="rewardCents"
          label="Reward"
          render={(r) => rewardLabel(r.rewardCents)}
        />
        <RecordField label="Reward transaction">
          <RewardLink />
        </RecordField>
      </Section>
      <Section title="Steps" column={200}>
        <RecordField source="createdAt" label="Created">
          <DateTimeField source="createdAt" showTime />
        </RecordField>
        <RecordField source="invitedAt" label="Invited">
          <DateTimeField source="invitedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="registeredAt" label="Signed up">
          <DateTimeField source="registeredAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="qualifiedAt" label="Qualified">
          <DateTimeField source="qualifiedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="rewardedAt" label="Rewarded">
          <DateTimeField source="rewardedAt" showTime emptyText="—" />
        </RecordField>
        <RecordField source="voidedAt" label="Voided">
          <DateTimeField source="voidedAt" showTime emptyText="—" />
        </RecordField>
      </Section>
    </Stack>
  </Show>
);
