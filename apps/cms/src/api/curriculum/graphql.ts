/**
 * The curriculum through GraphQL (apps/cms/docs/catalogue.md, "Curriculum tags"), public: tags are not
 * teaching content, so a visitor sees what a unit, lesson or activity is for before subscribing.
 * - `Scheme.curriculum`, `Lesson.curriculum`, `ActivityPage.curriculum`: a document's tags after
 *   inheritance (services/curriculum-tags.ts). Lessons and activities themselves stay subscribers'
 *   (the teaching guard), so visitors read theirs through `LessonOutline.curriculum` (a unit's public
 *   outline) and `curriculumOf`.
 * - `curriculumOf(documentId)`: the tags of a published unit, lesson or activity, and nothing else of it.
 * - `curriculumMap(audience)`: an audience's curriculum map (curriculum-map.ts); null for no such audience.
 */
import type { Core } from '@strapi/strapi';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { parseArguments } from '../../validation/issues';
import { curriculumMap, curriculumSnapshot, keyStageTitle, type CurriculumSnapshot } from './services/curriculum-tags';
import { NO_TAGS, type CurriculumTags } from './inheritance';
import { curriculumMapArguments, curriculumOfArguments } from './validation';
import { AUDIENCE_UID } from '../../content-types';

/** Slugs given titles, for the GraphQL answer. */
function titled(tags: CurriculumTags, snapshot: CurriculumSnapshot) {
  const tag = (slug: string) => ({ slug, title: snapshot.titles.get(slug) ?? slug });
  return {
    yearGroups: tags.yearGroups.map(tag),
    keyStages: tags.keyStages.map((slug) => ({ slug, title: keyStageTitle(slug) })),
    areas: tags.areas.map(tag),
    dimensions: tags.dimensions.map(tag),
    inherited: tags.inherited,
  };
}

export function registerCurriculum(strapi: Core.Strapi): void {
  async function tagsOf(documentId: string | undefined) {
    const snapshot = await curriculumSnapshot(strapi);
    return titled((documentId && snapshot.tags.get(documentId)) || NO_TAGS, snapshot);
  }
  const curriculumField = (t: Parameters<Parameters<Nexus['extendType']>[0]['definition']>[0], what: string) =>
    t.nonNull.field('curriculum', {
      type: 'CurriculumTags',
      description: `The ${what}'s year groups, key stages, curriculum areas and dimensions, its own or inherited (public)`,
      resolve: (parent: { documentId?: string }) => tagsOf(parent.documentId),
    });

  strapi
    .plugin('graphql')
    .service('extension')
    .use(({ nexus }: { nexus: Nexus }) => ({
      types: [
        plainAnswerType(nexus, {
          name: 'CurriculumTag',
          description: 'One entry of the curriculum lists: a year group, key stage, curriculum area or dimension',
          definition(t) {
            t.nonNull.string('slug');
            t.nonNull.string('title');
          },
        }),
        plainAnswerType(nexus, {
          name: 'CurriculumTags',
          description: 'A unit’s, lesson’s or activity’s curriculum tags, in the lists’ order',
          definition(t) {
            t.nonNull.list.nonNull.field('yearGroups', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('keyStages', { type: 'CurriculumTag', description: 'Derived from the year groups' });
            t.nonNull.list.nonNull.field('areas', { type: 'CurriculumTag', description: 'Model Music Curriculum areas' });
            t.nonNull.list.nonNull.field('dimensions', { type: 'CurriculumTag', description: 'Inter-related dimensions' });
            t.nonNull.boolean('inherited', { description: 'True when a field was left empty and taken from the unit (a lesson) or the lessons (an activity)' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'CurriculumMapUnit',
          definition(t) {
            t.nonNull.string('documentId');
            t.nonNull.string('title');
            t.nonNull.field('programme', { type: 'CurriculumTag', description: 'The unit’s programme (its slug is part of the unit’s address)' });
            t.nonNull.int('lessons', { description: 'How many of its lessons teach this area to this year group' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'CurriculumMapCell',
          definition(t) {
            t.nonNull.string('area', { description: 'The curriculum area’s slug' });
            t.nonNull.list.nonNull.field('units', { type: 'CurriculumMapUnit' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'CurriculumMapRow',
          definition(t) {
            t.nonNull.field('yearGroup', { type: 'CurriculumTag' });
            t.nonNull.field('keyStage', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('cells', { type: 'CurriculumMapCell', description: 'One per area, in the areas’ order' });
          },
        }),
        plainAnswerType(nexus, {
          name: 'CurriculumMap',
          description: 'An audience’s catalogue mapped to the curriculum: year groups down, areas across',
          definition(t) {
            t.nonNull.field('audience', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('areas', { type: 'CurriculumTag' });
            t.nonNull.list.nonNull.field('rows', { type: 'CurriculumMapRow' });
            t.nonNull.int('units', { description: 'How many published units the audience has' });
            t.nonNull.int('mappedUnits', { description: 'How many of them are on the map' });
          },
        }),
        nexus.extendType({ type: 'Scheme', definition: (t) => curriculumField(t, 'unit') }),
        nexus.extendType({ type: 'Lesson', definition: (t) => curriculumField(t, 'lesson') }),
        nexus.extendType({ type: 'ActivityPage', definition: (t) => curriculumField(t, 'activity') }),
        nexus.extendType({ type: 'LessonOutline', definition: (t) => curriculumField(t, 'lesson') }),
        nexus.extendType({
          type: 'Query',
          definition(t) {
            t.field('curriculumMap', {
              type: 'CurriculumMap',
              args: { audience: nexus.nonNull('String') },
              description: 'An audience’s curriculum map, by its slug (null when there is no such audience)',
            });
            t.nonNull.field('curriculumOf', {
              type: 'CurriculumTags',
              args: { documentId: nexus.nonNull('String') },
              description: 'The curriculum tags of a published unit, lesson or activity (empty for any other id)',
            });
          },
        }),
      ],
      resolvers: {
        Query: {
          async curriculumMap(_parent: unknown, args: unknown) {
            const { audience } = parseArguments(curriculumMapArguments, args);
            const found = (await strapi.documents(AUDIENCE_UID as never).findFirst({
              filters: { slug: audience },
              status: 'published',
              fields: ['slug', 'title'],
            } as never)) as { slug: string; title: string } | null;
            if (!found) return null;
            return { audience: { slug: found.slug, title: found.title }, ...(await curriculumMap(strapi, found.slug)) };
          },
          async curriculumOf(_parent: unknown, args: unknown) {
            return tagsOf(parseArguments(curriculumOfArguments, args).documentId);
          },
        },
      },
      resolversConfig: {
        'Scheme.curriculum': { auth: false },
        'Lesson.curriculum': { auth: false },
        'ActivityPage.curriculum': { auth: false },
        'LessonOutline.curriculum': { auth: false },
        'Query.curriculumMap': { auth: false },
        'Query.curriculumOf': { auth: false },
      },
    }));
}
