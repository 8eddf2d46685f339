import type { TOffer } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { useT } from '../i18n/useT.ts';
import { OfferStatusChip } from './OfferStatusChip.tsx';
import { OFFER_STATUS_CHOICES, priceLabel } from './offerLabels.ts';
import { OFFERS_RESOURCE } from './offersDataProvider.ts';

const Column = DataTable.Col<TOffer>;

/**
 * The Offers section of a member's page: their offers including disabled ones (GET /offer/{userId}
 * with offerType), filtered by status; a row opens the offer.
 */
export const UserOffers = ({ userId }: { userId: string }) => {
  const [status, setStatus] = useState('ALL');
  const t = useT();
  return (
    <Box component="section" aria-label={t('resources.offers.name', { smart_count: 2 })}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Offers
        </Typography>
        <TextField
          select
          size="small"
          label={t('console.offers.offerStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="ALL">{t('console.offers.allButDeleted')}</MenuItem>
          {OFFER_STATUS_CHOICES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {t(c.name)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <ReferenceManyField
        reference={OFFERS_RESOURCE}
        target="userId"
        record={{ id: userId }}
        filter={{ status }}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography color="text.secondary">{t('console.offers.view.noOffers')}</Typography>}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="title" label="resources.offers.fields.title" />
          <Column source="category" label="resources.offers.fields.category" disableSort />
          <Column source="status" label="resources.offers.fields.status" field={OfferStatusChip} />
          <Column
            source="priceCents"
            label="resources.offers.fields.priceCents"
            render={(o) => priceLabel(o.priceCents, o.priceType)}
          />
          <Column source="disabledReason" label="resources.offers.fields.disabledReason" disableSort />
          <Column source="createdAt" label="resources.offers.fields.createdAt">
            <DateTimeField source="createdAt" />
          </Column>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
