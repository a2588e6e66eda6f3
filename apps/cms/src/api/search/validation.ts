/**
 * The search's input (GraphQL arguments and REST query parameters alike), parsed with
 * parseArguments (src/validation/issues.ts): anything else is a 400 naming what is wrong.
 */
import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_TIMES } from './search-index';

export const QUERY_MAX_LENGTH = 200;

const slug = (what: string) =>
  z
    .string({ error: `${what} must be a slug` })
    .regex(/^[a-z0-9-]{1,80}$/, `${what} must be a slug (lower-case letters, digits and hyphens)`)
    .optional();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null || value === '' ? undefined : value), schema);
const limit = (max: number, fallback: number) =>
  optional(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .default(fallback),
  );
const query = z
  .string({ error: 'Say what to search for (q)' })
  .trim()
  .min(1, 'Say what to search for (q)')
  .max(QUERY_MAX_LENGTH, `A search may be at most ${QUERY_MAX_LENGTH} characters long`);

export const searchArguments = z.object({
  query,
  audience: optional(slug('audience')),
  yearGroup: optional(slug('yearGroup')),
  area: optional(slug('area')),
  kind: optional(z.enum(SEARCH_KINDS, { error: `kind must be one of ${SEARCH_KINDS.join(', ')}` }).optional()),
  time: optional(z.enum(SEARCH_TIMES, { error: `time must be one of ${SEARCH_TIMES.join(', ')}` }).optional()),
  limit: limit(50, 20),
});

export const suggestionArguments = z.object({ query, limit: limit(10, 8) });

/** REST's parameter names (`q`) as the GraphQL arguments' (`query`); a repeated parameter (a list) fails its check. */
export function restArguments(parameters: Record<string, unknown>): Record<string, unknown> {
  const { q, ...rest } = parameters;
  return { ...rest, query: q };
}
