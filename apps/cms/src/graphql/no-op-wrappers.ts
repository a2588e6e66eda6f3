/**
 * Strapi's GraphQL plugin wraps the resolver of every field of every object type (wrap-resolvers.js
 * in the plugin) in an async function that checks the field's auth, runs its middlewares, and makes
 * a policy context for its policies. A field of an object type other than Query, Mutation and
 * Subscription with no resolversConfig entry (or only `auth: false`) has none of them: its wrapper
 * checks nothing and runs nothing, and costs a promise and a policy context (lodash/fp's curried
 * `eq` among it) per field per object. A computed lesson resolves thousands of such fields (every
 * title, every slide text): the wrappers were about a sixth of its CPU (bench/RESULTS.md).
 *
 * This gives those fields back the resolver they had before the plugin wrapped them (the field's
 * own, or the default), so they answer exactly as before. Every field with an auth rule, a
 * middleware (the teaching guard's relation checks) or a policy keeps the plugin's wrapper, as do
 * the root fields. The rule is the plugin's own (`authorize` and the policy middleware):
 * `tests/no-op-wrappers.test.ts` runs the plugin's own wrapResolvers on a small schema, so a version
 * that changes the rule fails it.
 */
import { moduleBeside } from '../runtime/package-internals';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { isObjectType } from './schema-types';

type ResolverConfig = { auth?: unknown; middlewares?: unknown[]; policies?: unknown[] };
type WrapResolvers = (options: { schema: GraphQLSchema; strapi: unknown; extension?: { resolversConfig?: Record<string, unknown> } }) => GraphQLSchema;

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** The plugin's configuration of `Type.field` (its own lookup: the dotted key, or the type's entry). */
export function resolverConfigOf(resolversConfig: Record<string, unknown>, type: string, field: string): ResolverConfig | undefined {
  const dotted = resolversConfig[`${type}.${field}`];
  if (dotted !== undefined) return dotted as ResolverConfig;
  const byType = resolversConfig[type] as Record<string, unknown> | undefined;
  return byType?.[field] as ResolverConfig | undefined;
}

/** Whether the plugin's wrapper of `Type.field` checks and runs nothing. */
export function wrapperIsNoOp(type: string, config: ResolverConfig | undefined): boolean {
  if (ROOT_TYPES.has(type)) return false;
  if (config === undefined) return true;
  // Only `auth: false` (or nothing): no middleware, no policy, no auth rule to check.
  return Object.keys(config).every((key) => key === 'auth') && (config.auth === undefined || config.auth === false);
}

/** The fields whose wrapper is a no-op, given back their resolvers from before the wrapping. */
export function unwrapNoOps(
  schema: GraphQLSchema,
  before: Map<object, GraphQLFieldResolver<unknown, unknown> | undefined>,
  resolversConfig: Record<string, unknown>,
) {
  let unwrapped = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.name.startsWith('__') || !before.has(field)) continue;
      if (!wrapperIsNoOp(type.name, resolverConfigOf(resolversConfig, type.name, field.name))) continue;
      field.resolve = before.get(field);
      unwrapped += 1;
    }
  }
  return unwrapped;
}

/** The plugin's module that wraps the resolvers, found from its package (it exports no path to it). */
export function wrapResolversModule(): { wrapResolvers: WrapResolvers } {
  return moduleBeside('@strapi/plugin-graphql/package.json', 'dist/server/services/content-api/wrap-resolvers.js');
}

/** Keeps the plugin's wrappers where they do something (once per start, in register: before the schema is built). */
export function skipNoOpWrappers(): void {
  const module = wrapResolversModule();
  const wrap = module.wrapResolvers;
  if ((wrap as { skipsNoOps?: boolean }).skipsNoOps) return;
  module.wrapResolvers = Object.assign(withoutNoOps(wrap), { skipsNoOps: true });
}

/** `wrap` (the plugin's wrapResolvers), then the no-op wrappers taken off again. */
export function withoutNoOps(wrap: WrapResolvers): WrapResolvers {
  return (options) => {
    const before = new Map<object, GraphQLFieldResolver<unknown, unknown> | undefined>();
    for (const type of Object.values(options.schema.getTypeMap())) {
      if (isObjectType(type)) for (const field of Object.values(type.getFields())) before.set(field, field.resolve);
    }
    const schema = wrap(options);
    unwrapNoOps(schema, before, options.extension?.resolversConfig ?? {});
    return schema;
  };
}
