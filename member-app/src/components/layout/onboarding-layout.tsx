import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BRAND } from '../../lib/brand.ts';
import { tOr, useT } from '../../lib/i18n.ts';
import { onboardingHeader } from '../../lib/onboarding-layout.ts';
import { HELP_BUTTON_ROOM } from '../../lib/touch-target.ts';
import { PageLanguageSwitcher } from '../language-switcher.tsx';

/**
 * The frame of onboarding and account pages (spec §2, onboarding layout table): header title and
 * back arrow per route. Pages without a title band get none; their back arrow is disabled, except on
 * web-restrictions. `onBack` overrides the default (browser history back).
 */
export const OnboardingLayout = ({
  children,
  onBack,
  maxWidth = 520,
  languageSwitcher = true,
}: {
  children: ReactNode;
  onBack?: () => void;
  maxWidth?: number;
  /** The language switcher at the header's end (off where the page has its own, in its footer). */
  languageSwitcher?: boolean;
}) => {
  useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const header = onboardingHeader(pathname, BRAND.productName);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <IconButton
          aria-label={tOr('forms.back', 'Back')}
          disabled={!header.back}
          onClick={onBack ?? (() => navigate(-1))}
          sx={{ visibility: header.back || header.backDisabledShown ? 'visible' : 'hidden' }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.4rem', color: 'primary.main' }}>
          {BRAND.productName}
        </Typography>
        {languageSwitcher ? (
          <Box sx={{ ml: 'auto' }}>
            <PageLanguageSwitcher />
          </Box>
        ) : null}
      </Box>
      {header.title && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center', px: 2, mt: 3 }}>
          {header.title}
        </Typography>
      )}
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2, pt: 4, pb: HELP_BUTTON_ROOM }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, borderRadius: 3, alignSelf: 'flex-start' }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
};
