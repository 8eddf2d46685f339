import { DataTable, List, TopToolbar } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { useT } from '../i18n/useT.ts';
import { ChatBanDialog } from './ChatBanDialog.tsx';
import { ChatBanLift } from './ChatBanLift.tsx';
import { banUntilLabel } from './chatBanDurations.ts';
import type { ChatBanRecord } from './chatBansDataProvider.ts';

const banFilters = [<MemberFilter key="memberId" source="memberId" alwaysOn />];

const BanActions = () => (
  <TopToolbar>
    <ChatBanDialog label="console.chat-bans.ban.banMember" />
  </TopToolbar>
);

const Column = DataTable.Col<ChatBanRecord>;

/** Members banned from chat everywhere (bans in force); each can be lifted, and a member banned. */
export const ChatBanList = () => {
  const t = useT();
  return (
    <List
      title="console.chat-bans.title"
      filters={banFilters}
      actions={<BanActions />}
      exporter={false}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <Column source="member.displayName" disableSort render={(b) => <MemberLink member={b.member} />} />
        <Column source="reason" disableSort />
        <Column source="until" disableSort render={(b) => banUntilLabel(b.until, t)} />
        <Column source="bannedBy.displayName" disableSort render={(b) => b.bannedBy?.displayName ?? '—'} />
        <Column source="createdAt" disableSort>
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column label="console.chat-bans.list.actions" disableSort>
          <ChatBanLift />
        </Column>
      </DataTable>
    </List>
  );
};
