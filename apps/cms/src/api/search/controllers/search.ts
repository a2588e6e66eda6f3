/**
 * `GET /api/search?q=…` and `GET /api/search/suggestions?q=…`: the GraphQL queries' answers as JSON
 * (graphql.ts). The routes skip users-permissions' grant check (anyone may search); the caller's
 * role is read from their token by the same rule as every door (src/accounts/caller.ts).
 */
import type { Core } from '@strapi/strapi';
import { bearerTokenOf, roleOfToken } from '../../../accounts/caller';
import { parseArguments } from '../../../validation/issues';
import { accessOfRole, search, suggestions } from '../services/search';
import { restArguments, searchArguments, suggestionArguments } from '../validation';

interface Ctx {
  query: Record<string, unknown>;
  request: { header: { authorization?: string } };
  body: unknown;
  set(name: string, value: string): void;
}

const callerAccess = async (strapi: Core.Strapi, ctx: Ctx) => accessOfRole(await roleOfToken(strapi, bearerTokenOf(ctx.request.header.authorization)));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Ctx) {
    const { query, limit, ...filters } = parseArguments(searchArguments, restArguments(ctx.query));
    const access = await callerAccess(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await search(strapi, query, access, filters, limit);
  },
  async suggestions(ctx: Ctx) {
    const { query, limit } = parseArguments(suggestionArguments, restArguments(ctx.query));
    const access = await callerAccess(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await suggestions(strapi, query, access, limit);
  },
});
