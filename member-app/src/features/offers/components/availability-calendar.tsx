import { addDays, calendarToday, type TCalendarEntry } from '@barterbits/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { monthLabel, shiftMonth } from '../../../lib/calendar.ts';
import { useLocale, useT } from '../../../lib/i18n.ts';
import { useOfferCalendar } from '../api/get-offer-calendar.ts';
import { monthGrid } from '../lib/calendar.ts';
import { Section } from './offer-fields.tsx';

/** The days of the week, Sunday first, abbreviated in `locale` ("Sun", "dim."): 1 February 2026 is a Sunday. */
const weekdays = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2026, 1, 1 + i)));
};
const COLORS = {
  BOOKED: { bgcolor: 'error.light', color: 'error.contrastText' },
  BLOCKED: { bgcolor: 'grey.400', color: 'text.primary' },
} as const;
const STATUS_WORDS = { BOOKED: 'offers.calendar.booked', BLOCKED: 'offers.calendar.blocked' } as const;

/** Read-only month view of a Vacation Rental's availability (booked and blocked days marked). */
export const AvailabilityCalendar = ({ offerId }: { offerId: string }) => {
  const t = useT();
  const locale = useLocale();
  const today = calendarToday();
  const calendar = useOfferCalendar(offerId);
  const [month, setMonth] = useState(today.slice(0, 7));
  const byDay = useMemo(
    () => new Map<string, TCalendarEntry>((calendar.data?.days ?? []).map((d) => [d.day, d])),
    [calendar.data],
  );
  const lastMonth = (calendar.data?.to ?? addDays(today, 399)).slice(0, 7);
  const firstMonth = today.slice(0, 7);
  const weeks = monthGrid(month);

  return (
    <Section title={t('offers.calendar.title')}>
      {calendar.isError ? (
        <Alert severity="error" role="alert">
          {calendar.error.message}
        </Alert>
      ) : (
        <Box sx={{ maxWidth: 420 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <IconButton
              aria-label={t('offers.calendar.previous')}
              disabled={month <= firstMonth}
              onClick={() => setMonth((m) => shiftMonth(m, -1))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography component="h3" sx={{ fontWeight: 700 }} aria-live="polite">
              {monthLabel(month)}
            </Typography>
            <IconButton
              aria-label={t('offers.calendar.next')}
              disabled={month >= lastMonth}
              onClick={() => setMonth((m) => shiftMonth(m, 1))}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          {calendar.isPending ? (
            <Skeleton variant="rounded" height={240} />
          ) : (
            <Box
              component="table"
              sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
              aria-label={t('offers.calendar.table', { month: monthLabel(month) })}
            >
              <thead>
                <tr>
                  {weekdays(locale).map((d) => (
                    <Box
                      component="th"
                      key={d}
                      scope="col"
                      sx={{ fontSize: 12, color: 'text.secondary', fontWeight: 500, pb: 0.5 }}
                    >
                      {d}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]?.key}>
                    {week.map(({ key, day }) => {
                      if (!day) return <td key={key} />;
                      const entry = byDay.get(day);
                      const past = day < today;
                      const state = t(
                        entry
                          ? STATUS_WORDS[entry.status]
                          : past
                            ? 'offers.calendar.past'
                            : 'offers.calendar.available',
                      );
                      return (
                        <Box component="td" key={day} sx={{ p: 0.25 }}>
                          <Box
                            aria-label={t('offers.calendar.day', { day, state })}
                            title={state}
                            sx={{
                              textAlign: 'center',
                              py: 0.75,
                              borderRadius: 1,
                              fontSize: 14,
                              ...(entry ? COLORS[entry.status] : {}),
                              ...(past && !entry ? { color: 'text.disabled' } : {}),
                              ...(entry?.status === 'BOOKED' ? { textDecoration: 'line-through' } : {}),
                            }}
                          >
                            {Number(day.slice(8))}
                          </Box>
                        </Box>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {(['BOOKED', 'BLOCKED'] as const).map((s) => (
              <Stack key={s} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 14, height: 14, borderRadius: 0.5, ...COLORS[s] }} aria-hidden />
                <Typography variant="body2">
                  {t(s === 'BOOKED' ? 'offers.calendar.legendBooked' : 'offers.calendar.legendBlocked')}
                </Typography>
              </Stack>
            ))}
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box
                sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider' }}
                aria-hidden
              />
              <Typography variant="body2">{t('offers.calendar.legendAvailable')}</Typography>
            </Stack>
          </Stack>
        </Box>
      )}
    </Section>
  );
};
