/**
 * One shape for every refused input: a list of issues, each with the path of the field it is about
 * and a message a teacher can act on, as Strapi's own validation errors carry them
 * (`error.details.errors`), so the site shows each message under its field.
 */
import type { z } from 'zod';

export interface Issue {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export function issueAt(path: string[], message: string): Issue {
  return { path, message, name: 'ValidationError' };
}

/** The issues of a failed zod parse, under `prefix` (the path the checked value sits at). */
export function issuesOf(error: z.ZodError, prefix: string[] = []): Issue[] {
  return error.issues.map((issue) => issueAt([...prefix, ...issue.path.map(String)], issue.message));
}

/** The issues of checking `value` against `schema`: none when it passes. */
export function check(schema: z.ZodType, value: unknown, prefix: string[] = []): Issue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : issuesOf(result.error, prefix);
}
