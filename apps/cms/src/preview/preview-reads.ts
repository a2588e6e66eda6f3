/**
 * What an editor's preview reads over GraphQL (preview-token.ts, middlewares/preview.ts). The call
 * keeps its caller's own login; the preview widens exactly one thing: the previewed document.
 *
 * - A root query of the previewed content type skips the caller's grant, is narrowed to the
 *   previewed document (a single type has only one) and reads its draft. That draft, its components
 *   and dynamic-zone entries (at any depth) are the preview's own parts: their fields and media are
 *   shown whatever the caller's role (graphql/teaching-guard.ts asks `isPreviewPart`).
 * - A relation walked out of an own part is answered as the caller would be answered without the
 *   token: the related documents' published versions (a draft's relations point at drafts), with the
 *   caller's grants and teaching guard. Everything below them is ordinary published content.
 * - Wherever a relation the caller may read reaches the previewed document itself (an activity's
 *   slideshow, when the slideshow is previewed), its draft is shown there.
 * - Every other root query is the caller's own: grants, published only.
 * Anything not named here is the caller's, so a new field or type is closed to the token by itself.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Core } from '@strapi/strapi';
import { contentTypes as contentTypeUtils, errors } from '@strapi/utils';
import type { PreviewScope } from './preview-token';

type Entity = Record<string, any> & { documentId?: string };
type State = { auth?: unknown; preview?: PreviewScope; previewParts?: WeakSet<object> };
export type PreviewContext = { state?: State };
type Resolver = (parent: unknown, args: unknown, context: PreviewContext, info: GraphQLResolveInfo) => unknown;

/** Whether an object of the answer is the previewed draft or one of its components. */
export function isPreviewPart(context: PreviewContext, parent: unknown): boolean {
  return typeof parent === 'object' && parent !== null && Boolean(context.state?.previewParts?.has(parent));
}

function markParts(context: PreviewContext, result: unknown): void {
  const state = context.state;
  if (!state?.preview || !result || typeof result !== 'object') return;
  state.previewParts ??= new WeakSet();
  const items = Array.isArray(result) ? result : Array.isArray((result as { nodes?: unknown }).nodes) ? (result as { nodes: unknown[] }).nodes : [result];
  for (const item of items) if (item && typeof item === 'object') state.previewParts.add(item);
}

/** Whether this field is the root query of the previewed content type (`uid` is the query's type). */
export const isPreviewedRoot = (context: PreviewContext, info: { path: { prev?: unknown } }, uid: string) =>
  context.state?.preview?.uid === uid && !info.path.prev;

/**
 * A root query of a content type. The previewed one reads the previewed document's draft; every
 * other asks the caller's grant (the `action`, as Strapi's own check would: the query's resolver
 * config turns that check off so that it can be made here).
 */
export const contentQuery =
  (strapi: Core.Strapi, uid: string, action: string) =>
  async (next: Resolver, parent: unknown, args: { documentId?: string; filters?: unknown }, context: PreviewContext, info: GraphQLResolveInfo) => {
    const scope = context.state?.preview;
    if (!scope || !isPreviewedRoot(context, info, uid)) {
      try {
        await strapi.auth.verify(context.state?.auth as never, { scope: [action] } as never);
      } catch {
        throw new errors.ForbiddenError();
      }
      return next(parent, args, context, info);
    }
    if (scope.documentId && args.documentId !== undefined && args.documentId !== scope.documentId) return null;
    const narrowed =
      scope.documentId && args.documentId === undefined ? { filters: { and: [args.filters ?? {}, { documentId: { eq: scope.documentId } }] } } : {};
    const result = await next(parent, { ...args, ...narrowed, status: 'draft' }, context, info);
    markParts(context, result);
    return result;
  };

/** A component or dynamic zone: the entries of an own part are own parts too. */
export const componentField = () => async (next: Resolver, parent: unknown, args: unknown, context: PreviewContext, info: GraphQLResolveInfo) => {
  const result = await next(parent, args, context, info);
  if (isPreviewPart(context, parent)) markParts(context, result);
  return result;
};

type Shape = 'one' | 'many' | 'connection';

/**
 * A relation field (`field` of the model `modelUid`, to `target`). Out of an own part it answers the
 * related documents' published versions (as the caller, who has passed Strapi's grant and the
 * teaching guard before this runs); anywhere, the previewed document is shown as its draft.
 */
export const relationField =
  (strapi: Core.Strapi, modelUid: string, field: string, target: string, shape: Shape) =>
  async (next: Resolver, parent: Entity, args: Record<string, unknown>, context: PreviewContext, info: GraphQLResolveInfo) => {
    const scope = context.state?.preview;
    if (!scope) return next(parent, args, context, info);
    const walkedOut = isPreviewPart(context, parent) && contentTypeUtils.hasDraftAndPublish(strapi.getModel(target as never) as never);
    const result = walkedOut ? await publishedRelated(strapi, modelUid, field, target, shape, parent, args, context) : await next(parent, args, context, info);
    return scope.uid === target && scope.documentId ? showPreviewedDraft(strapi, scope, result, context) : result;
  };

/** The published versions of the documents a draft's relation links, in the relation's order, filtered, sorted and paged as asked. */
async function publishedRelated(
  strapi: Core.Strapi,
  modelUid: string,
  field: string,
  target: string,
  shape: Shape,
  parent: Entity,
  args: Record<string, unknown>,
  context: PreviewContext,
): Promise<unknown> {
  const linked = (await strapi.db.query(modelUid as never).load(parent as never, field)) as Entity | Entity[] | null;
  const documentIds = [...new Set((Array.isArray(linked) ? linked : linked ? [linked] : []).map((entity) => entity.documentId))].filter(Boolean) as string[];
  const targetModel = strapi.getModel(target as never);
  const { transformArgs } = strapi.plugin('graphql').service('builders').utils;
  const transformed = transformArgs(args ?? {}, { contentType: targetModel, usePagination: shape !== 'one' });
  const auth = context.state?.auth;
  await strapi.contentAPI.validate.query(transformed, targetModel as never, { auth } as never);
  const { start, limit, page, pageSize, filters, sort, ...query } = (await strapi.contentAPI.sanitize.query(
    transformed,
    targetModel as never,
    { auth } as never,
  )) as Record<string, any>;
  const found = documentIds.length
    ? ((await strapi.documents(target as never).findMany({
        ...query,
        ...(sort ? { sort } : {}),
        filters: { $and: [filters ?? {}, { documentId: { $in: documentIds } }] },
        status: 'published',
      } as never)) as Entity[])
    : [];
  const ordered = sort ? found : [...found].sort((a, b) => documentIds.indexOf(a.documentId!) - documentIds.indexOf(b.documentId!));
  if (shape === 'one') return ordered[0] ?? null;
  const first = Number(start ?? (page && pageSize ? (page - 1) * pageSize : 0));
  const count = Number(limit ?? pageSize ?? -1);
  const nodes = count >= 0 ? ordered.slice(first, first + count) : ordered.slice(first);
  if (shape === 'many') return nodes;
  const { toEntityResponseCollection } = strapi.plugin('graphql').service('format').returnTypes;
  return toEntityResponseCollection(nodes, { args: transformed, resourceUID: target });
}

/** Replaces the previewed document, wherever it is in a relation's answer, by its draft. */
async function showPreviewedDraft(strapi: Core.Strapi, scope: PreviewScope, result: unknown, context: PreviewContext): Promise<unknown> {
  const swap = async (entity: Entity | null | undefined) => {
    if (!entity || entity.documentId !== scope.documentId) return entity;
    const draft = await strapi.documents(scope.uid as never).findOne({ documentId: scope.documentId, status: 'draft' } as never);
    markParts(context, draft);
    return draft ?? entity;
  };
  if (Array.isArray(result)) return Promise.all(result.map(swap));
  if (result && typeof result === 'object' && Array.isArray((result as { nodes?: unknown }).nodes)) {
    return { ...(result as object), nodes: await Promise.all((result as { nodes: Entity[] }).nodes.map(swap)) };
  }
  return swap(result as Entity | null);
}
