import type { TAdminWalletTransactionDetails, TWalletParty } from '@barterbits/contracts';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { RecordField, Show, useCreatePath, useRecordContext, WithRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { WalletStatusChip } from './WalletStatusChip.tsx';
import { bitsLabel, partyLabel, typeLabel } from './walletLabels.ts';

/** While the list row stands in for the record (react-admin cache), entries and metadata are missing. */
type Details = Omit<TAdminWalletTransactionDetails, 'entries'> & {
  entries?: TAdminWalletTransactionDetails['entries'];
};

/** A party: a member links to their user page; a system account is its name. */
const Party = ({ party }: { party: TWalletParty | null }) => {
  const createPath = useCreatePath();
  const t = useT();
  if (!party) return <>—</>;
  if (party.kind === 'SYSTEM' || !party.userId) return <>{partyLabel(party, t)}</>;
  return (
    <Link component={RouterLink} to={createPath({ resource: 'users', id: party.userId, type: 'show' })}>
      {partyLabel(party, t)}
    </Link>
  );
};

export const WalletTransactionTitle = () => {
  const r = useRecordContext<Details>();
  const t = useT();
  return (
    <span>
      {r
        ? t('console.wallet-transactions.show.titleOf', { reference: r.reference })
        : t('console.wallet-transactions.show.transaction')}
    </span>
  );
};

/** One movement: what, how much, from whom to whom, who asked and why, and its ledger legs. */
/** The ledger entries' table, named in the console's language. */
const LedgerTable = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return (
    <Table size="small" aria-label={t('console.wallet-transactions.view.ledger')}>
      {children}
    </Table>
  );
};

const LedgerHead = () => {
  const t = useT();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{t('console.wallet-transactions.view.account')}</TableCell>
        <TableCell align="right">{t('console.wallet-transactions.view.amount')}</TableCell>
        <TableCell align="right">{t('console.wallet-transactions.view.balanceAfter')}</TableCell>
      </TableRow>
    </TableHead>
  );
};

export const WalletTransactionShow = () => {
  const t = useT();
  return (
    <Show title={<WalletTransactionTitle />}>
      <Stack spacing={4} sx={{ p: 3 }}>
        <Section title="console.wallet-transactions.show.transaction">
          <RecordField source="reference" label="console.wallet-transactions.show.reference" />
          <RecordField<Details>
            source="type"
            label="console.wallet-transactions.show.type"
            render={(m) => `${typeLabel(m, t)} (${m.type})`}
          />
          <RecordField source="status" label="console.wallet-transactions.show.status">
            <WalletStatusChip />
          </RecordField>
          <RecordField<Details>
            source="amountCents"
            label="console.wallet-transactions.show.amount"
            render={(m) => bitsLabel(m.amountCents)}
          />
          <RecordField
            label="console.wallet-transactions.show.from"
            render={(m: Details) => <Party party={m.from} />}
          />
          <RecordField
            label="console.wallet-transactions.show.to"
            render={(m: Details) => <Party party={m.to} />}
          />
          <RecordField<Details>
            source="initiatedByName"
            label="console.wallet-transactions.show.initiatedBy"
            render={(m) => (m.initiatedBy ? `${m.initiatedByName ?? ''} (${m.initiatedBy})` : '—')}
          />
          <RecordField source="memo" label="console.wallet-transactions.show.memoReason" empty="—" />
          <RecordField<Details>
            source="relatedType"
            label="console.wallet-transactions.show.relatedTo"
            render={(m) => (m.relatedType ? `${m.relatedType} ${m.relatedId ?? ''}` : '—')}
          />
          <RecordField source="createdAt" label="console.wallet-transactions.show.date">
            <DateTimeField source="createdAt" showTime />
          </RecordField>
        </Section>
        <Section title="console.wallet-transactions.show.ledgerEntries" grid={false}>
          <WithRecord<Details>
            render={(t) => (
              <LedgerTable>
                <LedgerHead />
                <TableBody>
                  {/* entries are missing while the list row stands in for the record (react-admin cache). */}
                  {(t.entries ?? []).map((e) => (
                    <TableRow key={e.party.accountId}>
                      <TableCell>
                        <Party party={e.party} />
                      </TableCell>
                      <TableCell align="right">{bitsLabel(e.amountCents)}</TableCell>
                      <TableCell align="right">{bitsLabel(e.balanceAfterCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </LedgerTable>
            )}
          />
        </Section>
      </Stack>
    </Show>
  );
};
