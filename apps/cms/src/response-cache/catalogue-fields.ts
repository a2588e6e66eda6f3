/** The GraphQL root fields that read catalogue content: Strapi's own queries of the catalogue types. */
import type { Core } from '@strapi/strapi';
import { SKELETON_COLLECTIONS, SKELETON_SINGLES } from '../access/roles';
import { TEACHING_TYPES } from '../access/teaching-content';

export const CATALOGUE_TYPES: readonly string[] = [...SKELETON_COLLECTIONS, ...SKELETON_SINGLES, ...TEACHING_TYPES];

/**
 * Root queries our own GraphQL extensions define (src/graphql/*.ts). Some share a name with the
 * Strapi query they replace (atHomeLibrary: the at-home link's query, not the library's findOne), so
 * none of them is cached unless CACHED_OWN_ROOT_QUERIES names it; tests/response-cache-rules.test.ts
 * checks this list is complete.
 */
export const OUR_ROOT_QUERIES = new Set([
  'atHomeLibrary',
  'atHomeActivity',
  // The curriculum feature's (api/curriculum/graphql.ts), added here when search-engine merged it.
  'curriculumMap',
  'curriculumOf',
  'customSchemes',
  'customScheme',
  'liveEvents',
  'playlists',
  'playlistSummaries',
  'playlist',
  'recentLessons',
  // Answered from the search index, by the caller's role (docs/search.md); cached all the same (below).
  'search',
  'searchSuggestions',
  // A teacher's own record of teaching (api/taught-lesson/graphql.ts): never cached.
  'teacherClasses',
  'taughtEntries',
  'lastTaughtClass',
  'nextForClasses',
  // A school owner's record of the school's teaching (api/school-record/graphql.ts): never cached.
  'schoolRecord',
  'schoolDevelopmentPlan',
]);

/**
 * Our root queries the response cache may answer, by role like the catalogue's: the search's
 * answers come from an index never older than the last change of content (a search after a change
 * waits for the rebuild: api/search/services/search.ts), and change only with it.
 */
export const CACHED_OWN_ROOT_QUERIES: ReadonlySet<string> = new Set(['search', 'searchSuggestions']);

let fields: Set<string> | undefined;

export function catalogueRootFields(strapi: Core.Strapi): Set<string> {
  if (fields) return fields;
  const naming = strapi.plugin('graphql').service('utils').naming;
  fields = new Set(
    CATALOGUE_TYPES.flatMap((uid) => {
      const contentType = strapi.contentType(uid as never);
      if (!contentType) return [];
      return contentType.kind === 'singleType'
        ? [naming.getFindOneQueryName(contentType)]
        : [naming.getFindQueryName(contentType), naming.getFindOneQueryName(contentType), naming.getFindConnectionQueryName(contentType)];
    })
      .filter((name) => !OUR_ROOT_QUERIES.has(name))
      .concat([...CACHED_OWN_ROOT_QUERIES]),
  );
  return fields;
}
