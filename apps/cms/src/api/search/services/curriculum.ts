/**
 * The curriculum tags the search filters and shows (year groups, curriculum areas): the effective
 * tags of every published unit, lesson and activity (after inheritance), from the curriculum
 * feature's one pass over the catalogue (api/curriculum/services/curriculum-tags.ts), with their
 * titles, in the lists' order.
 */
import type { Core } from '@strapi/strapi';
import { curriculumSnapshot } from '../../curriculum/services/curriculum-tags';
import type { Tag } from '../search-index';

export interface SearchCurriculum {
  yearGroups: Tag[];
  areas: Tag[];
}

/** Each tagged document's tags, and the lists themselves in their order (for the filters). */
export async function curriculumTagsOf(strapi: Core.Strapi): Promise<{ tags: Map<string, SearchCurriculum>; lists: SearchCurriculum }> {
  const snapshot = await curriculumSnapshot(strapi);
  const yearGroups = new Map(snapshot.yearGroups.map((tag) => [tag.slug, { slug: tag.slug, title: tag.title }]));
  const areas = new Map(snapshot.areas.map((tag) => [tag.slug, { slug: tag.slug, title: tag.title }]));
  const pick = (slugs: string[], from: Map<string, Tag>) => slugs.map((slug) => from.get(slug)).filter((tag): tag is Tag => tag !== undefined);
  const tags = new Map<string, SearchCurriculum>();
  for (const [documentId, effective] of snapshot.tags) {
    tags.set(documentId, { yearGroups: pick(effective.yearGroups, yearGroups), areas: pick(effective.areas, areas) });
  }
  return { tags, lists: { yearGroups: [...yearGroups.values()], areas: [...areas.values()] } };
}
