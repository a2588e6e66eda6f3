/**
 * Guards every GraphQL field that leads into teaching content (see access/teaching-content.ts):
 * for a caller without an active subscription it answers a Forbidden error instead of the data.
 * Generated from the content model, so a new relation into a teaching type is guarded by itself.
 * The same guard, one level down, keeps the CPD area's texts (LOGGED_IN_FIELDS) for logged-in teachers.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isActiveSubscriber, isTeachingType, loggedInFieldsOf, teachingFieldsOf, LOGIN_NEEDED, SUBSCRIPTION_NEEDED } from '../access/teaching-content';
import { ACTIVE_SUBSCRIBER } from '../access/roles';
import { contentQueryTypes } from '../preview/preview-queries';
import type { PreviewScope } from '../preview/preview-token';

type State = { user?: { role?: { type?: string } }; auth?: { strategy?: { name?: string } }; preview?: PreviewScope; previewCaller?: string };
type Context = { state?: State; rootQueryArgsByPath?: Map<unknown, { status?: string }> };
type Resolver = (parent: unknown, args: any, context: Context, info: any) => unknown;

/** An API token issued by editors in the admin panel reads everything (a preview uses one, scoped: below). */
const usesApiToken = (state: State | undefined) => state?.auth?.strategy?.name === 'api-token' && !state.preview;

/** The name of the root query a field is resolved under (through its alias, if it has one). */
function rootQueryName(info: { path: { key: unknown; prev?: unknown }; operation: { selectionSet: { selections: readonly any[] } } }): string | undefined {
  let path = info.path as { key: unknown; prev?: unknown };
  while (path.prev) path = path.prev as typeof path;
  const root = info.operation.selectionSet.selections.find(
    (selection) => selection.kind === 'Field' && (selection.alias?.value ?? selection.name.value) === path.key,
  );
  return root?.name.value;
}

let queryTypes: Map<string, string> | undefined;

/** Whether a field is read under a root query of the content type an editor's preview shows. */
function underPreviewedRoot(strapi: Core.Strapi, context: Context, info: any): boolean {
  const scope = context.state?.preview;
  if (!scope) return false;
  queryTypes ??= contentQueryTypes(strapi);
  const root = rootQueryName(info);
  return root !== undefined && queryTypes.get(root) === scope.uid;
}

/**
 * Who may read teaching content: an active subscriber, an editors' API token, and, under an
 * editor's preview, the previewed document (its root query is narrowed to it by publishedOnly);
 * the rest of a preview's answer is decided by the caller's own role.
 */
function mayReadTeaching(strapi: Core.Strapi, context: Context, info: any): boolean {
  if (context.state?.preview) return underPreviewedRoot(strapi, context, info) || context.state.previewCaller === ACTIVE_SUBSCRIBER;
  return isActiveSubscriber(context.state?.user) || usesApiToken(context.state);
}

/** Who may read the logged-in fields: any logged-in caller, an editors' API token, and a preview as above. */
function mayReadLoggedIn(strapi: Core.Strapi, context: Context, info: any): boolean {
  if (context.state?.preview) return underPreviewedRoot(strapi, context, info) || (context.state.previewCaller ?? 'public') !== 'public';
  return Boolean(context.state?.user) || usesApiToken(context.state);
}

type Attributes = Record<string, { type: string; target?: string; component?: string; components?: string[] }>;

/** A level of guarded content: which types and fields it covers, who may read them, and what the others are told. */
interface GuardLevel {
  fieldsOf(uid: string, attributes: Attributes): string[];
  coversType(uid: string): boolean;
  mayRead(strapi: Core.Strapi, context: Context, info: any): boolean;
  refusal: string;
}

const SUBSCRIBER_LEVEL: GuardLevel = { fieldsOf: teachingFieldsOf, coversType: isTeachingType, mayRead: mayReadTeaching, refusal: SUBSCRIPTION_NEEDED };
const LOGGED_IN_LEVEL: GuardLevel = { fieldsOf: loggedInFieldsOf, coversType: () => false, mayRead: mayReadLoggedIn, refusal: LOGIN_NEEDED };

const requireLevel = (strapi: Core.Strapi, level: GuardLevel) => async (next: Resolver, parent: unknown, args: unknown, context: Context, info: any) => {
  if (!level.mayRead(strapi, context, info)) throw new errors.ForbiddenError(level.refusal);
  return next(parent, args, context, info);
};

/**
 * Whether a filter (GraphQL `filters` argument) reads teaching content of `uid`: a teaching field,
 * a relation into a teaching type, or the same further down a relation or component. A filter can
 * be used to read a field a letter at a time (a door found open in a security review), so reading
 * it needs the same role as reading the field. Operators (`and`, `or`, `not`, `eq`, `containsi`...)
 * are walked through.
 */
export function filterReadsTeaching(strapi: Core.Strapi, uid: string, filters: unknown): boolean {
  return filterReads(strapi, SUBSCRIBER_LEVEL, uid, filters);
}

function filterReads(strapi: Core.Strapi, level: GuardLevel, uid: string, filters: unknown, depth = 0): boolean {
  if (!filters || typeof filters !== 'object' || depth > 20) return false;
  if (Array.isArray(filters)) return filters.some((item) => filterReads(strapi, level, uid, item, depth + 1));
  if (level.coversType(uid)) return true;
  const attributes = ((strapi.getModel(uid as never) as { attributes?: Attributes } | undefined)?.attributes ?? {}) as Attributes;
  const guarded = level.fieldsOf(uid, attributes);
  return Object.entries(filters as Record<string, unknown>).some(([key, value]) => {
    if (key === 'and' || key === 'or' || key === 'not') return filterReads(strapi, level, uid, value, depth + 1);
    const attribute = attributes[key];
    if (!attribute) return false;
    if (guarded.includes(key)) return true;
    if (attribute.type === 'relation' && attribute.target) return filterReads(strapi, level, attribute.target, value, depth + 1);
    if (attribute.type === 'component' && attribute.component) return filterReads(strapi, level, attribute.component, value, depth + 1);
    return false;
  });
}

/** Whether a sort (`'field:asc'`, `'relation.field'`, or a list of them) orders by teaching content. */
export function sortReadsTeaching(strapi: Core.Strapi, uid: string, sort: unknown): boolean {
  return sortReads(strapi, SUBSCRIBER_LEVEL, uid, sort);
}

function sortReads(strapi: Core.Strapi, level: GuardLevel, uid: string, sort: unknown): boolean {
  const keys = (Array.isArray(sort) ? sort : [sort]).filter((key): key is string => typeof key === 'string');
  return keys.some((key) => {
    const path = key
      .split(':')[0]
      .split('.')
      .map((part) => part.trim());
    const filter = path.reduceRight<unknown>((inner, field) => ({ [field]: inner }), { eq: true });
    return filterReads(strapi, level, uid, filter);
  });
}

/** The content type or component a field's `filters` and `sort` arguments apply to. */
type ArgumentsTarget = { key: string; uid: string };

/** Every root query of a content type, and every relation field, with the model its arguments filter. */
function filteringFields(strapi: Core.Strapi): ArgumentsTarget[] {
  const { naming } = strapi.plugin('graphql').service('utils');
  const fields: ArgumentsTarget[] = [];
  for (const contentType of Object.values(strapi.contentTypes)) {
    if (!contentType.uid.startsWith('api::')) continue;
    const queries = [naming.getFindQueryName(contentType), naming.getFindConnectionQueryName?.(contentType)].filter(Boolean) as string[];
    for (const query of queries) fields.push({ key: `Query.${query}`, uid: contentType.uid });
  }
  const models = [
    ...Object.values(strapi.contentTypes)
      .filter((model) => model.uid.startsWith('api::'))
      .map((model) => ({ model, typeName: naming.getTypeName(model) as string })),
    ...Object.values(strapi.components).map((model) => ({ model, typeName: naming.getComponentName(model) as string })),
  ];
  for (const { model, typeName } of models) {
    for (const [field, attribute] of Object.entries(model.attributes as Attributes)) {
      if (attribute.type === 'relation' && attribute.target) {
        fields.push({ key: `${typeName}.${field}`, uid: attribute.target }, { key: `${typeName}.${field}_connection`, uid: attribute.target });
      }
    }
  }
  return fields;
}

/** Refuses a filter or sort that reads guarded content to a caller who may not read it (each level in turn). */
const guardArguments =
  (strapi: Core.Strapi, uid: string) => async (next: Resolver, parent: unknown, args: { filters?: unknown; sort?: unknown }, context: Context, info: any) => {
    for (const level of [SUBSCRIBER_LEVEL, LOGGED_IN_LEVEL]) {
      if (level.mayRead(strapi, context, info)) continue;
      if (filterReads(strapi, level, uid, args?.filters) || sortReads(strapi, level, uid, args?.sort)) throw new errors.ForbiddenError(level.refusal);
    }
    return next(parent, args, context, info);
  };

/** `Type.field` keys of every teaching field (for active subscribers), for the types the GraphQL schema exposes. */
export function guardedFields(strapi: Core.Strapi): string[] {
  return fieldsOfLevel(strapi, SUBSCRIBER_LEVEL);
}

/** `Type.field` keys of every field for logged-in teachers (LOGGED_IN_FIELDS). */
export function loggedInFields(strapi: Core.Strapi): string[] {
  return fieldsOfLevel(strapi, LOGGED_IN_LEVEL);
}

function fieldsOfLevel(strapi: Core.Strapi, level: GuardLevel): string[] {
  const { naming } = strapi.plugin('graphql').service('utils');
  const keys: string[] = [];
  const add = (typeName: string, field: string, attribute: { type: string; relation?: string }) => {
    keys.push(`${typeName}.${field}`);
    const toMany = attribute.type === 'relation' && /ToMany$/.test(attribute.relation ?? '');
    const manyMedia = attribute.type === 'media' && (attribute as { multiple?: boolean }).multiple;
    if (toMany || manyMedia) keys.push(`${typeName}.${field}_connection`);
  };
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || isTeachingType(uid)) continue; // a teaching type's own fields are reached only through a guarded way in
    const attributes = contentType.attributes as Record<string, { type: string; target?: string }>;
    for (const field of level.fieldsOf(uid, attributes as Attributes)) add(naming.getTypeName(contentType), field, attributes[field] as never);
  }
  for (const [uid, component] of Object.entries(strapi.components)) {
    const attributes = component.attributes as Record<string, { type: string; target?: string }>;
    for (const field of level.fieldsOf(uid, attributes as Attributes)) add(naming.getComponentName(component), field, attributes[field] as never);
  }
  return keys;
}

/**
 * Drafts are for editors: the site's callers read published content only, API tokens may ask for
 * drafts. An editor's preview (middlewares/preview.ts) reads the previewed document as a draft: a
 * root query of its content type is narrowed to that one document, and every other root query
 * reads published content.
 */
const publishedOnly =
  (strapi: Core.Strapi) =>
  async (next: Resolver, parent: unknown, args: { status?: string; documentId?: string; filters?: unknown }, context: Context, info: any) => {
    const scope = context.state?.preview;
    if (scope && underPreviewedRoot(strapi, context, info)) {
      if (scope.documentId && args.documentId !== undefined && args.documentId !== scope.documentId) return null;
      const narrowed =
        scope.documentId && args.documentId === undefined ? { filters: { and: [args.filters ?? {}, { documentId: { eq: scope.documentId } }] } } : {};
      // Relations below follow the root query's status, which Strapi noted before this ran.
      const root = context.rootQueryArgsByPath?.get(info.path.key);
      if (root) root.status = 'draft';
      return next(parent, { ...args, ...narrowed, status: 'draft' }, context, info);
    }
    if (String(args?.status ?? '').toUpperCase() === 'DRAFT' && !usesApiToken(context.state)) throw new errors.ForbiddenError(DRAFTS_NOT_SHOWN);
    if (scope && isTeachingType(queryTypes?.get(info.fieldName)) && !mayReadTeaching(strapi, context, info))
      throw new errors.ForbiddenError(SUBSCRIPTION_NEEDED);
    return next(parent, args, context, info);
  };

export const DRAFTS_NOT_SHOWN = 'Drafts are shown only in the admin panel.';

/** `Query.*` keys of every query of a content type (they take a `status` argument). */
function contentQueries(strapi: Core.Strapi): string[] {
  const { naming } = strapi.plugin('graphql').service('utils');
  return Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::'))
    .flatMap((contentType) => [naming.getFindQueryName(contentType), naming.getFindOneQueryName(contentType), naming.getFindConnectionQueryName?.(contentType)])
    .filter((name): name is string => Boolean(name))
    .map((name) => `Query.${name}`);
}

export function registerTeachingGuard(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ strapi: instance }: { strapi: Core.Strapi }) => {
      const middlewares = new Map<string, unknown[]>();
      const add = (key: string, middleware: unknown) => middlewares.set(key, [...(middlewares.get(key) ?? []), middleware]);
      for (const key of contentQueries(instance)) add(key, publishedOnly(instance));
      for (const key of guardedFields(instance)) add(key, requireLevel(instance, SUBSCRIBER_LEVEL));
      for (const key of loggedInFields(instance)) add(key, requireLevel(instance, LOGGED_IN_LEVEL));
      for (const { key, uid } of filteringFields(instance)) add(key, guardArguments(instance, uid));
      return { resolversConfig: Object.fromEntries([...middlewares].map(([key, list]) => [key, { middlewares: list }])) };
    });
}
