/**
 * What `createShortLink` takes (./graphql.ts): the kind of page, the document it shows (a lesson's
 * or activity's documentId, or the Music at Home link's id) and the page's address on the site, a
 * path of plain segments (no query, no fragment, no '..', no other site), as the service reads it.
 */
import { z } from 'zod';

export const SHORT_LINK_KINDS = ['lesson', 'activity', 'at_home'] as const;
export type ShortLinkKind = (typeof SHORT_LINK_KINDS)[number];

export const NOT_SHAREABLE = 'This page cannot have a short link.';

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const PATH = /^(\/[A-Za-z0-9_-]{1,100}){2,12}$/;

export const shortLinkArguments = z.object({
  kind: z.enum(SHORT_LINK_KINDS, { error: NOT_SHAREABLE }),
  target: z.string({ error: NOT_SHAREABLE }).regex(SEGMENT, NOT_SHAREABLE),
  path: z
    .string({ error: NOT_SHAREABLE })
    .max(400, NOT_SHAREABLE)
    .transform((path) => path.replace(/\/+$/, ''))
    .refine((path) => PATH.test(path), NOT_SHAREABLE),
});
export type ShortLinkRequest = z.output<typeof shortLinkArguments>;
