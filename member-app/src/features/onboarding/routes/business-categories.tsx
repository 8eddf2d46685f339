import { MAX_BUSINESS_CATEGORIES, PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useBusinessCategories } from '../api/get-business-categories.ts';
import { toggleCategory } from '../categories.ts';
import { useCategorySelection } from '../use-category-selection.ts';

/** /business-categories: pick up to 5 categories or sub-categories. */
export const BusinessCategoriesRoute = () => {
  const t = useT();
  const categories = useBusinessCategories();
  const { selected, setSelected } = useCategorySelection();
  /** Continue pressed with none chosen: the message shows until the selection changes. */
  const [error, setError] = useState(false);
  const navigate = useNavigate();
  const full = selected.length >= MAX_BUSINESS_CATEGORIES;

  const toggle = (id: number) => {
    setError(false);
    setSelected(toggleCategory(selected, id));
  };
  const onContinue = () => {
    if (selected.length === 0) return setError(true);
    navigate(PAGES.confirmCategories.path);
  };

  const box = (id: number, name: string) => (
    <FormControlLabel
      key={id}
      label={name}
      control={
        <Checkbox
          checked={selected.includes(id)}
          disabled={full && !selected.includes(id)}
          onChange={() => toggle(id)}
        />
      }
    />
  );

  return (
    <OnboardingLayout maxWidth={640}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('onboarding.categories.heading')}
          </Typography>
          <Typography color="text.secondary">
            {t('onboarding.categories.lead', { max: MAX_BUSINESS_CATEGORIES })}
          </Typography>
        </Box>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('onboarding.categories.count', { count: selected.length, max: MAX_BUSINESS_CATEGORIES })}
        </Typography>
        {categories.isPending ? <PageLoader /> : null}
        {categories.isError ? (
          <Alert severity="error" role="alert">
            {categories.error.message}
          </Alert>
        ) : null}
        {categories.data?.map((c) => (
          <Box key={c.id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormGroup>
              {box(c.id, c.name)}
              <Box sx={{ pl: 4, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                {c.subCategories.map((s) => box(s.id, s.name))}
              </Box>
            </FormGroup>
          </Box>
        ))}
        {error ? (
          <Alert severity="error" role="alert">
            {t('onboarding.categories.min')}
          </Alert>
        ) : null}
        <Button variant="contained" size="large" fullWidth onClick={onContinue}>
          {t('onboarding.continue')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
