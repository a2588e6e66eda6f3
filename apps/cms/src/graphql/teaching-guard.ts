/**
 * Guards every GraphQL field that leads into teaching content (see access/teaching-content.ts):
 * for a caller without an active subscription it answers a Forbidden error instead of the data.
 * Generated from the content model, so a new relation into a teaching type is guarded by itself.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isActiveSubscriber, isTeachingType, teachingFieldsOf, SUBSCRIPTION_NEEDED } from '../access/teaching-content';

type State = { user?: { role?: { type?: string } }; auth?: { strategy?: { name?: string } }; preview?: boolean };
type Resolver = (parent: unknown, args: any, context: { state?: State }, info: unknown) => unknown;


/** An API token issued by editors in the admin panel (and the editors' preview) reads everything. */
const usesApiToken = (state: State | undefined) => state?.auth?.strategy?.name === 'api-token';

const requireActiveSubscriber = async (next: Resolver, parent: unknown, args: unknown, context: Parameters<Resolver>[2], info: unknown) => {
  if (!isActiveSubscriber(context.state?.user) && !usesApiToken(context.state)) throw new errors.ForbiddenError(SUBSCRIPTION_NEEDED);
  return next(parent, args, context, info);
};

/** `Type.field` keys of every guarded field, for the types the GraphQL schema exposes. */
export function guardedFields(strapi: Core.Strapi): string[] {
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
    for (const field of teachingFieldsOf(uid, attributes)) add(naming.getTypeName(contentType), field, attributes[field] as never);
  }
  for (const [uid, component] of Object.entries(strapi.components)) {
    const attributes = component.attributes as Record<string, { type: string; target?: string }>;
    for (const field of teachingFieldsOf(uid, attributes)) add(naming.getComponentName(component), field, attributes[field] as never);
  }
  return keys;
}

/**
 * Drafts are for editors: the site's callers read published content only, API tokens may ask for
 * drafts, and an editor's preview (middlewares/preview.ts) reads drafts by default.
 */
const publishedOnly = async (next: Resolver, parent: unknown, args: { status?: string }, context: Parameters<Resolver>[2], info: unknown) => {
  if (context.state?.preview) {
    // Relations below follow the root query's status, which Strapi noted before this ran.
    const root = (context as { rootQueryArgsByPath?: Map<unknown, { status?: string }> }).rootQueryArgsByPath?.get((info as { path: { key: unknown } }).path.key);
    if (root) root.status = 'draft';
    return next(parent, { ...args, status: 'draft' }, context, info);
  }
  if (String(args?.status ?? '').toUpperCase() === 'DRAFT' && !usesApiToken(context.state)) throw new errors.ForbiddenError(DRAFTS_NOT_SHOWN);
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
  strapi.plugin('graphql').service('extension').use(({ strapi: instance }: { strapi: Core.Strapi }) => ({
    resolversConfig: {
      ...Object.fromEntries(contentQueries(instance).map((key) => [key, { middlewares: [publishedOnly] }])),
      ...Object.fromEntries(guardedFields(instance).map((key) => [key, { middlewares: [requireActiveSubscriber] }])),
    },
  }));
}
