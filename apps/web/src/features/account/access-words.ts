/**
 * How the site words a teacher's access (docs/product.md, "Teaching pages and the login wrapper" and "A welcome"),
 * from what the CMS decided (GraphQL `me.access`): 'Your access ended on 17 November' and the
 * header's 'Trial: 12 days left'. Dates on the UK calendar, in British English.
 */
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const YEAR = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });
const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** '17 November', with the year when it is not this year's ('17 November 2025'). */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return YEAR.format(date) === YEAR.format(now) ? DAY_MONTH.format(date) : DAY_MONTH_YEAR.format(date);
}

/** 'Your access ended on 17 November'. */
export function accessEndedLine(endedAt: string, now = new Date()): string {
  return `Your access ended on ${shortDate(endedAt, now)}`;
}

/** Whole days from one London calendar day to another. */
function calendarDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.parse(`${CALENDAR_DAY.format(date)}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from);
}

/** 'Trial: 12 days left', 'Trial: 1 day left', 'Trial: ends today' (days on the UK calendar). */
export function trialCountdown(endsAt: string, now = new Date()): string {
  const days = calendarDaysBetween(now, new Date(endsAt));
  if (days <= 0) return 'Trial: ends today';
  return `Trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}
