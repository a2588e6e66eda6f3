/**
 * REST side of the teaching-content rule (see access/teaching-content.ts) for the skeleton types
 * that hold teaching fields: a caller without an active subscription gets only the skeleton fields,
 * and a 403 when they ask to populate or select a teaching field (or to populate everything).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isActiveSubscriber, teachingFieldsOf, SUBSCRIPTION_NEEDED } from '../access/teaching-content';

function namedFields(value: unknown): string[] {
  if (value == null) return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim().split('.')[0]);
  if (Array.isArray(value)) return value.flatMap(namedFields);
  if (typeof value === 'object') return Object.keys(value);
  return [];
}

export default (config: { uid: string }, { strapi }: { strapi: Core.Strapi }) => {
  const contentType = strapi.contentType(config.uid as never);
  const attributes = contentType.attributes as Record<string, { type: string; target?: string }>;
  const teaching = teachingFieldsOf(config.uid, attributes);
  const scalarSkeleton = Object.entries(attributes)
    .filter(([name, attribute]) => !teaching.includes(name) && name !== 'locale' && !['relation', 'component', 'dynamiczone', 'media'].includes(attribute.type))
    .map(([name]) => name);

  return async (ctx: Context, next: Next) => {
    if (isActiveSubscriber(ctx.state.user)) return next();
    const query = ctx.query as Record<string, unknown>;
    const populate = namedFields(query.populate);
    const asked = [...populate, ...namedFields(query.fields)];
    if (populate.includes('*') || asked.some((field) => teaching.includes(field))) {
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: SUBSCRIPTION_NEEDED, details: {} } };
      return;
    }
    if (query.fields == null) ctx.query = { ...query, fields: scalarSkeleton };
    return next();
  };
};
