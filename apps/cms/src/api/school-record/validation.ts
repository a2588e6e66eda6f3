/** The arguments of the school's record calls (docs/teaching-record.md, "The school's record"), as ./graphql.ts and the CSV route parse them. */
import { z } from 'zod';
import { calendarDate } from '../taught-lesson/validation';
import type { TermKey } from './record';

export const MESSAGES = {
  schoolYear: 'Please choose a school year from the list.',
  term: 'Please choose the autumn, spring or summer term, or the whole year.',
};

/** A school year, named by the year it starts (2026 for 2026 to 2027). */
const schoolYear = z.coerce.number({ error: MESSAGES.schoolYear }).int(MESSAGES.schoolYear).min(2000, MESSAGES.schoolYear).max(2098, MESSAGES.schoolYear);
const term = z.enum(['autumn', 'spring', 'summer'], { error: MESSAGES.term });
const documentId = z.string().trim().min(1).max(100);

export const schoolRecordArguments = {
  record: z.object({ schoolYear: schoolYear.nullish(), term: term.nullish() }),
  plan: z.object({ schoolYear: schoolYear.nullish() }),
  markConcert: z.object({ production: documentId, attendedOn: calendarDate.nullish() }),
  one: z.object({ documentId }),
  /** The CSV route's query string: every value arrives as text. */
  csv: z.object({ schoolYear: schoolYear.optional(), term: term.optional() }).strict(),
};

export type RecordPeriod = { schoolYear?: number | null; term?: TermKey | null };
