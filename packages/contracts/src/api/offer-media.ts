/**
 * Offer media: photos and the Vacation Rental availability calendar.
 *
 * Photos: one image per request (multipart, field `file`), checked by content (JPEG, PNG or WebP),
 * at most UPLOAD_MAX_SIZE_MB, at most {@link OFFER_PHOTOS_MAX} per offer, the same image only once
 * per offer. Every photo call answers with the whole offer (its `photos` in display order; the first
 * is the cover).
 *
 * Calendar: one entry per BOOKED or BLOCKED day; every other day is available. Days are calendar
 * dates (YYYY-MM-DD) without a time zone; "today" is the date in Canada's westernmost time zone
 * (America/Vancouver), so no member in Canada is ever refused their own today.
 */
import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { isIsoDay, zIsoDay } from '../rules.ts';
import { ZOfferResponse } from './offers.ts';

/** Photos per offer (the upload rule's maximum file count). */
export const OFFER_PHOTOS_MAX = UPLOAD_MAX_FILES;
/** The multipart field that carries the photo (same as the profile photo). */
export const OFFER_PHOTO_FIELD = 'file';

export const CALENDAR_DAY_STATUSES = ['BOOKED', 'BLOCKED', 'AVAILABLE'] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];
/** Stored statuses (AVAILABLE is the absence of a row). */
export const CALENDAR_STORED_STATUSES = ['BOOKED', 'BLOCKED'] as const;
/** How far ahead days may be set: two years. */
export const CALENDAR_MAX_DAYS_AHEAD = 730;
/** Days per PUT, and the longest range per GET. */
export const CALENDAR_MAX_DAYS_PER_REQUEST = 400;
export const CALENDAR_NOTE_MAX = 200;
/** The time zone whose date is "today" for the calendar (westernmost Canadian zone). */
export const CALENDAR_TIME_ZONE = 'America/Vancouver';

export const OFFER_MEDIA_MESSAGES = {
  photoNotFound: 'This photo is not on this offer.',
  order: 'Please list every photo of this offer exactly once.',
  rentalsOnly: 'Only Vacation Rentals have an availability calendar.',
  day: M.date,
  pastDay: 'Past days cannot be changed.',
  tooFarAhead: 'Days can be set at most 2 years ahead.',
  daysMin: 'Please choose at least one day.',
  daysMax: `At most ${CALENDAR_MAX_DAYS_PER_REQUEST} days can be changed at once.`,
  dayTwice: 'Each day may appear only once.',
  range: 'The end date must not be before the start date.',
  rangeMax: `Please ask for at most ${CALENDAR_MAX_DAYS_PER_REQUEST} days at once.`,
  noteMax: `The note must be at most ${CALENDAR_NOTE_MAX} characters.`,
  status: 'Please choose Booked, Blocked or Available.',
  photoAdded: 'The photo has been added.',
  photoRemoved: 'The photo has been removed.',
  photosReordered: 'The photo order has been saved.',
  calendarSaved: 'The calendar has been saved.',
} as const;

/** `day` moved by `n` days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in {@link CALENDAR_TIME_ZONE}: the first day a calendar may change. */
export function calendarToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CALENDAR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last day a calendar may change. */
export const calendarLastDay = (now: Date = new Date()) =>
  addDays(calendarToday(now), CALENDAR_MAX_DAYS_AHEAD);

export const ZCalendarDay = zIsoDay(OFFER_MEDIA_MESSAGES.day);

export const ZOfferPhotoParams = z.object({ id: ZId, photoId: ZId });

/** PUT /offer/{id}/photos/order: every photo id of the offer once, cover first. */
export const ZReorderOfferPhotosRequest = z.object({
  photoIds: z
    .array(ZId, { error: OFFER_MEDIA_MESSAGES.order })
    .min(1, OFFER_MEDIA_MESSAGES.order)
    .max(OFFER_PHOTOS_MAX, OFFER_MEDIA_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, OFFER_MEDIA_MESSAGES.order),
});
export type TReorderOfferPhotosRequest = z.infer<typeof ZReorderOfferPhotosRequest>;

/** One day that is not available; `note` only for the owner (null for everyone else). */
export const ZCalendarEntry = z
  .object({
    day: z.string(),
    status: z.enum(CALENDAR_STORED_STATUSES),
    note: z.string().nullable(),
  })
  .meta({ id: 'OfferCalendarDay' });
export type TCalendarEntry = z.infer<typeof ZCalendarEntry>;

export const ZOfferCalendar = z
  .object({
    offerId: ZId,
    from: z.string(),
    to: z.string(),
    /** BOOKED and BLOCKED days of [from, to] in date order; every other day is available. */
    days: z.array(ZCalendarEntry),
  })
  .meta({ id: 'OfferCalendar' });
export type TOfferCalendar = z.infer<typeof ZOfferCalendar>;
export const ZOfferCalendarResponse = dataEnvelope(ZOfferCalendar);
export type TOfferCalendarResponse = z.infer<typeof ZOfferCalendarResponse>;

/** GET /offer/{id}/calendar: from defaults to today, to to from + 399 days; at most 400 days. */
export const ZOfferCalendarQuery = z
  .object({ from: ZCalendarDay.optional(), to: ZCalendarDay.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && isIsoDay(q.from) && isIsoDay(q.to)) {
      const span = daysBetween(q.from, q.to);
      if (span < 0) ctx.addIssue({ code: 'custom', message: OFFER_MEDIA_MESSAGES.range, path: ['to'] });
      else if (span >= CALENDAR_MAX_DAYS_PER_REQUEST) {
        ctx.addIssue({ code: 'custom', message: OFFER_MEDIA_MESSAGES.rangeMax, path: ['to'] });
      }
    }
  });

/** One change of PUT /offer/{id}/calendar: AVAILABLE clears the day (and its note). */
export const ZCalendarChange = z.object({
  day: ZCalendarDay.refine((d) => !isIsoDay(d) || d >= calendarToday(), OFFER_MEDIA_MESSAGES.pastDay).refine(
    (d) => !isIsoDay(d) || d <= calendarLastDay(),
    OFFER_MEDIA_MESSAGES.tooFarAhead,
  ),
  status: z.enum(CALENDAR_DAY_STATUSES, { error: OFFER_MEDIA_MESSAGES.status }),
  note: z.string().trim().max(CALENDAR_NOTE_MAX, OFFER_MEDIA_MESSAGES.noteMax).optional(),
});
export type TCalendarChange = z.input<typeof ZCalendarChange>;

/** PUT /offer/{id}/calendar: 1–400 distinct days, applied all or nothing. */
export const ZUpdateOfferCalendarRequest = z.object({
  days: z
    .array(ZCalendarChange, { error: OFFER_MEDIA_MESSAGES.daysMin })
    .min(1, OFFER_MEDIA_MESSAGES.daysMin)
    .max(CALENDAR_MAX_DAYS_PER_REQUEST, OFFER_MEDIA_MESSAGES.daysMax)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, OFFER_MEDIA_MESSAGES.dayTwice),
});
export type TUpdateOfferCalendarRequest = z.input<typeof ZUpdateOfferCalendarRequest>;

const TAG = 'offer-media';
const params = z.object({ id: ZId });

export const offerMediaEndpoints = {
  uploadOfferPhoto: {
    method: 'POST',
    path: '/offer/:id/photos',
    audience: 'member',
    summary:
      'Add a photo to the own offer (multipart/form-data, one file in field "file"; JPEG, PNG or WebP by content, at most 5 MB, at most 10 per offer, not the same image twice)',
    tag: TAG,
    params,
    response: ZOfferResponse,
  },
  deleteOfferPhoto: {
    method: 'DELETE',
    path: '/offer/:id/photos/:photoId',
    audience: 'member',
    summary: 'Remove a photo from the own offer (its files go when no other offer uses them)',
    tag: TAG,
    params: ZOfferPhotoParams,
    response: ZOfferResponse,
  },
  reorderOfferPhotos: {
    method: 'PUT',
    path: '/offer/:id/photos/order',
    audience: 'member',
    summary: 'Set the display order of the own offer photos (every photo once; the first is the cover)',
    tag: TAG,
    params,
    body: ZReorderOfferPhotosRequest,
    response: ZOfferResponse,
  },
  getOfferCalendar: {
    method: 'GET',
    path: '/offer/:id/calendar',
    audience: 'user',
    summary:
      'Booked and blocked days of a Vacation Rental (the owner and admins also see notes; others only of offers they may see)',
    tag: TAG,
    params,
    query: ZOfferCalendarQuery,
    response: ZOfferCalendarResponse,
  },
  updateOfferCalendar: {
    method: 'PUT',
    path: '/offer/:id/calendar',
    audience: 'member',
    summary:
      'Mark days of the own Vacation Rental BOOKED, BLOCKED or AVAILABLE (today up to 2 years ahead, at most 400 days, all or nothing)',
    tag: TAG,
    params,
    body: ZUpdateOfferCalendarRequest,
    response: ZOfferCalendarResponse,
  },
} as const satisfies Record<string, EndpointDef>;
