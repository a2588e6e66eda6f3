/** The reach report's date range, as its admin routes parse it (docs/reach-report.md). */
import { z } from 'zod';
import { errors } from '@strapi/utils';
import { issuesOf } from '../../validation/issues';
import { calendarDate } from '../taught-lesson/validation';

/** Ten years: the month table stays readable, and no request reads more than the record holds. */
export const MAX_RANGE_DAYS = 3660;
export const RANGE_MESSAGES = {
  order: 'The start date must be on or before the end date.',
  span: 'Please choose a range of at most ten years.',
};

export const reachRange = z
  .object({ from: calendarDate, to: calendarDate })
  .refine(({ from, to }) => from <= to, { message: RANGE_MESSAGES.order, path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 <= MAX_RANGE_DAYS, { message: RANGE_MESSAGES.span, path: ['to'] });

/** The range of a request's query; a 400 with each different message once (a misspelt date breaks two rules of one). */
export function parseReachRange(query: Record<string, unknown>): z.output<typeof reachRange> {
  const result = reachRange.safeParse({ from: query.from, to: query.to });
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw new errors.ValidationError([...new Set(issues.map((issue) => issue.message))].join(' '), { errors: issues });
}
