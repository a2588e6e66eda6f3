/**
 * The live offer's rules (docs/product.md, "Live offer"): dates in British English in UK time whatever
 * the visitor's own time zone, events and bookings in date order, and what a booking without a
 * link says.
 *
 * Times: the original brief's 'haaa' ("7pm") drops minutes, which would turn a 10:30 concert into
 * "10am". We keep 'haaa' on the hour and show minutes otherwise ("10:30am").
 */
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';

export const UK_TIME_ZONE = 'Europe/London';
export const NO_PUBLIC_BOOKING = '(Not available for public booking)';
export const VENUES_LINK_LABEL = 'See a full list of venues';
export const LIVE_EVENTS_FAILED = 'Error fetching or processing live event data';

function uk(instant: string): TZDate | null {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : new TZDate(time, UK_TIME_ZONE);
}

/** 'Sat 5 Dec 2026' ('iii d MMM yyyy'). */
export function shortDay(instant: string): string {
  const date = uk(instant);
  return date ? format(date, 'iii d MMM yyyy', { locale: enGB }) : '';
}

/** '5th Dec 2026' ('do MMM yyyy'). */
export function ordinalDay(instant: string): string {
  const date = uk(instant);
  return date ? format(date, 'do MMM yyyy', { locale: enGB }) : '';
}

/** '7pm' ('haaa') on the hour, '10:30am' otherwise. */
export function clockTime(instant: string): string {
  const date = uk(instant);
  if (!date) return '';
  return format(date, date.getMinutes() === 0 ? 'haaa' : 'h:mmaaa', { locale: enGB });
}

/** 'Sat 5 Dec 2026, 7pm to 9:15pm', or with the end's day too when it ends on another day. */
export function eventWhen(start: string, end?: string | null): string {
  const from = `${shortDay(start)}, ${clockTime(start)}`;
  if (!end || !uk(end)) return from;
  return shortDay(end) === shortDay(start) ? `${from} to ${clockTime(end)}` : `${from} to ${shortDay(end)}, ${clockTime(end)}`;
}

export function byDate<T>(items: ReadonlyArray<T>, dateOf: (item: T) => string | null | undefined): T[] {
  const time = (item: T) => {
    const parsed = Date.parse(dateOf(item) ?? '');
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  };
  return [...items].sort((a, b) => time(a) - time(b));
}

export interface BookingLike {
  event_date?: string | null;
  booking_link?: string | null;
  no_booking_available_msg?: string | null;
}

/** The bookings in date order, by event_date ascending (docs/product.md, "Live productions and bookings"). */
export function bookingsInOrder<T extends BookingLike>(bookings: ReadonlyArray<T | null> | null | undefined): T[] {
  return byDate(
    (bookings ?? []).filter((b): b is T => b != null),
    (b) => b.event_date,
  );
}

/** A safe booking link (http or https), or null. */
export function bookingLink(booking: BookingLike): string | null {
  const link = booking.booking_link?.trim();
  return link && /^https?:\/\//i.test(link) ? link : null;
}

/** What a booking without a link says instead: its own message, else the default. */
export function noBookingMessage(booking: BookingLike): string {
  return booking.no_booking_available_msg?.trim() || NO_PUBLIC_BOOKING;
}

/** The bookings button shows only for a production with an active live performance and bookings. */
export function offersBookings(production: { active_live_performance?: boolean | null; bookings?: ReadonlyArray<unknown> | null }): boolean {
  return Boolean(production.active_live_performance) && (production.bookings?.filter(Boolean).length ?? 0) > 0;
}
