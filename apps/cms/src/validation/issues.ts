/**
 * One shape for every refused input: a list of issues, each with the path of the field it is about
 * and a message a teacher can act on, as Strapi's own validation errors carry them
 * (`error.details.errors`), so the site shows each message under its field.
 */
import type { z } from 'zod';
import { errors } from '@strapi/utils';

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

/** The arguments parsed with `schema`; a 400 listing what does not fit (GraphQL's own types make that rare). */
export function parseArguments<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = issuesOf(result.error);
    throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
  }
  return result.data;
}
