import type { TMembershipPlan } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { applyCardFieldErrors, CardForm } from '../../../components/form/card-form.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { nothingApplied } from '../../../lib/attempts.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { cardLabel, formatMoney } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import {
  BankCheckError,
  createStripeCard,
  pageBankCheck,
  type StripeCard,
  stripePublishableKey,
} from '../../../lib/stripe.ts';
import { usePlans } from '../api/get-plans.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { LockedFieldset, MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { intervalText } from '../components/membership-status.tsx';
import { unlessMaintenance, useMembershipLock } from '../lib/membership-lock.ts';
import { bankCheckWords, stripeCardWords } from '../lib/stripe-words.ts';

/** Stripe's card field, fetched only when payments go through Stripe (never with the sandbox). */
const StripeCardForm = lazy(() => import('../../../components/form/stripe-card-field.tsx'));

/**
 * Whether a failed payment certainly took nothing, so the card in Stripe's field is asked for again: a
 * refusal (lib/attempts.ts nothingApplied) or a failed bank check. Otherwise the outcome is unknown, and
 * the same payment is offered again (same request, same key: never paid twice).
 */
const settledWithout = (e: unknown) => e instanceof BankCheckError || nothingApplied(e);

export const PlanSummary = ({ plan }: { plan: TMembershipPlan }) => {
  const t = useT();
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
      aria-label={t('membership.subscribe.plan')}
      role="region"
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {plan.name}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: 'primary.main', my: 0.5 }}>
        {formatMoney(plan.priceCents, plan.currency)}{' '}
        <Typography component="span" color="text.secondary">
          {t('membership.subscribe.perInterval', { interval: intervalText(plan.interval) })}
        </Typography>
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {plan.description}
      </Typography>
    </Box>
  );
};

/**
 * /subscription (onboarding stage SUBSCRIPTION): the plan and its price, then pay with a saved card
 * or a new one. A declined card shows the processor's message and the member stays here; a paid
 * membership moves the stage on and the member continues to /pin-setup. While membership is locked the
 * maintenance banner shows and paying is disabled.
 */
export const SubscriptionRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const plans = usePlans();
  const cards = useCards();
  const subscribe = useSubscribe();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string | null>(null);
  /** Stripe's publishable key when payments go through Stripe: a new card goes in Stripe's field. */
  const [stripeKey] = useState(stripePublishableKey);
  /** The card taken from Stripe's field, while its payment runs or may be sent again. */
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const lock = useMembershipLock(plans.error, cards.error, subscribe.error);

  if (!user) return <PageLoader />;
  if (user.checkOutStatus !== 'SUBSCRIPTION')
    return <Navigate to={routeForStage(user.checkOutStatus)} replace />;
  if (plans.isPending || cards.isPending) return <PageLoader />;
  const plan = plans.data?.[0];
  const saved = cards.data ?? [];
  const selected = choice ?? saved.find((c) => c.isDefault)?.id ?? 'new';
  const price = plan ? formatMoney(plan.priceCents, plan.currency) : '';

  const pay = (body: Parameters<typeof subscribe.mutate>[0]['body'], onError?: (e: unknown) => void) =>
    subscribe.mutate(
      // With Stripe, the bank's check (3-D Secure) in Stripe.js when the bank asks for one.
      { body, bankCheck: pageBankCheck(bankCheckWords(t)) },
      {
        onSuccess: () => navigate(PAGES.pinSetup.path, { replace: true }),
        onError: (e) => onError?.(e),
      },
    );
  /** Pays with the card from Stripe's field; a certain refusal asks for a card again. */
  const payWithStripe = (card: StripeCard) => {
    setStripeCard(card);
    pay({ paymentMethodId: card.paymentMethodId }, (e) => {
      if (settledWithout(e)) setStripeCard(null);
    });
  };
  const failure = unlessMaintenance(subscribe.error);

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <MembershipLockBanner lock={lock} />
        {plan ? (
          <PlanSummary plan={plan} />
        ) : lock.notice ? null : (
          <Alert severity="error">{plans.error?.message ?? t('membership.subscribe.noPlan')}</Alert>
        )}
        <LockedFieldset locked={lock.locked}>
          {saved.length > 0 ? (
            <RadioGroup
              aria-label={t('membership.subscribe.payWith')}
              value={selected}
              onChange={(e) => {
                setChoice(e.target.value);
                subscribe.reset();
              }}
            >
              {saved.map((c) => (
                <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={cardLabel(c)} />
              ))}
              <FormControlLabel value="new" control={<Radio />} label={t('membership.subscribe.newCard')} />
            </RadioGroup>
          ) : null}
          {selected === 'new' && stripeKey && stripeCard ? (
            <Stack spacing={2}>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure.message}
                </Alert>
              ) : null}
              <Typography>
                {t('membership.stripe.card', { brand: stripeCard.brand, digits: stripeCard.last4 })}
              </Typography>
              <Button
                variant="contained"
                size="large"
                fullWidth
                loading={subscribe.isPending}
                disabled={lock.locked}
                onClick={() => payWithStripe(stripeCard)}
              >
                {t('membership.pay', { price })}
              </Button>
              <Button
                disabled={subscribe.isPending}
                onClick={() => {
                  setStripeCard(null);
                  subscribe.reset();
                }}
              >
                {t('membership.stripe.change')}
              </Button>
            </Stack>
          ) : selected === 'new' && stripeKey ? (
            <Suspense fallback={<CircularProgress aria-label={t('membership.stripe.loading')} />}>
              <StripeCardForm
                publishableKey={stripeKey}
                submitLabel={t('membership.pay', { price })}
                words={stripeCardWords(t)}
                pending={subscribe.isPending}
                error={failure?.message ?? null}
                onSubmit={async (stripe, card) => {
                  subscribe.reset();
                  payWithStripe(await createStripeCard(stripe, card, t('membership.stripe.failed')));
                }}
              />
            </Suspense>
          ) : selected === 'new' ? (
            <CardForm
              submitLabel={t('membership.pay', { price })}
              pending={subscribe.isPending}
              error={unlessMaintenance(subscribe.error)}
              onSubmit={(card, setError) => pay({ card }, (e) => applyCardFieldErrors(e, setError))}
            />
          ) : (
            <Stack spacing={2}>
              {unlessMaintenance(subscribe.error) ? (
                <Alert severity="error" role="alert">
                  {subscribe.error?.message}
                </Alert>
              ) : null}
              <Button
                variant="contained"
                size="large"
                fullWidth
                loading={subscribe.isPending}
                disabled={lock.locked}
                onClick={() => pay({ cardId: selected })}
              >
                {t('membership.pay', { price })}
              </Button>
            </Stack>
          )}
        </LockedFieldset>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('membership.subscribe.oneMonth')}
        </Typography>
      </Stack>
    </OnboardingLayout>
  );
};
