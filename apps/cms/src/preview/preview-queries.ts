/**
 * Which GraphQL root queries read which content type, for previews (preview-token.ts): a preview
 * applies only to an operation made of content queries; what it then shows is decided in
 * preview-reads.ts (the previewed document's draft, and the rest as the caller).
 */
import type { Core } from '@strapi/strapi';
import { parse, type OperationDefinitionNode } from 'graphql';

/** Root query name -> content type uid, for every content type of the API. */
export function contentQueryTypes(strapi: Core.Strapi): Map<string, string> {
  const { naming } = strapi.plugin('graphql').service('utils');
  const types = new Map<string, string>();
  for (const contentType of Object.values(strapi.contentTypes)) {
    if (!contentType.uid.startsWith('api::')) continue;
    for (const name of [naming.getFindQueryName(contentType), naming.getFindOneQueryName(contentType), naming.getFindConnectionQueryName?.(contentType)]) {
      if (name) types.set(name, contentType.uid);
    }
  }
  return types;
}

/**
 * Whether a GraphQL request body is queries of content types only: no mutation, no account,
 * upload or other plugin query, nothing spread at the root. Unreadable bodies are not.
 */
export function isContentQueriesOnly(body: unknown, queryTypes: Map<string, string>): boolean {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return false;
  let document;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  return document.definitions.every((definition) => {
    if (definition.kind === 'FragmentDefinition') return true;
    if (definition.kind !== 'OperationDefinition' || (definition as OperationDefinitionNode).operation !== 'query') return false;
    return definition.selectionSet.selections.every(
      (selection) => selection.kind === 'Field' && (selection.name.value === '__typename' || queryTypes.has(selection.name.value)),
    );
  });
}
