/**
 * The arguments of the teaching record's calls (docs/teaching-record.md), as the resolvers in
 * ./graphql.ts parse them. Dates are English calendar dates spelt `YYYY-MM-DD` and must exist
 * (2026-02-30 is refused); ids are documentIds (a numeric id names nothing).
 */
import { z } from 'zod';

export const RECORD_LIMITS = { className: 60, note: 500, idempotencyKey: 100 } as const;
export const MESSAGES = {
  className: `Please give the class a name of at most ${RECORD_LIMITS.className} characters.`,
  yearGroup: 'Please choose a year group from the list.',
  date: 'Please give a date as YYYY-MM-DD.',
  note: `A note can be at most ${RECORD_LIMITS.note} characters.`,
  key: 'That idempotency key is not valid.',
};

/** A real calendar date spelt YYYY-MM-DD, between 2000 and 2100. */
export const calendarDate = z
  .string({ error: MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01' && value < '2100-01-01';
  }, MESSAGES.date);

const documentId = z.string().trim().min(1).max(100);
const className = z.string({ error: MESSAGES.className }).trim().min(1, MESSAGES.className).max(RECORD_LIMITS.className, MESSAGES.className);
const yearGroup = z.string({ error: MESSAGES.yearGroup }).min(1, MESSAGES.yearGroup).max(60, MESSAGES.yearGroup);
const note = z.string({ error: MESSAGES.note }).max(RECORD_LIMITS.note, MESSAGES.note).nullish();

export const recordArguments = {
  one: z.object({ documentId }),
  createClass: z.object({ name: className, yearGroup }),
  updateClass: z.object({ documentId, name: className.nullish(), yearGroup: yearGroup.nullish() }),
  markTaught: z.object({
    lesson: documentId,
    teachingClass: documentId,
    taughtOn: calendarDate.nullish(),
    note,
    idempotencyKey: z
      .string({ error: MESSAGES.key })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, MESSAGES.key)
      .nullish(),
  }),
  updateEntry: z.object({ documentId, teachingClass: documentId.nullish(), taughtOn: calendarDate.nullish(), note }),
  entries: z.object({
    from: calendarDate.nullish(),
    to: calendarDate.nullish(),
    teachingClass: documentId.nullish(),
    lesson: documentId.nullish(),
    unit: documentId.nullish(),
  }),
};

export type MarkTaught = z.output<typeof recordArguments.markTaught>;
export type UpdateEntry = z.output<typeof recordArguments.updateEntry>;
export type EntryFilter = z.output<typeof recordArguments.entries>;

/** Made once: a formatter costs far more to make than to use (2% of a worker's CPU under the teachers' benchmark when made per call). */
const ENGLISH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in England (the school's calendar), YYYY-MM-DD. */
export function englishDate(at: Date): string {
  return ENGLISH_DAY.format(at);
}

/** The first day of the English school year (1 September) that `date` (YYYY-MM-DD) falls in. */
export function schoolYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '09-01' ? `${year}-09-01` : `${year - 1}-09-01`;
}
