import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { CardForm } from '../../../components/form/card-form.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cardLabel } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { createStripeCard, stripePublishableKey } from '../../../lib/stripe.ts';
import { useLoadDraft } from '../lib/load-flow.ts';

/** Stripe's card field, fetched only when payments go through Stripe (never with the sandbox). */
const StripeCardForm = lazy(() => import('../../../components/form/stripe-card-field.tsx'));

/** /my-wallet/load-bits/card-details: pay with a saved card or a new one (optionally saved). */
export const CardDetailsRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const cards = useCards();
  const { draft, update } = useLoadDraft();
  const [choice, setChoice] = useState<string | null>(
    draft.source && 'cardId' in draft.source ? draft.source.cardId : null,
  );
  const [saveCard, setSaveCard] = useState(false);
  /** Stripe's publishable key when payments go through Stripe: the new card goes in Stripe's field. */
  const [stripeKey] = useState(stripePublishableKey);

  if (!draft.amountCents) return <Navigate to={PAGES.loadBits.path} replace />;
  if (cards.isPending) return <PageLoader />;
  const saved = cards.data ?? [];
  const selected = choice ?? saved.find((c) => c.isDefault)?.id ?? 'new';
  const next = () => navigate(PAGES.bitsPaymentInfo.path);
  const saveBox = (
    <FormControlLabel
      control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />}
      label={t('wallet.card.save')}
    />
  );

  return (
    <>
      <PageHeader
        title={t('wallet.card.title')}
        subtitle={t('wallet.card.loading', { amount: formatGroupedBits(draft.amountCents) })}
      />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        {saved.length > 0 ? (
          <RadioGroup
            aria-label={t('wallet.card.payWith')}
            value={selected}
            onChange={(e) => setChoice(e.target.value)}
          >
            {saved.map((c) => (
              <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={cardLabel(c)} />
            ))}
            <FormControlLabel value="new" control={<Radio />} label={t('wallet.card.new')} />
          </RadioGroup>
        ) : (
          <Typography color="text.secondary">{t('wallet.card.enter')}</Typography>
        )}
        {selected === 'new' && stripeKey ? (
          <Suspense fallback={<CircularProgress aria-label={t('wallet.stripe.loading')} />}>
            <StripeCardForm
              publishableKey={stripeKey}
              submitLabel={t('wallet.continue')}
              words={{
                form: t('wallet.stripe.form'),
                field: t('wallet.stripe.field'),
                loading: t('wallet.stripe.loading'),
                unavailable: t('wallet.stripe.unavailable'),
                retry: t('wallet.stripe.retry'),
                failed: t('wallet.stripe.failed'),
              }}
              onSubmit={async (stripe, card) => {
                const stripeCard = await createStripeCard(stripe, card, t('wallet.stripe.failed'));
                update({
                  source: {
                    stripeCard,
                    saveCard,
                    label: t('wallet.stripe.card', { brand: stripeCard.brand, digits: stripeCard.last4 }),
                  },
                });
                next();
              }}
            >
              {saveBox}
            </StripeCardForm>
          </Suspense>
        ) : selected === 'new' ? (
          <CardForm
            submitLabel={t('wallet.continue')}
            pending={false}
            error={null}
            onSubmit={(card) => {
              const digits = String(card.number).replace(/\D/g, '');
              update({
                source: { card, saveCard, label: t('wallet.card.ending', { digits: digits.slice(-4) }) },
              });
              next();
            }}
          >
            {saveBox}
          </CardForm>
        ) : (
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              update({ source: { cardId: selected } });
              next();
            }}
          >
            {t('wallet.continue')}
          </Button>
        )}
      </Stack>
    </>
  );
};
