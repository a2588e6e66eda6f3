/**
 * Bounds on what one GraphQL request may ask of the CMS (docs/hostile-input.md), so that a single
 * crafted request cannot make it do unbounded work. Each refusal is a 400 with a GraphQL error,
 * never a 5xx:
 * - the body: at most 256 KB (config/middlewares.ts), else 413;
 * - the document: at most MAX_TOKENS tokens (graphql-js stops parsing there);
 * - the operation: depth (Strapi's own depthLimit, config/plugins.ts), aliases and directives
 *   (graphql-armor's validation rules, a well-kept library for exactly this), checked before
 *   anything is resolved;
 * - the result: every list at most `maxLimit` rows (Strapi's pagination, config/plugins.ts), and at
 *   most MAX_RESOLVED_FIELDS fields resolved in all, which bounds nested lists of lists;
 * - batching: one operation per HTTP request (Apollo refuses an array of operations by default).
 * The site's own documents stay well inside these: tests/query-limits.test.ts checks each of them.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { type GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { setting } from '../runtime/environment';
import { RESOLVED_FIELDS, type ResolvedFields } from './field-resolvers';

export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 4000,
  /** GRAPHQL_MAX_RESOLVED_FIELDS; the demo's largest page (the shell at ×100) resolves about 6,000. */
  get maxResolvedFields() {
    return setting('GRAPHQL_MAX_RESOLVED_FIELDS');
  },
} as const;

export const RESULT_TOO_LARGE = 'RESULT_TOO_LARGE';

/** Added to Strapi's own validation rules (its depth limit), which the plugin concatenates with these. */
export function queryLimitRules(): ValidationRule[] {
  // Reported as validation errors (400); the rules' default, throwing, would reach Apollo as a 500.
  const asValidationError = {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxAliasesRule({ n: QUERY_LIMITS.maxAliases, ...asValidationError }),
    maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives, ...asValidationError }),
  ] as unknown as ValidationRule[];
}

/**
 * An Apollo plugin that answers a request past its limit of resolved fields with one error,
 * no data, HTTP 400. The fields are counted, and fail past the limit, by the wrapper every field
 * gets when the server starts (field-resolvers.ts).
 */
export function resultSizeLimit() {
  return {
    async requestDidStart() {
      return {
        async willSendResponse(requestContext: {
          contextValue?: { [RESOLVED_FIELDS]?: ResolvedFields };
          response: { http: { status?: number }; body: { kind: string; singleResult?: { data?: unknown; errors?: unknown[] } } };
        }) {
          const resolved = requestContext.contextValue?.[RESOLVED_FIELDS];
          if (!resolved?.tooLarge || requestContext.response.body.kind !== 'single') return;
          requestContext.response.http.status = 400;
          requestContext.response.body.singleResult = {
            data: null,
            errors: [
              {
                message: `This request asks for too much at once: more than ${resolved.limit} fields. Ask for fewer rows or fields.`,
                extensions: { code: RESULT_TOO_LARGE },
              },
            ],
          };
        },
      };
    },
  };
}
