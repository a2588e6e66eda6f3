/** Dates of the record of teaching as pages say them: '12 November' (en-GB, England's calendar). */
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';
import { UK_TIME_ZONE } from '../../lib/dates';

/** Today in England, YYYY-MM-DD. */
export function todayInEngland(at: Date = new Date()): string {
  return format(new TZDate(at, UK_TIME_ZONE), 'yyyy-MM-dd');
}

/** '12 November' for a YYYY-MM-DD date; '12 November 2025' when it is not this year. */
export function taughtDay(date: string, today: string = todayInEngland()): string {
  const [year, month, day] = date.split('-').map(Number);
  const shown = new Date(year, month - 1, day);
  return format(shown, date.slice(0, 4) === today.slice(0, 4) ? 'd MMMM' : 'd MMMM yyyy', { locale: enGB });
}

/** The first day (1 September) of the English school year a YYYY-MM-DD date is in. */
export function schoolYearStartOf(date: string): string {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '09-01' ? `${year}-09-01` : `${year - 1}-09-01`;
}
