/**
 * What every field's resolver becomes when the GraphQL server starts: one thin wrapper of our own,
 * in place of Apollo Server's per-field plugin instrumentation.
 *
 * Why: once any Apollo plugin has a `willResolveField` hook, Apollo wraps every field of the schema
 * and, for every field of every answer, calls a dispatcher that builds arrays and closures and
 * waits on the field's result to report its end. Two hooks turned it on: ours, counting the fields
 * a request resolves (query-limits.ts), and the GraphQL plugin's (its bootstrap), which keeps each
 * root query's arguments for its association resolvers (Strapi issue 23524). For /teaching's answer
 * (about 3,000 fields) the dispatcher was about a tenth of the CPU (bench/RESULTS.md). The wrapper
 * here does both jobs directly:
 * - a root field of a query records its arguments in `context.rootQueryArgsByPath`, keyed by the
 *   field's alias, with `_originField`, as the plugin's hook does: its association resolver gives a
 *   relation the root query's status from them (a draft never shows under a published answer);
 * - every field counts towards the request's limit of resolved fields, and fails past it
 *   (query-limits.ts turns that into one 400 answer).
 * Plain answers' fields (plain-answers.ts) get graphql-js's default resolver inside the wrapper.
 *
 * The schema is then marked as instrumented with Apollo's own function, so Apollo adds no wrapper
 * of its own and the plugin's hook, still registered, is never called. `tests/field-resolvers.test.ts`
 * checks on a real Apollo Server that a hook like the plugin's is never called and what the wrapper
 * records; `tests/relation-reads.test.ts` that the plugin's association resolver receives it.
 */
import { defaultFieldResolver, GraphQLError, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { moduleBeside } from '../runtime/package-internals';
import { unwrapPlainAnswers } from './plain-answers';
import { isObjectType } from './schema-types';

/** Where a request's count of resolved fields is kept, on its GraphQL context. */
export const RESOLVED_FIELDS = Symbol('resolvedFields');
export interface ResolvedFields {
  count: number;
  /** The most a request may resolve (GRAPHQL_MAX_RESOLVED_FIELDS), for the answer past it. */
  limit: number;
  tooLarge: boolean;
}
type Context = { [RESOLVED_FIELDS]?: ResolvedFields; rootQueryArgsByPath?: Map<string | number, Record<string, unknown>> } | undefined;
type Resolver = GraphQLFieldResolver<unknown, Context>;

const TOO_MUCH = 'This request asks for too much at once.';

/** Apollo's own function that instruments a schema's fields once, and marks it so. */
function apolloInstrumentation(): { enablePluginsForSchemaResolvers: (schema: GraphQLSchema) => GraphQLSchema } {
  // Resolved from the GraphQL plugin's folder: the copy of Apollo Server that runs its server.
  const graphqlPlugin = require.resolve('@strapi/plugin-graphql/package.json');
  return moduleBeside('@apollo/server', 'utils/schemaInstrumentation.js', graphqlPlugin);
}

function wrapped(resolve: Resolver, isQueryRoot: boolean, maxResolvedFields: number): Resolver {
  return (source, args, context, info) => {
    if (context) {
      const resolved = context[RESOLVED_FIELDS] ?? (context[RESOLVED_FIELDS] = { count: 0, limit: maxResolvedFields, tooLarge: false });
      resolved.count += 1;
      if (resolved.count > maxResolvedFields) {
        resolved.tooLarge = true;
        throw new GraphQLError(TOO_MUCH);
      }
      if (isQueryRoot && !source && info.operation.operation === 'query') {
        if (!context.rootQueryArgsByPath) context.rootQueryArgsByPath = new Map();
        context.rootQueryArgsByPath.set(info.path.key, { ...args, _originField: info.fieldName });
      }
    }
    return resolve(source, args, context, info);
  };
}

/** Wraps every field of `schema` (plain answers' with the default resolver) and turns Apollo's wrapper off. */
export function wrapEveryField(schema: GraphQLSchema, maxResolvedFields: number): void {
  unwrapPlainAnswers(schema);
  const fields: Array<{ field: GraphQLField<unknown, Context>; isQueryRoot: boolean; resolve: Resolver }> = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isQueryRoot = type === schema.getQueryType();
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, Context>>)
      fields.push({ field, isQueryRoot, resolve: field.resolve ?? defaultFieldResolver });
  }
  apolloInstrumentation().enablePluginsForSchemaResolvers(schema);
  for (const { field, isQueryRoot, resolve } of fields) field.resolve = wrapped(resolve, isQueryRoot, maxResolvedFields);
}

/** The Apollo Server plugin (config/plugins.ts) that wraps the fields when the server starts. */
export function fieldResolversPlugin(maxResolvedFields: number) {
  return {
    async serverWillStart({ schema }: { schema: GraphQLSchema }) {
      wrapEveryField(schema, maxResolvedFields);
    },
  };
}
