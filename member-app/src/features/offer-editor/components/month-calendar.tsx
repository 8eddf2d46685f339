import type { CalendarDayStatus } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { monthGrid } from '../../../lib/calendar.ts';
import { useLocale, useT } from '../../../lib/i18n.ts';

import { dayLabel } from '../lib/calendar.ts';
import { MARK_LABEL } from '../lib/text.ts';

/** Each mark's colours; its name is `MARK_LABEL` (lib/text.ts). */
export const STATUS_COLORS: Record<CalendarDayStatus, { bg: string; fg: string }> = {
  AVAILABLE: { bg: 'background.paper', fg: 'text.primary' },
  BLOCKED: { bg: 'grey.400', fg: 'text.primary' },
  BOOKED: { bg: 'primary.main', fg: 'primary.contrastText' },
};

/** The days of the week, Sunday first, abbreviated in `locale` ("Sun", "dim."): 1 February 2026 is a Sunday. */
const weekdays = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2026, 1, 1 + i)));
};

/**
 * One month as a grid of day buttons. Past days and days beyond the limit are disabled; arrow keys
 * move between days (left/right one day, up/down one week).
 */
export const MonthCalendar = ({
  month,
  statusOf,
  changed,
  isDisabled,
  onDay,
}: {
  month: string;
  statusOf: (day: string) => CalendarDayStatus;
  changed: (day: string) => boolean;
  isDisabled: (day: string) => boolean;
  onDay: (day: string) => void;
}) => {
  const t = useT();
  const locale = useLocale();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    const target = e.target as HTMLElement;
    if (!by || !target.dataset.day) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-day]')];
    const next = buttons[buttons.indexOf(target as HTMLButtonElement) + by];
    if (next && !next.disabled) {
      e.preventDefault();
      next.focus();
    }
  };
  return (
    <Box role="grid" aria-label={t('offer-editor.calendar.days')} onKeyDown={onKeyDown}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mb: 0.5 }}>
        {weekdays(locale).map((w) => (
          <Box
            key={w}
            role="columnheader"
            sx={{ textAlign: 'center', fontSize: '0.75rem', color: 'text.secondary', fontWeight: 600 }}
          >
            {w}
          </Box>
        ))}
      </Box>
      {monthGrid(month).map((week) => (
        <Box
          role="row"
          key={week.find(Boolean) ?? ''}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mb: 0.5 }}
        >
          {week.map((day, i) => {
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells are positional (weekday column).
            if (!day) return <Box role="gridcell" key={`blank-${i}`} />;
            const status = statusOf(day);
            const colors = STATUS_COLORS[status];
            const disabled = isDisabled(day);
            const dirty = changed(day);
            return (
              <Box role="gridcell" key={day}>
                <Box
                  component="button"
                  type="button"
                  data-day={day}
                  disabled={disabled}
                  onClick={() => onDay(day)}
                  aria-label={t(dirty ? 'offer-editor.calendar.dayChanged' : 'offer-editor.calendar.day', {
                    day: dayLabel(day),
                    status: t(MARK_LABEL[status]),
                  })}
                  aria-pressed={status !== 'AVAILABLE'}
                  sx={{
                    width: '100%',
                    aspectRatio: '1 / 1',
                    maxHeight: 56,
                    border: 1,
                    borderColor: dirty ? 'warning.main' : 'divider',
                    borderStyle: dirty ? 'dashed' : 'solid',
                    borderWidth: dirty ? 2 : 1,
                    borderRadius: 1,
                    bgcolor: disabled ? 'action.disabledBackground' : colors.bg,
                    color: disabled ? 'text.disabled' : colors.fg,
                    font: 'inherit',
                    fontWeight: 600,
                    cursor: disabled ? 'not-allowed' : 'pointer',
                    textDecoration: status === 'BLOCKED' && !disabled ? 'line-through' : 'none',
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 1 },
                  }}
                >
                  {Number(day.slice(8))}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};
