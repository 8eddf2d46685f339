import type { TPaymentCard } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cardLabel } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useDeleteCard } from '../api/delete-card.ts';
import { useSetDefaultCard } from '../api/set-default-card.ts';
import { MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { unlessMaintenance, useMembershipLock } from '../lib/membership-lock.ts';

const expiry = (c: TPaymentCard) => `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}`;

/**
 * /manage-card: saved cards; make one the default, remove one (with confirmation), add another. While
 * membership is locked the maintenance banner shows and the actions are disabled.
 */
export const ManageCardRoute = () => {
  const t = useT();
  const cards = useCards();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const notify = useNotify();
  const [removing, setRemoving] = useState<TPaymentCard | null>(null);
  const lock = useMembershipLock(cards.error, setDefault.error, remove.error);

  if (cards.isPending) return <PageLoader />;
  const error = [cards.error, setDefault.error, remove.error].map(unlessMaintenance).find(Boolean);

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('membership.cards.title')}
        </Typography>
        <MembershipLockBanner lock={lock} />
        {error ? (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {cards.data?.length ? (
          <List aria-label={t('membership.cards.list')} disablePadding>
            {cards.data.map((c) => (
              <ListItem
                key={c.id}
                divider
                disableGutters
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {!c.isDefault ? (
                      <Button
                        size="small"
                        aria-label={t('membership.cards.makeDefaultLabel', { card: cardLabel(c) })}
                        loading={setDefault.isPending && setDefault.variables === c.id}
                        disabled={lock.locked}
                        onClick={() =>
                          setDefault.mutate(c.id, {
                            onSuccess: () => notify({ message: t('membership.cards.defaultUpdated') }),
                          })
                        }
                      >
                        {t('membership.cards.makeDefault')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('membership.cards.removeLabel', { card: cardLabel(c) })}
                      disabled={lock.locked}
                      onClick={() => setRemoving(c)}
                    >
                      {t('membership.cards.remove')}
                    </Button>
                  </Stack>
                }
                sx={{ pr: 24 }}
              >
                <ListItemIcon>
                  <CreditCardIcon />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{cardLabel(c)}</span>
                      {c.isDefault ? (
                        <Chip label={t('membership.cards.default')} size="small" color="primary" />
                      ) : null}
                    </Stack>
                  }
                  secondary={t('membership.cards.expires', { expiry: expiry(c), holder: c.holderName })}
                />
              </ListItem>
            ))}
          </List>
        ) : cards.isSuccess ? (
          <Typography color="text.secondary">{t('membership.cards.none')}</Typography>
        ) : null}
        <Button variant="contained" component={RouterLink} to={PAGES.addCard.path} disabled={lock.locked}>
          {t('membership.addCard')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('membership.cards.confirmRemove')}
        confirmLabel={t('membership.cards.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notify({ message: t('membership.cards.removed') }),
            onSettled: () => setRemoving(null),
          })
        }
      >
        {removing ? t('membership.cards.removeBody', { card: cardLabel(removing) }) : null}
      </ConfirmDialog>
    </OnboardingLayout>
  );
};
