import { formatBits, PAGES, type TWant, type TWantCard } from '@barterbits/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MessageMemberButton } from '../../../components/chat/message-member-button.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/money.ts';
import { distanceLabel, placeLabel } from '../../../lib/offers/format.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { useWant } from '../api/get-want.ts';
import { MatchedOffers } from '../components/matched-offers.tsx';
import { ReportWantDialog } from '../components/report-want-dialog.tsx';
import { WantActions, WantState } from '../components/want-item.tsx';
import { WantNotAvailable } from '../components/want-not-available.tsx';

/** What the want is: category, title, the most BITS, where, and its description. */
const WantSummary = ({ card: w, own }: { card: TWantCard; own: TWant | null }) => {
  const t = useT();
  const place = placeLabel(w.city, w.province);
  const distance = own ? null : distanceLabel(w.distanceKm);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {categoryLabel(w.category)}
      </Typography>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, wordBreak: 'break-word', fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
      >
        {w.title}
      </Typography>
      <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {w.maxCents !== null ? t('wants.upTo', { price: formatBits(w.maxCents) }) : t('wants.noLimit')}
      </Typography>
      <Typography color="text.secondary">
        {[
          place,
          distance ? t('app.offers.away', { distance }) : null,
          own ? t('wants.within', { km: own.radiusKm }) : null,
          t('wants.want.posted', { date: formatDate(w.createdAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {w.description ? (
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{w.description}</Typography>
      ) : null}
    </Stack>
  );
};

/** The owner's view: the want, its state and actions, and the offers it matched. */
const OwnWant = ({ card, own }: { card: TWantCard; own: TWant }) => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <WantSummary card={card} own={own} />
          <WantState want={own} />
          {own.status === 'DISABLED' && own.disabledReason ? (
            <Alert severity="error">{t('wants.disabledReason', { reason: own.disabledReason })}</Alert>
          ) : null}
          <WantActions want={own} onDeleted={() => navigate(PAGES.wants.path, { replace: true })} />
        </Stack>
      </Paper>
      <MatchedOffers
        of={{ want: own.id }}
        title={t('wants.want.matchesTitle')}
        empty={t('wants.want.noMatches')}
      />
    </Stack>
  );
};

/** Another member's view: the want, who wants it (to their profile), "Message" and "Report". */
const OthersWant = ({ card }: { card: TWantCard }) => {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        <WantSummary card={card} own={null} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('wants.want.by')}
          </Typography>
          <MemberLink
            id={card.member.id}
            name={card.member.displayName}
            photo={card.member.profilePhoto}
            withAvatar
          />
        </Box>
        <MessageMemberButton memberId={card.member.id} label={t('wants.want.message')} variant="contained" />
        <Box>
          <Button
            color="error"
            startIcon={<FlagOutlinedIcon />}
            onClick={() => setReporting(true)}
            sx={{ minHeight: 44 }}
          >
            {t('wants.want.report')}
          </Button>
        </Box>
      </Stack>
      {reporting ? (
        <ReportWantDialog wantId={card.id} title={card.title} onClose={() => setReporting(false)} />
      ) : null}
    </Paper>
  );
};

/** /wants/:id: for its owner, the want with its state and matched offers; for others, its card. */
export const WantRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const details = useWant(id);
  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    const status = errorStatus(details.error);
    if (status === 404 || status === 400) return <WantNotAvailable />;
    return (
      <Box sx={{ py: 3 }}>
        <LoadError message={details.error.message} onRetry={() => void details.refetch()} />
      </Box>
    );
  }
  const { want, own } = details.data;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() =>
          window.history.length > 1 ? navigate(-1) : navigate(own ? PAGES.wants.path : PAGES.wanted.path)
        }
        sx={{ mb: 1 }}
      >
        {t('wants.back')}
      </Button>
      {own ? <OwnWant card={want} own={own} /> : <OthersWant card={want} />}
    </Box>
  );
};
