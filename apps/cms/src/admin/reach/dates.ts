/** The reach report page's dates: English calendar days spelt YYYY-MM-DD, as the admin route takes them. */
export interface Range {
  from: string;
  to: string;
}

/** Today in England. */
export function englishToday(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day a date picker's Date (local midnight) stands for. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A day as a date picker's Date (local midnight); undefined for an empty day. */
export function dateOf(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** "1 September 2025" */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The 1 September that begins the school year `today` falls in. */
function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-01' ? `${year}-09-01` : `${year - 1}-09-01`;
}

export const PRESETS: ReadonlyArray<{ label: string; range: (today: string) => Range }> = [
  { label: 'This school year', range: (today) => ({ from: schoolYearStart(today), to: today }) },
  {
    label: 'Last school year',
    range: (today) => {
      const start = Number(schoolYearStart(today).slice(0, 4));
      return { from: `${start - 1}-09-01`, to: `${start}-08-31` };
    },
  },
  {
    label: 'Last 12 months',
    range: (today) => {
      const start = new Date(`${today}T00:00:00Z`);
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      start.setUTCDate(start.getUTCDate() + 1);
      return { from: start.toISOString().slice(0, 10), to: today };
    },
  },
];
