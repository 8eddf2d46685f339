import { PAGES } from '@barterbits/contracts';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { applyCardFieldErrors, CardForm } from '../../../components/form/card-form.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useT } from '../../../lib/i18n.ts';
import { stripePublishableKey } from '../../../lib/stripe.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useAddCard, useAddStripeCard } from '../api/add-card.ts';
import { LockedFieldset, MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { unlessMaintenance, useMembershipLock } from '../lib/membership-lock.ts';
import { stripeCardWords } from '../lib/stripe-words.ts';

/** Stripe's card field, fetched only when payments go through Stripe (never with the sandbox). */
const StripeCardForm = lazy(() => import('../../../components/form/stripe-card-field.tsx'));

/** Only paths of this app: `?next=` must not send the member elsewhere. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') ? next : PAGES.manageCard.path;

/**
 * /add-card (no title band, back arrow disabled): save a card; `?next=` says where to go after. While
 * membership is locked the maintenance banner shows and the form is disabled.
 */
export const AddCardRoute = () => {
  const t = useT();
  const addCard = useAddCard();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const addStripeCard = useAddStripeCard();
  const [makeDefault, setMakeDefault] = useState(false);
  /** Stripe's publishable key when payments go through Stripe: the card is saved through Stripe's field. */
  const [stripeKey] = useState(stripePublishableKey);
  const lock = useMembershipLock(addCard.error, addStripeCard.error);
  const saved = () => {
    notify({ message: t('membership.addCardPage.saved') });
    navigate(safeNext(params.get('next')), { replace: true });
  };
  const makeDefaultBox = (
    <FormControlLabel
      control={<Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />}
      label={t('membership.addCardPage.makeDefault')}
    />
  );

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('membership.addCard')}
        </Typography>
        <Typography color="text.secondary">{t('membership.addCardPage.lead')}</Typography>
        <MembershipLockBanner lock={lock} />
        <LockedFieldset locked={lock.locked}>
          {stripeKey ? (
            <Suspense fallback={<CircularProgress aria-label={t('membership.stripe.loading')} />}>
              <StripeCardForm
                publishableKey={stripeKey}
                submitLabel={t('membership.addCardPage.save')}
                words={stripeCardWords(t)}
                pending={addStripeCard.isPending}
                error={unlessMaintenance(addStripeCard.error)?.message ?? null}
                onSubmit={(stripe, card) =>
                  addStripeCard
                    .mutateAsync({ stripe, card, makeDefault, fallback: t('membership.stripe.failed') })
                    // A failure shows as the page's error (above the field).
                    .then(saved, () => undefined)
                }
              >
                {makeDefaultBox}
              </StripeCardForm>
            </Suspense>
          ) : (
            <CardForm
              submitLabel={t('membership.addCardPage.save')}
              pending={addCard.isPending}
              error={unlessMaintenance(addCard.error)}
              onSubmit={(card, setError) =>
                addCard.mutate(
                  { ...card, makeDefault },
                  {
                    onSuccess: saved,
                    onError: (e) => applyCardFieldErrors(e, setError),
                  },
                )
              }
            >
              {makeDefaultBox}
            </CardForm>
          )}
        </LockedFieldset>
      </Stack>
    </OnboardingLayout>
  );
};
