import {
  CALENDAR_MAX_DAYS_PER_REQUEST,
  type CalendarDayStatus,
  calendarLastDay,
  PAGES,
} from '@barterbits/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { monthLabel, monthOf, monthRange, shiftMonth } from '../../../lib/calendar.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useOffer } from '../api/get-offer.ts';
import { useOfferCalendar, useUpdateOfferCalendar } from '../api/offer-calendar.ts';
import { EditorPage } from '../components/editor-page.tsx';
import { MonthCalendar, STATUS_COLORS } from '../components/month-calendar.tsx';
import { SaveProblem } from '../components/step-actions.tsx';
import { editableToday } from '../lib/calendar.ts';
import { MARK_LABEL } from '../lib/text.ts';

type Mark = Exclude<CalendarDayStatus, never>;

const Legend = () => {
  const t = useT();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      aria-label={t('offer-editor.calendar.legend')}
    >
      {(Object.keys(STATUS_COLORS) as CalendarDayStatus[]).map((s) => (
        <Stack key={s} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: STATUS_COLORS[s].bg,
            }}
          />
          <Typography variant="body2">{t(MARK_LABEL[s])}</Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 16,
            height: 16,
            borderRadius: 0.5,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'warning.main',
          }}
        />
        <Typography variant="body2">{t('offer-editor.calendar.notSaved')}</Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: 'action.disabledBackground' }} />
        <Typography variant="body2">{t('offer-editor.calendar.past')}</Typography>
      </Stack>
    </Stack>
  );
};

/** /edit-calender?offerId=: mark days of a Vacation Rental blocked, booked or available, month by month. */
export const EditCalenderRoute = () => {
  const t = useT();
  const [params] = useSearchParams();
  const offerId = params.get('offerId') ?? '';
  const back = params.get('back') ?? (offerId ? PAGES.myOffer.href(offerId) : PAGES.myOffers.path);
  const notify = useNotify();
  const today = useMemo(() => editableToday(), []);
  const lastDay = useMemo(() => calendarLastDay(), []);
  const [month, setMonth] = useState(() => monthOf(today));
  const [mark, setMark] = useState<Mark>('BLOCKED');
  /** Changes not saved yet, by day. */
  const [pending, setPending] = useState<Record<string, CalendarDayStatus>>({});
  const { from, to } = monthRange(month);
  const offer = useOffer(offerId || null);
  const calendar = useOfferCalendar(offerId, from, to);
  const update = useUpdateOfferCalendar();

  if (!offerId) {
    return (
      <EditorPage title={t('offer-editor.calendar.title')} close={back}>
        <Alert severity="error" role="alert">
          {t('offer-editor.calendar.noOffer')}
        </Alert>
      </EditorPage>
    );
  }

  const saved = new Map((calendar.data?.days ?? []).map((d) => [d.day, d.status as CalendarDayStatus]));
  const savedOf = (day: string): CalendarDayStatus => saved.get(day) ?? 'AVAILABLE';
  const statusOf = (day: string) => pending[day] ?? savedOf(day);
  const changes = Object.entries(pending);

  const onDay = (day: string) => {
    const next: CalendarDayStatus = statusOf(day) === mark ? 'AVAILABLE' : mark;
    setPending((p) => {
      const copy = { ...p };
      // Back to what is saved: nothing to send (only for the loaded month; other months keep the change).
      if (calendar.data && monthOf(day) === month && next === savedOf(day)) delete copy[day];
      else copy[day] = next;
      return copy;
    });
  };

  const onSave = () => {
    update.mutate(
      { offerId, days: changes.map(([day, status]) => ({ day, status })) },
      {
        onSuccess: () => {
          setPending({});
          notify({ message: t('offer-editor.media.calendarSaved') });
        },
      },
    );
  };

  const monthHasMarks = (calendar.data?.days.length ?? 0) > 0 || changes.some(([d]) => monthOf(d) === month);
  return (
    <EditorPage
      title={t('offer-editor.calendar.title')}
      close={back}
      closeLabel={t('offer-editor.calendar.done')}
    >
      <Stack spacing={2.5}>
        {offer.data ? (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {offer.data.title}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('offer-editor.calendar.help')}
        </Typography>
        <ToggleButtonGroup
          value={mark}
          exclusive
          onChange={(_e, v: Mark | null) => v && setMark(v)}
          aria-label={t('offer-editor.calendar.markAs')}
          size="small"
        >
          <ToggleButton value="BLOCKED">{t(MARK_LABEL.BLOCKED)}</ToggleButton>
          <ToggleButton value="BOOKED">{t(MARK_LABEL.BOOKED)}</ToggleButton>
          <ToggleButton value="AVAILABLE">{t(MARK_LABEL.AVAILABLE)}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            aria-label={t('offer-editor.calendar.previous')}
            disabled={month <= monthOf(today)}
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography component="h2" variant="h6" aria-live="polite">
            {monthLabel(month)}
          </Typography>
          <IconButton
            aria-label={t('offer-editor.calendar.next')}
            disabled={month >= monthOf(lastDay)}
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
        {calendar.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
                {t('offer-editor.calendar.retry')}
              </Button>
            }
          >
            {calendar.error.message}
          </Alert>
        ) : calendar.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('offer-editor.calendar.loading')} />
          </Box>
        ) : (
          <>
            <MonthCalendar
              month={month}
              statusOf={statusOf}
              changed={(d) => d in pending}
              isDisabled={(d) => d < today || d > lastDay}
              onDay={onDay}
            />
            {!monthHasMarks ? (
              <Typography color="text.secondary" role="status">
                {t('offer-editor.calendar.empty', { month: monthLabel(month) })}
              </Typography>
            ) : null}
          </>
        )}
        <Legend />
        <SaveProblem error={update.error} />
        {changes.length > CALENDAR_MAX_DAYS_PER_REQUEST ? (
          <Alert severity="warning">{t('offer-editor.media.daysMax')}</Alert>
        ) : null}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => setPending({})} disabled={changes.length === 0 || update.isPending}>
            {t('offer-editor.calendar.discard')}
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            loading={update.isPending}
            disabled={
              changes.length === 0 || changes.length > CALENDAR_MAX_DAYS_PER_REQUEST || update.isPending
            }
          >
            {changes.length
              ? t('offer-editor.calendar.saveCount', { count: changes.length })
              : t('offer-editor.calendar.save')}
          </Button>
        </Stack>
      </Stack>
    </EditorPage>
  );
};
