/**
 * Plain answers: object types of our own whose every field is read from the value the field above
 * returned (a school's record, a teacher's classes and entries), with no resolver, policy or auth
 * rule of their own. Strapi's GraphQL plugin wraps every field of every object type in an async
 * resolver that checks the field's auth and policies; for these fields it checks nothing and costs a
 * few promises a field. The school's record (about 4,000 fields) spent 24 of its 39 MB a request
 * there, and the garbage made its slowest requests wait for full collections (bench/RESULTS.md).
 *
 * A type defined with `plainAnswerType` is marked in its extensions; when the Apollo server starts,
 * its fields get graphql-js's own default resolver back (field-resolvers.ts, which then wraps every
 * field in one thin wrapper of its own). The fields' access is
 * unchanged: what the caller may see is decided by the root field's resolver (with its auth and
 * policies, still wrapped), which returns the whole answer. The rules:
 * - a plain answer's fields never take a `resolve` (plainAnswerType refuses one when the schema is built);
 * - no `resolversConfig` entry names a plain answer's field (it would be ignored).
 */
import type { GraphQLSchema } from 'graphql';
import { isObjectType } from './schema-types';
import type { Definition, Nexus, TypeConfig } from './nexus';

const MARK = 'plainAnswer';

/** A field builder that throws if a field is given a resolver of its own. */
function refusingResolvers(t: Definition, typeName: string): Definition {
  return new Proxy(t, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'nonNull' || property === 'list') return refusingResolvers(value as Definition, typeName);
      if (typeof value !== 'function') return value;
      return (name: string, options?: { resolve?: unknown }) => {
        if (options?.resolve) throw new Error(`${typeName}.${name} is a plain answer's field: it cannot have a resolver (src/graphql/plain-answers.ts)`);
        return (value as (...args: unknown[]) => unknown).call(target, name, options);
      };
    },
  });
}

/** nexus.objectType for a plain answer: every field read from its parent's value. */
export function plainAnswerType(nexus: Nexus, config: TypeConfig): unknown {
  return nexus.objectType({
    ...config,
    extensions: { [MARK]: true },
    definition: (t) => config.definition(refusingResolvers(t, config.name)),
  });
}

/** Gives the plain answers' fields graphql-js's default resolver back; answers the types changed. */
export function unwrapPlainAnswers(schema: GraphQLSchema): string[] {
  const unwrapped: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.extensions?.[MARK] !== true) continue;
    for (const field of Object.values(type.getFields())) field.resolve = undefined;
    unwrapped.push(type.name);
  }
  return unwrapped;
}
