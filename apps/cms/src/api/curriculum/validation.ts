/** The curriculum queries' arguments (graphql.ts): an audience's or document's code, as the site's addresses carry it. */
import { z } from 'zod';

const code = (what: string) =>
  z
    .string({ error: `Give the ${what} as text.` })
    .min(1, `Give the ${what}.`)
    .max(100, `The ${what} is at most 100 characters long.`)
    .regex(/^[A-Za-z0-9-]+$/, `The ${what} is made of letters, digits and hyphens only.`);

export const curriculumMapArguments = z.object({ audience: code('audience') });
export const curriculumOfArguments = z.object({ documentId: code('document code') });
