import { formatDate as formatSharedDate, type OfferStatus, PAGES } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusChip } from '../../../components/offers/status-chip.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { Messages } from '../../../i18n/messages.ts';
import { useT } from '../../../lib/i18n.ts';
import { isEditable, statusActions } from '../../../lib/offers/status-actions.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { useNotify } from '../../../stores/notify.ts';
import { userAtom } from '../../../stores/session.ts';
import { useChangeOfferStatus } from '../api/change-offer-status.ts';
import { useOfferDetails } from '../api/get-offer-details.ts';
import { ActionSummary } from '../components/action-summary.tsx';
import { OfferNotAvailable } from '../components/not-available.tsx';
import { OfferContent } from '../components/offer-content.tsx';
import { FieldRow, OfferLocation, Section } from '../components/offer-fields.tsx';
import { categoryLabel } from '../lib/labels.ts';
import { priceIn, priceTypeIn } from '../lib/offer-text.ts';

const formatDate = (iso: string | null) => formatSharedDate(iso) || '—';

/** The message after a status change, by the new status. */
const CHANGED = {
  ACTIVE: 'offers.myOffer.live',
  PAUSED: 'offers.myOffer.paused',
  ARCHIVE: 'offers.myOffer.archived',
  DELETE: 'offers.myOffer.deleted',
} as const satisfies Partial<Record<OfferStatus, keyof Messages>>;

/** A status button's words: what moving from `from` to `to` means. */
const actionLabel = (from: OfferStatus, to: OfferStatus): keyof Messages | null => {
  switch (to) {
    case 'ACTIVE':
      return from === 'DRAFT'
        ? 'offers.myOffer.publish'
        : from === 'PAUSED'
          ? 'offers.myOffer.activate'
          : 'offers.myOffer.relist';
    case 'PAUSED':
      return 'offers.myOffer.pause';
    case 'ARCHIVE':
      return 'offers.myOffer.archive';
    case 'DELETE':
      return 'offers.myOffer.delete';
    default:
      return null;
  }
};

/** /my-offer/:id: the owner's view with activity, status actions, edit and (rentals) the calendar. */
export const MyOfferRoute = () => {
  const t = useT();
  const { id = '' } = useParams();
  const user = useAtomValue(userAtom);
  const offer = useOfferDetails(id);
  const change = useChangeOfferStatus(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (offer.isPending) return <PageLoader />;
  if (offer.isError) {
    if (errorStatus(offer.error) === 404 || errorStatus(offer.error) === 403)
      return <OfferNotAvailable backTo={PAGES.myOffers.path} backLabel={t('offers.myOffer.back')} />;
    return (
      <Alert severity="error" role="alert" sx={{ mt: 3 }}>
        {offer.error.message}
      </Alert>
    );
  }
  const o = offer.data;
  // A deleted offer is gone for good, also for its owner.
  if (o.status === 'DELETE' || (user && o.userId !== user.id))
    return <OfferNotAvailable backTo={PAGES.myOffers.path} backLabel={t('offers.myOffer.back')} />;

  const run = (to: OfferStatus) =>
    change.mutate(to, {
      onSuccess: (res) => {
        notify({
          message:
            to in CHANGED
              ? t(CHANGED[to as keyof typeof CHANGED])
              : (res.message ?? t('offers.myOffer.changed')),
        });
        if (to === 'DELETE') navigate(PAGES.myOffers.path, { replace: true });
      },
      onSettled: () => setConfirmDelete(false),
    });
  const actions = statusActions(o.status);
  const actionText = (to: OfferStatus, english: string) => {
    const label = actionLabel(o.status, to);
    return label ? t(label) : english;
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={`${PAGES.myOffers.path}?status=${o.status}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('offers.myOffersTitle')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, wordBreak: 'break-word', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {o.title}
        </Typography>
        <Box>
          <StatusChip status={o.status} size="medium" />
        </Box>
      </Stack>

      {o.status === 'DISABLED' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {o.disabledReason
            ? t('offers.myOffer.disabledReason', { reason: o.disabledReason })
            : t('offers.myOffer.disabled')}
        </Alert>
      ) : null}
      {change.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => change.reset()}>
          {change.error.message}
        </Alert>
      ) : null}

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 3 }}
        role="group"
        aria-label={t('offers.myOffer.actions')}
      >
        {actions
          .filter((a) => !a.confirm)
          .map((a) => (
            <Button
              key={a.to}
              variant={a.to === 'ACTIVE' ? 'contained' : 'outlined'}
              onClick={() => run(a.to)}
              loading={change.isPending && change.variables === a.to}
              disabled={change.isPending}
            >
              {actionText(a.to, a.label)}
            </Button>
          ))}
        {isEditable(o.status) ? (
          <Button
            component={RouterLink}
            to={PAGES.editOffer.href(o.id)}
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
          >
            {t('offers.myOffer.edit')}
          </Button>
        ) : null}
        {o.category === 'Vacation Rentals' && isEditable(o.status) ? (
          <Button
            component={RouterLink}
            to={`${PAGES.editCalender.path}?offerId=${encodeURIComponent(o.id)}`}
            variant="outlined"
            startIcon={<CalendarMonthOutlinedIcon />}
          >
            {t('offers.myOffer.editCalendar')}
          </Button>
        ) : null}
        {actions.some((a) => a.to === 'DELETE') ? (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setConfirmDelete(true)}
            disabled={change.isPending}
          >
            {t('offers.myOffer.delete')}
          </Button>
        ) : null}
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <OfferContent offer={o} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {o.status !== 'DRAFT' ? <ActionSummary offerId={o.id} /> : null}
            <Section title={t('offers.myOffer.offer')}>
              <Box component="dl" sx={{ m: 0 }}>
                <FieldRow label={t('offers.myOffer.price')}>{priceIn(t, o.priceCents, o.priceType)}</FieldRow>
                <FieldRow label={t('offers.myOffer.priceType')}>{priceTypeIn(t, o.priceType)}</FieldRow>
                <FieldRow label={t('offers.myOffer.category')}>{categoryLabel(t, o.category)}</FieldRow>
                <FieldRow label={t('offers.myOffer.created')}>{formatDate(o.createdAt)}</FieldRow>
                <FieldRow label={t('offers.myOffer.published')}>{formatDate(o.publishedAt)}</FieldRow>
                <FieldRow label={t('offers.myOffer.lastChange')}>
                  {formatDate(o.statusChangedAt ?? o.updatedAt)}
                </FieldRow>
              </Box>
            </Section>
            <OfferLocation
              city={o.city}
              province={o.province}
              latitude={o.latitude}
              longitude={o.longitude}
            />
          </Stack>
        </Grid>
      </Grid>

      <ConfirmDialog
        open={confirmDelete}
        title={t('offers.myOffer.deleteTitle')}
        confirmLabel={t('offers.myOffer.deleteConfirm')}
        cancelLabel={t('offers.myOffer.keep')}
        danger
        pending={change.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => run('DELETE')}
      >
        {t('offers.myOffer.deleteText')}
      </ConfirmDialog>
    </Box>
  );
};
