import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { CardForm } from '../../../components/form/card-form.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { cardLabel } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatGroupedBits } from '../../../lib/money.ts';
import { useCards } from '../../../lib/saved-cards.ts';
import { useLoadDraft } from '../lib/load-flow.ts';

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

  if (!draft.amountCents) return <Navigate to={PAGES.loadBits.path} replace />;
  if (cards.isPending) return <PageLoader />;
  const saved = cards.data ?? [];
  const selected = choice ?? saved.find((c) => c.isDefault)?.id ?? 'new';
  const next = () => navigate(PAGES.bitsPaymentInfo.path);

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
        {selected === 'new' ? (
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
            <FormControlLabel
              control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />}
              label={t('wallet.card.save')}
            />
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
