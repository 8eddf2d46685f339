import {
  CALENDAR_MAX_DAYS_PER_REQUEST,
  type CalendarDayStatus,
  calendarLastDay,
  OFFER_MEDIA_MESSAGES,
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
import { useNotify } from '../../../stores/notify.ts';
import { useOffer } from '../api/get-offer.ts';
import { useOfferCalendar, useUpdateOfferCalendar } from '../api/offer-calendar.ts';
import { EditorPage } from '../components/editor-page.tsx';
import { MonthCalendar, STATUS_COLORS } from '../components/month-calendar.tsx';
import { SaveProblem } from '../components/step-actions.tsx';
import { editableToday } from '../lib/calendar.ts';

type Mark = Exclude<CalendarDayStatus, never>;

const Legend = () => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Legend">
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
        <Typography variant="body2">{STATUS_COLORS[s].label}</Typography>
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
      <Typography variant="body2">Not saved yet</Typography>
    </Stack>
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: 'action.disabledBackground' }} />
      <Typography variant="body2">Past</Typography>
    </Stack>
  </Stack>
);

/** /edit-calender?offerId=: mark days of a Vacation Rental blocked, booked or available, month by month. */
export const EditCalenderRoute = () => {
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
      <EditorPage title="Availability calendar" close={back}>
        <Alert severity="error" role="alert">
          No offer was chosen. Open the calendar from one of your Vacation Rentals.
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
          notify({ message: OFFER_MEDIA_MESSAGES.calendarSaved });
        },
      },
    );
  };

  const monthHasMarks = (calendar.data?.days.length ?? 0) > 0 || changes.some(([d]) => monthOf(d) === month);
  return (
    <EditorPage title="Availability calendar" close={back} closeLabel="Done">
      <Stack spacing={2.5}>
        {offer.data ? (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {offer.data.title}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Choose what to mark, then click days (or move with the arrow keys and press Enter). Click a marked
          day again to make it available. Save when done.
        </Typography>
        <ToggleButtonGroup
          value={mark}
          exclusive
          onChange={(_e, v: Mark | null) => v && setMark(v)}
          aria-label="Mark days as"
          size="small"
        >
          <ToggleButton value="BLOCKED">Blocked</ToggleButton>
          <ToggleButton value="BOOKED">Booked</ToggleButton>
          <ToggleButton value="AVAILABLE">Available</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            aria-label="Previous month"
            disabled={month <= monthOf(today)}
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography component="h2" variant="h6" aria-live="polite">
            {monthLabel(month)}
          </Typography>
          <IconButton
            aria-label="Next month"
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
                Retry
              </Button>
            }
          >
            {calendar.error.message}
          </Alert>
        ) : calendar.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the calendar" />
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
                No booked or blocked days in {monthLabel(month)}: every day is available.
              </Typography>
            ) : null}
          </>
        )}
        <Legend />
        <SaveProblem error={update.error} />
        {changes.length > CALENDAR_MAX_DAYS_PER_REQUEST ? (
          <Alert severity="warning">{OFFER_MEDIA_MESSAGES.daysMax}</Alert>
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setPending({})} disabled={changes.length === 0 || update.isPending}>
            Discard changes
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            loading={update.isPending}
            disabled={
              changes.length === 0 || changes.length > CALENDAR_MAX_DAYS_PER_REQUEST || update.isPending
            }
          >
            Save{changes.length ? ` (${changes.length})` : ''}
          </Button>
        </Stack>
      </Stack>
    </EditorPage>
  );
};
