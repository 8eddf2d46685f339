import { PAGES } from '@barterbits/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { applyCardFieldErrors, CardForm } from '../../../components/form/card-form.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useAddCard } from '../api/add-card.ts';
import { LockedFieldset, MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { unlessMaintenance, useMembershipLock } from '../lib/membership-lock.ts';

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
  const [makeDefault, setMakeDefault] = useState(false);
  const lock = useMembershipLock(addCard.error);

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('membership.addCard')}
        </Typography>
        <Typography color="text.secondary">{t('membership.addCardPage.lead')}</Typography>
        <MembershipLockBanner lock={lock} />
        <LockedFieldset locked={lock.locked}>
          <CardForm
            submitLabel={t('membership.addCardPage.save')}
            pending={addCard.isPending}
            error={unlessMaintenance(addCard.error)}
            onSubmit={(card, setError) =>
              addCard.mutate(
                { ...card, makeDefault },
                {
                  onSuccess: () => {
                    notify({ message: t('membership.addCardPage.saved') });
                    navigate(safeNext(params.get('next')), { replace: true });
                  },
                  onError: (e) => applyCardFieldErrors(e, setError),
                },
              )
            }
          >
            <FormControlLabel
              control={<Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />}
              label={t('membership.addCardPage.makeDefault')}
            />
          </CardForm>
        </LockedFieldset>
      </Stack>
    </OnboardingLayout>
  );
};
