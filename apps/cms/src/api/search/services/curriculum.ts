/**
 * The curriculum tags the search filters and shows (year groups, curriculum areas): the effective
 * tags of every published unit, lesson and activity, from the curriculum feature's bulk function
 * (issue 39's contract: `allEffectiveCurriculumTags`). Until that feature is in this branch, no
 * page has tags: the one place to connect it is here.
 */
import type { Core } from '@strapi/strapi';
import type { Tag } from '../search-index';

export interface SearchCurriculum {
  yearGroups: Tag[];
  areas: Tag[];
}

export async function curriculumTagsOf(_strapi: Core.Strapi): Promise<{ tags: Map<string, SearchCurriculum> }> {
  return { tags: new Map() };
}
