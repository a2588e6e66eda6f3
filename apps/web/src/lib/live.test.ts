import { afterEach, describe, expect, it } from 'vitest';
import { bookingLink, bookingsInOrder, clockTime, eventWhen, noBookingMessage, offersBookings, ordinalDay, shortDay } from './live';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('live dates', () => {
  it('formats in British English: iii d MMM yyyy, do MMM yyyy, haaa', () => {
    expect(shortDay('2026-12-05T19:30:00Z')).toBe('Sat 5 Dec 2026');
    expect(ordinalDay('2026-12-05T19:30:00Z')).toBe('5th Dec 2026');
    expect(ordinalDay('2027-01-22T10:00:00Z')).toBe('22nd Jan 2027');
    expect(clockTime('2026-12-05T19:00:00Z')).toBe('7pm');
    expect(clockTime('2026-12-05T10:30:00Z')).toBe('10:30am');
  });

  it('shows UK time on both sides of the clocks change, whatever the browser’s zone', () => {
    for (const tz of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      process.env.TZ = tz;
      // Saturday 27 March 2027, 7pm GMT; Sunday 28 March 2027, 7pm BST (18:00 UTC).
      expect(eventWhen('2027-03-27T19:00:00Z'), tz).toBe('Sat 27 Mar 2027, 7pm');
      expect(eventWhen('2027-03-28T18:00:00Z'), tz).toBe('Sun 28 Mar 2027, 7pm');
      // 23:30 UTC on 31 July is already 1 August in the UK.
      expect(ordinalDay('2027-07-31T23:30:00Z'), tz).toBe('1st Aug 2027');
    }
  });

  it('gives an end time, and the end day when it differs', () => {
    expect(eventWhen('2026-12-05T19:30:00Z', '2026-12-05T21:15:00Z')).toBe('Sat 5 Dec 2026, 7:30pm to 9:15pm');
    expect(eventWhen('2026-12-05T10:00:00Z', '2026-12-06T16:00:00Z')).toBe('Sat 5 Dec 2026, 10am to Sun 6 Dec 2026, 4pm');
    expect(eventWhen('2026-12-05T10:00:00Z', 'not a date')).toBe('Sat 5 Dec 2026, 10am');
  });
});

describe('bookings', () => {
  it('are listed by date, soonest first, leaving out empty entries', () => {
    const listed = bookingsInOrder([
      { event_date: '2027-02-10T10:00:00Z', venue: 'c' },
      null,
      { event_date: '2027-01-10T13:15:00Z', venue: 'b' },
      { event_date: '2027-01-10T10:30:00Z', venue: 'a' },
    ]);
    expect(listed.map((b) => b.venue)).toEqual(['a', 'b', 'c']);
  });

  it('without a link say their own message, or the default', () => {
    expect(noBookingMessage({ no_booking_available_msg: 'Partner schools only' })).toBe('Partner schools only');
    expect(noBookingMessage({ no_booking_available_msg: '  ' })).toBe('(Not available for public booking)');
    expect(noBookingMessage({})).toBe('(Not available for public booking)');
  });

  it('link only to http(s) addresses', () => {
    expect(bookingLink({ booking_link: 'https://tickets.example.org/a' })).toBe('https://tickets.example.org/a');
    expect(bookingLink({ booking_link: 'javascript:alert(1)' })).toBeNull();
    expect(bookingLink({ booking_link: '' })).toBeNull();
  });

  it('are offered only by a production with an active live performance and bookings', () => {
    expect(offersBookings({ active_live_performance: true, bookings: [{}] })).toBe(true);
    expect(offersBookings({ active_live_performance: false, bookings: [{}] })).toBe(false);
    expect(offersBookings({ active_live_performance: true, bookings: [] })).toBe(false);
    expect(offersBookings({ active_live_performance: true, bookings: [null] })).toBe(false);
  });
});
