/**
 * Guards every GraphQL field that leads into teaching content (see access/teaching-content.ts):
 * for a caller without an active subscription it answers a Forbidden error instead of the data.
 * Generated from the content model, so a new relation into a teaching type is guarded by itself.
 * The same guard, one level down, keeps the CPD area's texts (LOGGED_IN_FIELDS) for logged-in teachers.
 */
import type { Core } from '@strapi/strapi';
import type { GraphQLResolveInfo } from 'graphql';
import { errors } from '@strapi/utils';
import { isActiveSubscriber, isTeachingType, loggedInFieldsOf, teachingFieldsOf, LOGIN_NEEDED, SUBSCRIPTION_NEEDED } from '../access/teaching-content';
import { componentField, contentQuery, isPreviewedRoot, isPreviewPart, relationField } from '../preview/preview-reads';
import type { PreviewScope } from '../preview/preview-token';

type State = { user?: { role?: { type?: string } }; auth?: { strategy?: { name?: string } }; preview?: PreviewScope; previewParts?: WeakSet<object> };
type Context = { state?: State };
type Resolver = (parent: unknown, args: unknown, context: Context, info: GraphQLResolveInfo) => unknown;

/** An API token issued by editors in the admin panel reads everything. */
const usesApiToken = (state: State | undefined) => state?.auth?.strategy?.name === 'api-token';

/** `Type.field` keys of every relation field, filled when the guard is registered. */
const relationKeys = new Set<string>();

/**
 * Whether a field is one of an editor's previewed document's own (preview/preview-reads.ts): a
 * field, component or media of its draft, not a relation walked out of it.
 */
const ownPreviewField = (context: Context, parent: unknown, info: GraphQLResolveInfo) =>
  isPreviewPart(context, parent) && !relationKeys.has(`${info.parentType?.name}.${info.fieldName}`);

/** Who may read teaching content: an active subscriber, an editors' API token, and a previewed document's own fields. */
function mayReadTeaching(context: Context, parent: unknown, info: GraphQLResolveInfo): boolean {
  return isActiveSubscriber(context.state?.user) || usesApiToken(context.state) || ownPreviewField(context, parent, info);
}

/** Who may read the logged-in fields: any logged-in caller, an editors' API token, and a previewed document's own fields. */
function mayReadLoggedIn(context: Context, parent: unknown, info: GraphQLResolveInfo): boolean {
  return Boolean(context.state?.user) || usesApiToken(context.state) || ownPreviewField(context, parent, info);
}

type Attributes = Record<string, { type: string; target?: string; component?: string; components?: string[] }>;

/** A level of guarded content: which types and fields it covers, who may read them, and what the others are told. */
interface GuardLevel {
  fieldsOf(uid: string, attributes: Attributes): string[];
  coversType(uid: string): boolean;
  mayRead(context: Context, parent: unknown, info: GraphQLResolveInfo): boolean;
  refusal: string;
}

const SUBSCRIBER_LEVEL: GuardLevel = { fieldsOf: teachingFieldsOf, coversType: isTeachingType, mayRead: mayReadTeaching, refusal: SUBSCRIPTION_NEEDED };
const LOGGED_IN_LEVEL: GuardLevel = { fieldsOf: loggedInFieldsOf, coversType: () => false, mayRead: mayReadLoggedIn, refusal: LOGIN_NEEDED };

const requireLevel = (level: GuardLevel) => async (next: Resolver, parent: unknown, args: unknown, context: Context, info: GraphQLResolveInfo) => {
  if (!level.mayRead(context, parent, info)) throw new errors.ForbiddenError(level.refusal);
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

/**
 * `own`: `uid` is (a component of) an editor's previewed document, whose own fields the caller
 * may read; its relations lead to content read as the caller.
 */
function filterReads(strapi: Core.Strapi, level: GuardLevel, uid: string, filters: unknown, depth = 0, own = false): boolean {
  if (!filters || typeof filters !== 'object' || depth > 20) return false;
  if (Array.isArray(filters)) return filters.some((item) => filterReads(strapi, level, uid, item, depth + 1, own));
  if (!own && level.coversType(uid)) return true;
  const attributes = ((strapi.getModel(uid as never) as { attributes?: Attributes } | undefined)?.attributes ?? {}) as Attributes;
  const guarded = own ? [] : level.fieldsOf(uid, attributes);
  return Object.entries(filters as Record<string, unknown>).some(([key, value]) => {
    if (key === 'and' || key === 'or' || key === 'not') return filterReads(strapi, level, uid, value, depth + 1, own);
    const attribute = attributes[key];
    if (!attribute) return false;
    if (guarded.includes(key)) return true;
    if (attribute.type === 'relation' && attribute.target) return filterReads(strapi, level, attribute.target, value, depth + 1);
    if (attribute.type === 'component' && attribute.component) return filterReads(strapi, level, attribute.component, value, depth + 1, own);
    return false;
  });
}

/** Whether a sort (`'field:asc'`, `'relation.field'`, or a list of them) orders by teaching content. */
export function sortReadsTeaching(strapi: Core.Strapi, uid: string, sort: unknown): boolean {
  return sortReads(strapi, SUBSCRIBER_LEVEL, uid, sort);
}

function sortReads(strapi: Core.Strapi, level: GuardLevel, uid: string, sort: unknown, own = false): boolean {
  const keys = (Array.isArray(sort) ? sort : [sort]).filter((key): key is string => typeof key === 'string');
  return keys.some((key) => {
    const path = key
      .split(':')[0]
      .split('.')
      .map((part) => part.trim());
    const filter = path.reduceRight<unknown>((inner, field) => ({ [field]: inner }), { eq: true });
    return filterReads(strapi, level, uid, filter, 0, own);
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

/**
 * Refuses a filter or sort that reads guarded content to a caller who may not read it (each level in
 * turn). On the root query of an editor's previewed document, its own fields may be filtered on.
 */
const guardArguments =
  (strapi: Core.Strapi, uid: string) =>
  async (next: Resolver, parent: unknown, args: { filters?: unknown; sort?: unknown }, context: Context, info: GraphQLResolveInfo) => {
    const own = isPreviewedRoot(context, info, uid);
    for (const level of [SUBSCRIBER_LEVEL, LOGGED_IN_LEVEL]) {
      if (level.mayRead(context, parent, info)) continue;
      if (filterReads(strapi, level, uid, args?.filters, 0, own) || sortReads(strapi, level, uid, args?.sort, own))
        throw new errors.ForbiddenError(level.refusal);
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
 * drafts. An editor's preview reads its one document's draft (preview/preview-reads.ts).
 */
const publishedOnly = () => async (next: Resolver, parent: unknown, args: { status?: string }, context: Context, info: GraphQLResolveInfo) => {
  if (String(args?.status ?? '').toUpperCase() === 'DRAFT' && !usesApiToken(context.state)) throw new errors.ForbiddenError(DRAFTS_NOT_SHOWN);
  return next(parent, args, context, info);
};

export const DRAFTS_NOT_SHOWN = 'Drafts are shown only in the admin panel.';

/**
 * Every query Strapi generates for a content type (they take a `status` argument), with the grant
 * it needs and its content type. Queries switched off (our own resolvers replace some) are not.
 */
function contentQueries(strapi: Core.Strapi): Array<{ key: string; uid: string; action: string }> {
  const { naming } = strapi.plugin('graphql').service('utils');
  const extension = strapi.plugin('graphql').service('extension');
  return Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::'))
    .flatMap((contentType) => {
      const { uid } = contentType;
      const single = contentType.kind === 'singleType';
      const shadow = extension.shadowCRUD(uid);
      const generated = (action: string) => shadow.isEnabled() && shadow.areQueriesEnabled() && shadow.isActionEnabled(action);
      return [
        { name: naming.getFindQueryName(contentType), action: 'find' },
        { name: naming.getFindOneQueryName(contentType), action: single ? 'find' : 'findOne' },
        { name: naming.getFindConnectionQueryName?.(contentType), action: 'find' },
      ]
        .filter((query): query is { name: string; action: string } => Boolean(query.name) && generated(query.action))
        .map(({ name, action }) => ({ key: `Query.${name}`, uid, action: `${uid}.${action}` }));
    })
    .filter((query, index, all) => all.findIndex(({ key }) => key === query.key) === index);
}

type Model = { uid: string; typeName: string; attributes: Attributes & Record<string, { relation?: string; multiple?: boolean }> };

/** Every content type of the API and every component, with its GraphQL type name. */
function models(strapi: Core.Strapi): Model[] {
  const { naming } = strapi.plugin('graphql').service('utils');
  return [
    ...Object.values(strapi.contentTypes)
      .filter((model) => model.uid.startsWith('api::'))
      .map((model) => ({ uid: model.uid, typeName: naming.getTypeName(model) as string, attributes: model.attributes as never })),
    ...Object.values(strapi.components).map((model) => ({
      uid: model.uid,
      typeName: naming.getComponentName(model) as string,
      attributes: model.attributes as never,
    })),
  ];
}

/**
 * The resolver settings of the guard and of editors' previews. A content query's own grant check is
 * turned off (`auth: false`) because `contentQuery` makes it, except for a preview's one document.
 */
export function registerTeachingGuard(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ strapi: instance }: { strapi: Core.Strapi }) => {
      const middlewares = new Map<string, unknown[]>();
      const add = (key: string, middleware: unknown) => middlewares.set(key, [...(middlewares.get(key) ?? []), middleware]);
      const queries = contentQueries(instance);
      for (const { key, uid, action } of queries) {
        add(key, publishedOnly());
        add(key, contentQuery(instance, uid, action));
      }
      for (const key of guardedFields(instance)) add(key, requireLevel(SUBSCRIBER_LEVEL));
      for (const key of loggedInFields(instance)) add(key, requireLevel(LOGGED_IN_LEVEL));
      for (const { key, uid } of filteringFields(instance)) add(key, guardArguments(instance, uid));
      for (const { uid, typeName, attributes } of models(instance)) {
        for (const [field, attribute] of Object.entries(attributes)) {
          if (attribute.type === 'component' || attribute.type === 'dynamiczone') add(`${typeName}.${field}`, componentField());
          if (attribute.type !== 'relation' || !attribute.target) continue;
          relationKeys.add(`${typeName}.${field}`).add(`${typeName}.${field}_connection`);
          const many = /Many$/.test(attribute.relation ?? '');
          add(`${typeName}.${field}`, relationField(instance, uid, field, attribute.target, many ? 'many' : 'one'));
          if (many) add(`${typeName}.${field}_connection`, relationField(instance, uid, field, attribute.target, 'connection'));
        }
      }
      const grantChecked = new Set(queries.map(({ key }) => key));
      return {
        resolversConfig: Object.fromEntries(
          [...middlewares].map(([key, list]) => [key, grantChecked.has(key) ? { auth: false, middlewares: list } : { middlewares: list }]),
        ),
      };
    });
}
