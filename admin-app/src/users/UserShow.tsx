import type { TAddress } from '@barterbits/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EmailField,
  RecordField,
  Show,
  TextField,
  UrlField,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { Section } from '../components/Section.tsx';
import type { ConsoleKey } from '../i18n/messages.ts';
import { useT } from '../i18n/useT.ts';
import { UserOffers } from '../offers/UserOffers.tsx';
import { UserWallet } from '../wallet-transactions/UserWallet.tsx';
import { EmailChangeButton } from './EmailChangeButton.tsx';
import { MEMBERSHIP_STATE_KEYS, UserMembership } from './UserMembership.tsx';
import { UserStatusChange } from './UserStatusChange.tsx';
import { UserStatusChip } from './UserStatusChip.tsx';
import { displayName, humanize, MEMBER_TYPE_KEYS, ROLE_KEYS, STAGE_KEYS } from './userLabels.ts';
import type { UserRecord } from './usersDataProvider.ts';

export const formatAddress = (address: TAddress | null | undefined): string =>
  address
    ? [
        address.addressLine1,
        address.apartment,
        address.city,
        address.province,
        address.postalCode,
        address.country,
      ]
        .filter((part) => part && part.trim() !== '')
        .join(', ')
    : '';

const phone = (countryCode: string | undefined, number: string | null | undefined) =>
  number ? `${countryCode ?? ''} ${number}`.trim() : '';

const UserTitle = () => {
  const user = useRecordContext<UserRecord>();
  const t = useT();
  return <span>{user ? displayName(user) : t('resources.users.name', { smart_count: 1 })}</span>;
};

const UserHeader = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  const name = displayName(user);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={user.profilePhoto ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <Typography variant="h5" component="h1">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <UserStatusChip />
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <EmailChangeButton />
        <UserStatusChange />
      </Stack>
    </Stack>
  );
};

export const UserShow = () => {
  const t = useT();
  return (
    <Show title={<UserTitle />}>
      <Stack spacing={4} sx={{ p: 3 }}>
        <UserHeader />
        <Section title="console.users.show.account">
          <RecordField source="email" label="console.users.show.email" field={EmailField} />
          <RecordField source="status" label="console.users.show.status">
            <UserStatusChip />
          </RecordField>
          <RecordField<UserRecord>
            source="role"
            label="console.users.show.role"
            render={(u) => t(ROLE_KEYS[u.role])}
          />
          <RecordField<UserRecord>
            source="memberType"
            label="console.users.show.memberType"
            render={(u) => (u.memberType ? t(MEMBER_TYPE_KEYS[u.memberType]) : '')}
            empty="—"
          />
          <RecordField source="authMethod" label="console.users.show.signInMethod" />
          <RecordField<UserRecord>
            source="subscription"
            label="console.users.show.subscription"
            render={(u) => {
              const key = (MEMBERSHIP_STATE_KEYS as Record<string, ConsoleKey>)[u.subscription ?? ''];
              return key ? t(key) : humanize(u.subscription);
            }}
          />
          <RecordField<UserRecord>
            source="checkOutStatus"
            label="console.users.show.onboardingStage"
            render={(u) => {
              const key = u.checkOutStatus ? STAGE_KEYS[u.checkOutStatus] : undefined;
              return key ? t(key) : humanize(u.checkOutStatus);
            }}
          />
          <RecordField source="lastLogin" label="console.users.show.lastLogin">
            <DateTimeField source="lastLogin" showTime emptyText={t('console.users.never')} />
          </RecordField>
          <RecordField source="created_at" label="console.users.show.created">
            <DateTimeField source="created_at" showTime />
          </RecordField>
        </Section>
        <Section title="console.users.show.profile">
          <RecordField source="firstName" label="console.users.show.firstName" empty="—" />
          <RecordField source="lastName" label="console.users.show.lastName" empty="—" />
          <RecordField source="userName" label="console.users.show.username" empty="—" />
          <RecordField<UserRecord>
            source="mobileNumber"
            label="console.users.show.mobileNumber"
            // userProfile is missing while the list row stands in for the record (react-admin cache).
            render={(u) => phone(u.userProfile?.countryCode, u.mobileNumber)}
            empty="—"
          />
          <RecordField<UserRecord>
            label="console.users.show.address"
            render={(u) => formatAddress(u.userProfile?.address)}
            empty="—"
          />
          <RecordField label="console.users.show.bio">
            <TextField source="userProfile.yourBio" emptyText="—" />
          </RecordField>
        </Section>
        <WithRecord<UserRecord>
          render={(user) =>
            user.business ? (
              <Section title="console.users.show.business">
                <RecordField source="business.businessName" label="console.users.show.businessName" />
                <RecordField label="console.users.show.website">
                  <UrlField
                    source="business.website"
                    target="_blank"
                    rel="noopener noreferrer"
                    emptyText="—"
                  />
                </RecordField>
                <RecordField<UserRecord>
                  label="console.users.show.businessPhone"
                  render={(u) => phone(u.business?.countryCode, u.business?.phoneNumber)}
                  empty="—"
                />
                <RecordField<UserRecord>
                  label="console.users.show.businessAddress"
                  render={(u) => formatAddress(u.business?.address)}
                  empty="—"
                />
                <RecordField source="business.description" label="console.users.show.description" empty="—" />
              </Section>
            ) : null
          }
        />
        <WithRecord<UserRecord>
          render={(user) => (user.role === 'MEMBER' ? <UserMembership userId={user.id} /> : null)}
        />
        <WithRecord<UserRecord>
          render={(user) => (user.role === 'MEMBER' ? <UserOffers userId={user.id} /> : null)}
        />
        <WithRecord<UserRecord>
          render={(user) =>
            user.role === 'MEMBER' ? <UserWallet userId={user.id} memberName={displayName(user)} /> : null
          }
        />
      </Stack>
    </Show>
  );
};
