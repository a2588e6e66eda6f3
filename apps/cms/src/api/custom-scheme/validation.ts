/**
 * The shape of the GraphQL arguments the custom-unit resolvers (src/api/custom-scheme/graphql.ts) parse.
 * Types only: the rules (a unit's name, the strands a builder offers and how many) are the custom
 * unit service's (src/api/custom-scheme/services/custom-scheme.ts), run with the owner from the token.
 */
import { z } from 'zod';

export { parseArguments } from '../../validation/issues';

const documentIds = z.array(z.string());

export const customUnitArguments = {
  list: z.object({ audience: z.string().nullish(), programme: z.string().nullish() }),
  one: z.object({ documentId: z.string() }),
  create: z.object({ title: z.string(), learning_strands: documentIds, audience: z.string(), programme: z.string() }),
  strands: z.object({ strands: documentIds }),
};
