/**
 * The CMS answers 503 with the code SERVICE_UNAVAILABLE when it cannot reach its database
 * (apps/cms/docs/outages.md). Pages then say so in plain words, rather than showing a code error or
 * suggesting the teacher's connection is at fault. Other failures keep their own views.
 */
import { RequestError } from './graphql';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The classroom cannot reach its database just now. Please try again in a minute.';

export function isDatabaseUnavailable(error: unknown): boolean {
  return error instanceof RequestError && error.errors.some((entry) => entry.extensions?.code === 'SERVICE_UNAVAILABLE');
}
