/**
 * Refuses, with a 400, any API or GraphQL request whose text carries the NUL character (U+0000):
 * in the JSON body (keys and strings, GraphQL variables included), in a GraphQL string literal
 * (`"\u0000"`) or in the query string. No teacher types one, and PostgreSQL cannot store or even
 * compare it ("invalid byte sequence for encoding UTF8: 0x00"), so it would otherwise surface as a
 * 500 on PostgreSQL while SQLite took it (docs/hostile-input.md).
 */
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { readGraphqlBody } from '../response-cache/answers';

const NUL = '\u0000';
const NUL_ESCAPE_IN_GRAPHQL = /\\u0000|\\u\{0+\}/i;

export function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || carriesNul(item, depth + 1));
}

export default () => async (ctx: Context, next: Next) => {
  if (ctx.path === '/graphql' || ctx.path.startsWith('/api/')) {
    // strapi::body leaves GraphQL to the plugin's own parser, which keeps a body read here.
    if (ctx.path === '/graphql' && ctx.method === 'POST' && !(await readGraphqlBody(ctx))) return;
    const body = (ctx.request as { body?: { query?: unknown } }).body;
    const graphqlText = ctx.path === '/graphql' && typeof body?.query === 'string' ? body.query : '';
    if (carriesNul(body) || NUL_ESCAPE_IN_GRAPHQL.test(graphqlText) || carriesNul(ctx.query) || ctx.querystring.toLowerCase().includes('%00')) {
      throw new errors.ValidationError('Text may not contain the NUL character (U+0000).');
    }
  }
  await next();
};
