import { PAGES } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useBusinessCategories } from '../api/get-business-categories.ts';
import { describeSelection } from '../categories.ts';
import { useCategorySelection } from '../use-category-selection.ts';

/** /confirm-categories: review the picked categories, edit or go on to the pledge. */
export const ConfirmCategoriesRoute = () => {
  const t = useT();
  const categories = useBusinessCategories();
  const { selected } = useCategorySelection();
  const navigate = useNavigate();
  if (categories.isPending) return <PageLoader />;
  const items = describeSelection(categories.data ?? [], selected);
  if (categories.isSuccess && items.length === 0)
    return <Navigate to={PAGES.businessCategories.path} replace />;
  return (
    <OnboardingLayout onBack={() => navigate(PAGES.businessCategories.path)}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('onboarding.confirmCategories.heading')}
        </Typography>
        <List aria-label={t('onboarding.confirmCategories.list')} dense>
          {items.map((i) => (
            <ListItem key={i.id} divider>
              <ListItemText primary={i.label} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            onClick={() => navigate(PAGES.businessCategories.path)}
          >
            {t('onboarding.confirmCategories.edit')}
          </Button>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => navigate(PAGES.confirmSubmission.path)}
          >
            {t('onboarding.continue')}
          </Button>
        </Stack>
      </Stack>
    </OnboardingLayout>
  );
};
