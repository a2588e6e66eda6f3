/**
 * Which GraphQL requests the response cache may answer (docs/response-cache.md): queries whose every
 * root field reads catalogue content through Strapi's own queries, and which select no field whose
 * answer depends on who is asking rather than on their role. Everything else (mutations, `me`,
 * playlists, custom units, at-home links, live events, anything unusual) goes to GraphQL as usual.
 */
import crypto from 'node:crypto';
import { Kind, parse, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Fields whose answer is the caller's own: a query selecting one is never cached. */
export const CALLER_DEPENDENT_FIELDS = new Set(['at_home_link_id']);

export interface GraphqlRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** JSON with object keys sorted, so equal variables give equal keys. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What the rules make of one query text (parsing is the costly part, so it is done once per text). */
const verdicts = new LRUCache<string, boolean>({ max: 2000 });

function isCacheableQuery(query: string, operationName: string | undefined, cacheableRootFields: ReadonlySet<string>): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operation = operationOf(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const rootsCacheable = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || cacheableRootFields.has(selection.name.value)),
  );
  if (!rootsCacheable) return false;
  let callerDependent = false;
  visit(document, {
    Field(field) {
      if (CALLER_DEPENDENT_FIELDS.has(field.name.value)) callerDependent = true;
    },
  });
  return !callerDependent;
}

/**
 * What a request asks, as one string (its operation name, query text and variables with keys
 * sorted), or null when the request must not be answered from the cache.
 */
export function cacheableQuestion(body: GraphqlRequestBody, cacheableRootFields: ReadonlySet<string>): string | null {
  if (typeof body?.query !== 'string' || body.query.length > 100_000) return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
  const verdictKey = `${operationName ?? ''}\n${body.query}`;
  let cacheable = verdicts.get(verdictKey);
  if (cacheable === undefined) {
    cacheable = isCacheableQuery(body.query, operationName, cacheableRootFields);
    verdicts.set(verdictKey, cacheable);
  }
  if (!cacheable) return null;
  return `${operationName ?? ''}\n${body.query}\n${stableJson(body.variables ?? {})}`;
}

/** The cache key of a question asked by callers of `bucket` (their role and Origin). */
export function keyOf(bucket: string, question: string): string {
  return crypto.createHash('sha256').update(`${bucket}\n${question}`).digest('base64url');
}

/**
 * The cache key of a request for callers of `bucket` (their role), or null when the request must
 * not be answered from the cache.
 */
export function cacheKey(body: GraphqlRequestBody, bucket: string, cacheableRootFields: ReadonlySet<string>): string | null {
  const question = cacheableQuestion(body, cacheableRootFields);
  return question === null ? null : keyOf(bucket, question);
}
