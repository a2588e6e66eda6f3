/**
 * `search` and `searchSuggestions` (issue 39's contract; docs/search.md): open to everyone; the
 * caller's role, decided from their token as for every teaching query (src/accounts/caller.ts,
 * `fetchAuthenticatedUser`), says whether teaching text is searched and quoted.
 */
import type { Core } from '@strapi/strapi';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { parseArguments } from '../../validation/issues';
import { SEARCH_KINDS, SEARCH_TIMES } from './search-index';
import { accessOfRole, search, suggestions } from './services/search';
import { searchArguments, suggestionArguments } from './validation';

interface Context {
  state?: { user?: { role?: { type?: string } } };
}

export const callerAccess = (context: Context) => accessOfRole(context.state?.user?.role?.type);

export function registerSearch(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ nexus }: { nexus: Nexus }) => ({
      types: [
        nexus.enumType({ name: 'SearchKind', members: [...SEARCH_KINDS], description: 'What a search result is' }),
        nexus.enumType({ name: 'SearchTime', members: [...SEARCH_TIMES], description: 'How long it takes: under 10, 10 to 30, over 30 minutes' }),
        // CurriculumTag is the curriculum feature's (api/curriculum/graphql.ts).
        plainAnswerType(nexus, {
          name: 'SearchText',
          description: 'A piece of a title or excerpt, as plain text; match: a word the search matched',
          definition(t) {
            t.nonNull.string('text');
            t.nonNull.boolean('match');
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchResult',
          definition(t) {
            t.nonNull.field('kind', { type: 'SearchKind' });
            t.nonNull.string('documentId');
            t.nonNull.string('url', { description: "The site path of the result's page" });
            t.nonNull.list.nonNull.field('title', { type: 'SearchText' });
            t.list.nonNull.field('excerpt', { type: 'SearchText', description: 'From the fields the caller may read only' });
            t.field('audience', { type: 'CurriculumTag' });
            t.field('programme', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('yearGroups', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('areas', { type: 'CurriculumTag', description: 'Model Music Curriculum areas' });
            t.int('minutes', { description: 'How long it takes, when it says' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchGroup',
          definition(t) {
            t.nonNull.field('kind', { type: 'SearchKind' });
            t.nonNull.int('total');
            t.nonNull.list.nonNull.field('results', { type: 'SearchResult' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchFilterValue',
          definition(t) {
            t.nonNull.string('slug');
            t.nonNull.string('title');
            t.nonNull.int('count');
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchFacets',
          description: 'How many results each filter value would keep, the other filters applied',
          definition(t) {
            for (const facet of ['audiences', 'yearGroups', 'areas', 'kinds', 'times']) t.nonNull.list.nonNull.field(facet, { type: 'SearchFilterValue' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchAnswer',
          definition(t) {
            t.nonNull.string('query');
            t.nonNull.int('total');
            t.nonNull.list.nonNull.field('groups', { type: 'SearchGroup' });
            t.string('didYouMean', { description: 'A spelling that finds results, when this query finds few or none' });
            t.nonNull.field('facets', { type: 'SearchFacets' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'SearchSuggestion',
          definition(t) {
            t.nonNull.field('kind', { type: 'SearchKind' });
            t.nonNull.string('url');
            t.nonNull.list.nonNull.field('title', { type: 'SearchText' });
            t.string('context', { description: "What it is and for whom: 'Unit · Primary'" });
          },
        }),
        nexus.extendType({
          type: 'Query',
          definition(t) {
            t.nonNull.field('search', {
              type: 'SearchAnswer',
              description: 'Find published catalogue pages; teaching text is searched and quoted for subscribers only',
              args: {
                query: nexus.nonNull('String'),
                audience: 'String',
                yearGroup: 'String',
                area: 'String',
                kind: 'SearchKind',
                time: 'SearchTime',
                limit: 'Int',
              },
              async resolve(_parent: unknown, args: unknown, context: Context) {
                const { query, limit, ...filters } = parseArguments(searchArguments, args);
                return search(strapi, query, callerAccess(context), filters, limit);
              },
            });
            t.nonNull.list.nonNull.field('searchSuggestions', {
              type: 'SearchSuggestion',
              description: 'Pages whose titles match what is typed so far (from 2 letters)',
              args: { query: nexus.nonNull('String'), limit: 'Int' },
              async resolve(_parent: unknown, args: unknown, context: Context) {
                const { query, limit } = parseArguments(suggestionArguments, args);
                return suggestions(strapi, query, callerAccess(context), limit);
              },
            });
          },
        }),
      ],
      resolversConfig: { 'Query.search': { auth: false }, 'Query.searchSuggestions': { auth: false } },
    }));
}
