import { inLanguage, PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { initialSignUpData, signUpDataAtom } from '../../../stores/onboarding.ts';
import { userAtom } from '../../../stores/session.ts';
import { useBusinessCategories } from '../api/get-business-categories.ts';
import { usePledge } from '../api/get-pledge.ts';
import { useSaveBusinessCategories } from '../api/save-business-categories.ts';
import { describeSelection } from '../categories.ts';
import { useCategorySelection } from '../use-category-selection.ts';

/** The pledge step: the current pledge text and a required "I pledge" checkbox. */
const PledgeStep = ({ onAccepted }: { onAccepted: (description: string) => void }) => {
  const t = useT();
  const locale = useLocale();
  const pledge = usePledge();
  const [checked, setChecked] = useState(false);
  /** Continue pressed without the box ticked: the message shows until it changes. */
  const [error, setError] = useState(false);
  if (pledge.isPending) return <PageLoader />;
  if (pledge.isError)
    return (
      <Alert severity="error" role="alert">
        {pledge.error.message}
      </Alert>
    );
  // The pledge as the admin wrote it in the reader's language (English when there is no French one).
  const description = pledge.data
    ? inLanguage(locale, pledge.data.description, pledge.data.descriptionFr)
    : '';
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="pledge-heading">
      <Typography id="pledge-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('onboarding.pledge.heading')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', bgcolor: 'action.hover', p: 2, borderRadius: 2 }}>
        {description}
      </Typography>
      <Box>
        <FormControlLabel
          label={t('onboarding.pledge.accept')}
          required
          control={
            <Checkbox
              checked={checked}
              onChange={(e) => {
                setChecked(e.target.checked);
                setError(false);
              }}
            />
          }
        />
        {error ? <FormHelperText error>{t('onboarding.pledge.required')}</FormHelperText> : null}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => (checked ? onAccepted(description) : setError(true))}
      >
        {t('onboarding.continue')}
      </Button>
    </Stack>
  );
};

/** /confirm-submission: the pledge, then a review of the business and its categories, then submit. */
export const ConfirmSubmissionRoute = () => {
  const t = useT();
  const [signUp, setSignUp] = useAtom(signUpDataAtom);
  const { selected } = useCategorySelection();
  const categories = useBusinessCategories();
  const member = useAtomValue(userAtom);
  const { data: user } = useQuery({ ...getUserQueryOptions(member?.userId ?? ''), enabled: !!member });
  const save = useSaveBusinessCategories();
  const navigate = useNavigate();
  const pledged = signUp.pledge.pledge;

  if (categories.isPending) return <PageLoader />;
  const items = describeSelection(categories.data ?? [], selected);
  if (categories.isSuccess && items.length === 0)
    return <Navigate to={PAGES.businessCategories.path} replace />;

  const setPledge = (pledge: boolean, description = signUp.pledge.description) =>
    setSignUp((d) => ({ ...d, pledge: { description, pledge } }));

  const submit = () =>
    save.mutate(
      { categoryIds: items.map((i) => i.id), pledge: true },
      {
        onSuccess: (u) => {
          setSignUp((d) => ({
            ...d,
            businessCategories: initialSignUpData.businessCategories,
            pledge: initialSignUpData.pledge,
          }));
          navigate(routeForStage(u.checkOutStatus), { replace: true });
        },
      },
    );

  return (
    <OnboardingLayout onBack={() => (pledged ? setPledge(false) : navigate(PAGES.confirmCategories.path))}>
      {!pledged ? (
        <PledgeStep onAccepted={(description) => setPledge(true, description)} />
      ) : (
        <Stack spacing={2.5} component="section" aria-labelledby="review-heading">
          <Typography id="review-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('onboarding.review.heading')}
          </Typography>
          {save.isError ? (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          {user?.business ? (
            <Box>
              <Typography variant="overline">{t('onboarding.review.business')}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{user.business.businessName}</Typography>
            </Box>
          ) : null}
          <Box>
            <Typography variant="overline">{t('onboarding.review.categories')}</Typography>
            <List aria-label={t('onboarding.review.list')} dense disablePadding>
              {items.map((i) => (
                <ListItem key={i.id} disableGutters>
                  <ListItemText primary={i.label} />
                </ListItem>
              ))}
            </List>
          </Box>
          <Alert severity="success">{t('onboarding.review.pledged')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              size="large"
              fullWidth
              onClick={() => navigate(PAGES.businessCategories.path)}
            >
              {t('onboarding.review.editCategories')}
            </Button>
            <Button variant="contained" size="large" fullWidth loading={save.isPending} onClick={submit}>
              {t('onboarding.review.submit')}
            </Button>
          </Stack>
        </Stack>
      )}
    </OnboardingLayout>
  );
};
