/**
 * Dates as the site shows them (docs/product.md, "CPD"): British English long format, with the
 * weekday ('Thursday 12 March 2026'), on the UK's calendar whatever the visitor's own time zone.
 * A date without a time ('2026-03-12', a CMS date field) is that calendar day; an instant is the day
 * it falls on in London.
 */
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';

export const UK_TIME_ZONE = 'Europe/London';
const LONG_DATE = 'EEEE d MMMM yyyy';
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The long British date of a CMS date or timestamp; undefined when there is none or it is not a date. */
export function longDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new TZDate(value, UK_TIME_ZONE);
  if (Number.isNaN(date.getTime())) return undefined;
  return format(date, LONG_DATE, { locale: enGB });
}
