import { PAGES } from '@barterbits/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { api } from '../../../lib/api.ts';
import { BRAND } from '../../../lib/brand.ts';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { inlineTouchTargetLink, touchTargetLink } from '../../../lib/touch-target.ts';
import { userAtom } from '../../../stores/session.ts';
import { FaqSectionList } from '../components/faq-section-list.tsx';
import { faqSections } from '../lib/faq-content.ts';
import { countFaqEntries, filterFaq, findFaqTarget } from '../lib/faq-search.ts';

/**
 * /faq: answers to common questions, open to members and visitors (the Need Help popover's FAQ link by
 * default). Questions are accordions that a search box filters; /faq#<id> opens a question (or scrolls to
 * a section); feedback goes to /feedback for members and /guest-feedback for visitors.
 */
export const FaqRoute = () => {
  const t = useT();
  const locale = useLocale();
  const { hash, key } = useLocation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const feedbackPath =
    user !== null && api.session.isSignedIn() ? PAGES.feedback.path : PAGES.guestFeedback.path;
  // Worded in the app's language: a switch words them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the words.
  const sections = useMemo(
    () => faqSections({ supportEmail: BRAND.supportEmail, feedbackPath }),
    [feedbackPath, locale],
  );
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => filterFaq(sections, query), [sections, query]);

  // A deep link opens its question (clearing a search that would hide it) and brings it into view.
  useEffect(() => {
    const target = findFaqTarget(sections, hash);
    if (!target) return;
    setQuery('');
    if (target.kind === 'entry') setExpanded((open) => new Set(open).add(target.id));
    const frame = requestAnimationFrame(() => {
      if (target.kind === 'entry') document.getElementById(`${target.id}-question`)?.focus();
      document.getElementById(target.id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, sections]);

  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const searching = query.trim() !== '';
  const mailto = `mailto:${BRAND.supportEmail}`;

  return (
    // Opened from a link in a new tab there is no page to go back to: Back then goes home.
    <OnboardingLayout
      maxWidth={760}
      onBack={() => (key === 'default' ? navigate(PAGES.home.path) : navigate(-1))}
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('help.faq.heading')}
          </Typography>
          <Typography color="text.secondary">
            {t('help.faq.intro', { product: BRAND.productName })}
          </Typography>
        </Box>
        <Box role="search">
          <TextField
            type="search"
            label={t('help.faq.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            fullWidth
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
            {searching ? t('help.faq.matches', { count: countFaqEntries(shown) }) : ''}
          </Typography>
        </Box>
        {shown.length ? (
          <FaqSectionList sections={shown} expanded={expanded} onToggle={toggle} />
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('help.faq.noMatch', { query: query.trim() })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('help.faq.tryOther')}{' '}
              <Link href={mailto} sx={{ ...inlineTouchTargetLink, overflowWrap: 'anywhere' }}>
                {BRAND.supportEmail}
              </Link>
              .
            </Typography>
            <Button variant="outlined" onClick={() => setQuery('')}>
              {t('help.faq.clear')}
            </Button>
          </Stack>
        )}
        <Box component="section" aria-labelledby="faq-more-help">
          <Typography id="faq-more-help" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('help.faq.stillNeedHelp')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('help.faq.writeTo')}{' '}
            <Link href={mailto} sx={{ ...inlineTouchTargetLink, overflowWrap: 'anywhere' }}>
              {BRAND.supportEmail}
            </Link>{' '}
            {t('help.faq.orTellUs')}
          </Typography>
          <Link component={RouterLink} to={feedbackPath} sx={touchTargetLink}>
            {t('help.faq.sendFeedback')}
          </Link>
        </Box>
      </Stack>
    </OnboardingLayout>
  );
};
