/**
 * `GET /api/search?q=…` and `GET /api/search/suggestions?q=…`: the GraphQL queries' answers as JSON
 * (graphql.ts). The routes skip users-permissions' grant check (anyone may search); the caller's
 * role is read from their token by the same rule as every door (src/accounts/caller.ts). What each
 * answer was made from is left in `ctx.state.searchAsked`, by which middlewares/search-cache.ts keeps
 * it for the next caller of the same reach (docs/search.md, "Under load").
 */
import type { Core } from '@strapi/strapi';
import { parseArguments } from '../../../validation/issues';
import type { SearchAsked } from '../../../response-cache/search-fast-path';
import { accessOfAuthorization, questionOf, search, suggestions } from '../services/search';
import { restArguments, searchArguments, suggestionArguments } from '../validation';

interface Ctx {
  query: Record<string, unknown>;
  request: { header: { authorization?: string } };
  state: { searchAsked?: SearchAsked };
  body: unknown;
  set(name: string, value: string): void;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Ctx) {
    const { query, limit, ...filters } = parseArguments(searchArguments, restArguments(ctx.query));
    const access = await accessOfAuthorization(strapi, ctx.request.header.authorization);
    ctx.state.searchAsked = { reach: access, question: questionOf('search', { query, limit, ...filters }) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await search(strapi, query, access, filters, limit);
  },
  async suggestions(ctx: Ctx) {
    const { query, limit } = parseArguments(suggestionArguments, restArguments(ctx.query));
    const access = await accessOfAuthorization(strapi, ctx.request.header.authorization);
    ctx.state.searchAsked = { reach: access, question: questionOf('suggestions', { query, limit }) };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await suggestions(strapi, query, access, limit);
  },
});
