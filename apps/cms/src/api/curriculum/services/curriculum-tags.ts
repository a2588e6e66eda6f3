/**
 * The curriculum tags of the published catalogue (apps/cms/docs/catalogue.md, "Curriculum tags"), read in
 * one pass: every published unit, lesson and activity with its own tags and what it inherits from
 * (the rules: ../inheritance.ts), and each audience's units for its curriculum map (../curriculum-map.ts).
 *
 * The pass is kept in this process until content changes on any instance (runtime/shared-state.ts),
 * so a page's labels and the search index (which calls allEffectiveCurriculumTags) cost one read of the
 * catalogue per change, not one per document. Published documents only, as every caller of the site sees.
 */
import type { Core } from '@strapi/strapi';
import { whenChanged } from '../../../runtime/shared-state';
import { KEY_STAGE_TITLES, type KeyStage } from '../../../setup/curriculum-taxonomy';
import { NO_TAGS, effectiveTagsOf, type CurriculumTags, type OwnTags } from '../inheritance';
import { curriculumMapOf, type CurriculumMapAnswer, type MapUnitInput, type Tag, type YearGroupTag } from '../curriculum-map';
import { ACTIVITY_UID, CURRICULUM_AREA_UID, CUSTOM_UNIT_PLAN_UID, LESSON_UID, MUSICAL_DIMENSION_UID, UNIT_UID, YEAR_GROUP_UID } from '../../../content-types';

export type { CurriculumTags } from '../inheritance';

interface Row {
  documentId: string;
}
type Slugged = { slug: string };
interface TaggedRow extends Row {
  year_groups?: Slugged[] | null;
  curriculum_areas?: Slugged[] | null;
  musical_dimensions?: Slugged[] | null;
}
interface UnitRow extends TaggedRow {
  title: string;
  programme?: { slug: string; title: string; released?: boolean | null; audience?: { slug: string } | null } | null;
  lessons?: Row[] | null;
}
interface LessonRow extends TaggedRow {
  scheme?: Row | null;
  activities?: Array<{ activity?: Row | null }> | null;
  extensionactivities?: Array<{ activities?: Row[] | null }> | null;
  activities_above?: Row[] | null;
  activity_pool?: Row[] | null;
}

const TAG_POPULATE = {
  year_groups: { fields: ['slug'] },
  curriculum_areas: { fields: ['slug'] },
  musical_dimensions: { fields: ['slug'] },
};
const ID_ONLY = { fields: ['documentId'] };

/** Everything read in one pass. */
export interface CurriculumSnapshot {
  tags: Map<string, CurriculumTags>;
  yearGroups: YearGroupTag[];
  areas: Tag[];
  dimensions: Tag[];
  titles: Map<string, string>;
  /** Each audience's published units of released programmes, in the order they were made. */
  unitsByAudience: Map<string, MapUnitInput[]>;
}

const ownTags = (row: TaggedRow): OwnTags => ({
  yearGroups: (row.year_groups ?? []).map((tag) => tag.slug),
  areas: (row.curriculum_areas ?? []).map((tag) => tag.slug),
  dimensions: (row.musical_dimensions ?? []).map((tag) => tag.slug),
});

async function readSnapshot(strapi: Core.Strapi): Promise<CurriculumSnapshot> {
  const documents = (uid: string) => strapi.documents(uid as never);
  const list = async <T>(uid: string, query: object): Promise<T[]> => (await documents(uid).findMany({ limit: -1, ...query } as never)) as unknown as T[];
  const taxonomy = async <T>(uid: string, fields: string[]) => list<T>(uid, { fields: ['slug', 'title', ...fields], sort: ['position:asc', 'id:asc'] });

  const [yearRows, areas, dimensions] = await Promise.all([
    taxonomy<Tag & { key_stage: string }>(YEAR_GROUP_UID, ['key_stage']),
    taxonomy<Tag>(CURRICULUM_AREA_UID, []),
    taxonomy<Tag>(MUSICAL_DIMENSION_UID, []),
  ]);
  const published = { status: 'published' };
  const [units, lessons, activities, plans] = await Promise.all([
    list<UnitRow>(UNIT_UID, {
      ...published,
      fields: ['documentId', 'title'],
      sort: ['id:asc'],
      populate: { ...TAG_POPULATE, programme: { fields: ['slug', 'title', 'released'], populate: { audience: { fields: ['slug'] } } }, lessons: ID_ONLY },
    }),
    list<LessonRow>(LESSON_UID, {
      ...published,
      fields: ['documentId'],
      populate: {
        ...TAG_POPULATE,
        scheme: ID_ONLY,
        activities: { populate: { activity: ID_ONLY } },
        extensionactivities: { populate: { activities: ID_ONLY } },
        activities_above: ID_ONLY,
        activity_pool: ID_ONLY,
      },
    }),
    list<TaggedRow>(ACTIVITY_UID, { ...published, fields: ['documentId'], populate: TAG_POPULATE }),
    list<{ lesson_plans?: Row[] | null }>(CUSTOM_UNIT_PLAN_UID, { ...published, fields: ['documentId'], populate: { lesson_plans: ID_ONLY } }),
  ]);

  // A lesson's pool is what a custom unit picks its activities from: it teaches them only in a custom unit plan.
  const planLessons = new Set(plans.flatMap((plan) => (plan.lesson_plans ?? []).map((lesson) => lesson.documentId)));
  const ids = (rows: Array<Row | null | undefined> | null | undefined) => (rows ?? []).filter((row): row is Row => Boolean(row)).map((row) => row.documentId);
  const yearGroups = yearRows.map((row) => ({ slug: row.slug, title: row.title, keyStage: row.key_stage }));
  const tags = effectiveTagsOf({
    units: units.map((unit) => ({ documentId: unit.documentId, own: ownTags(unit) })),
    lessons: lessons.map((lesson) => ({
      documentId: lesson.documentId,
      unit: lesson.scheme?.documentId,
      own: ownTags(lesson),
      activities: [
        ...ids((lesson.activities ?? []).map((entry) => entry.activity)),
        ...ids((lesson.extensionactivities ?? []).flatMap((extension) => extension.activities ?? [])),
        ...ids(lesson.activities_above),
        ...(planLessons.has(lesson.documentId) ? ids(lesson.activity_pool) : []),
      ],
    })),
    activities: activities.map((activity) => ({ documentId: activity.documentId, own: ownTags(activity) })),
    order: { yearGroups: yearRows.map((row) => row.slug), areas: areas.map((row) => row.slug), dimensions: dimensions.map((row) => row.slug) },
    keyStageOf: new Map(yearRows.map((row) => [row.slug, row.key_stage])),
  });

  const unitsByAudience = new Map<string, MapUnitInput[]>();
  for (const unit of units) {
    const audience = unit.programme?.audience?.slug;
    // A programme still being written ('coming soon') is not offered yet: its units stay off the map.
    if (!audience || !unit.programme || unit.programme.released === false) continue;
    const entry = {
      documentId: unit.documentId,
      title: unit.title,
      programme: { slug: unit.programme.slug, title: unit.programme.title },
      lessons: ids(unit.lessons),
    };
    unitsByAudience.set(audience, [...(unitsByAudience.get(audience) ?? []), entry]);
  }
  const titles = new Map<string, string>();
  for (const row of [...yearRows, ...areas, ...dimensions]) titles.set(row.slug, row.title);
  return {
    tags,
    yearGroups,
    areas: areas.map(({ slug, title }) => ({ slug, title })),
    dimensions: dimensions.map(({ slug, title }) => ({ slug, title })),
    titles,
    unitsByAudience,
  };
}

/** The pass, read once per change of content (on any instance); a read under way when content changes is answered but not kept. */
const kept = new WeakMap<Core.Strapi, { generation: number; snapshot?: Promise<CurriculumSnapshot> }>();

export function curriculumSnapshot(strapi: Core.Strapi): Promise<CurriculumSnapshot> {
  let state = kept.get(strapi);
  if (!state) {
    const fresh = { generation: 0, snapshot: undefined as Promise<CurriculumSnapshot> | undefined };
    whenChanged('content', () => {
      fresh.generation += 1;
      fresh.snapshot = undefined;
    });
    kept.set(strapi, fresh);
    state = fresh;
  }
  if (state.snapshot) return state.snapshot;
  const generation = state.generation;
  const reading = readSnapshot(strapi);
  state.snapshot = reading;
  const current = state;
  reading.then(
    () => {
      if (current.generation !== generation && current.snapshot === reading) current.snapshot = undefined;
    },
    () => {
      if (current.snapshot === reading) current.snapshot = undefined;
    },
  );
  return reading;
}

/** The effective tags of every published unit, lesson and activity, by documentId (slugs). */
export async function allEffectiveCurriculumTags(strapi: Core.Strapi): Promise<Map<string, CurriculumTags>> {
  return (await curriculumSnapshot(strapi)).tags;
}

/** One published unit's, lesson's or activity's effective tags (none for a draft or an unknown id). */
export async function effectiveCurriculumTags(strapi: Core.Strapi, documentId: string): Promise<CurriculumTags> {
  return (await allEffectiveCurriculumTags(strapi)).get(documentId) ?? NO_TAGS;
}

export const keyStageTitle = (slug: string): string => KEY_STAGE_TITLES[slug as KeyStage] ?? slug;

/** An audience's curriculum map (by its slug; the caller says whether the audience exists). */
export async function curriculumMap(strapi: Core.Strapi, audience: string): Promise<CurriculumMapAnswer> {
  const snapshot = await curriculumSnapshot(strapi);
  return curriculumMapOf(snapshot.unitsByAudience.get(audience) ?? [], (documentId) => snapshot.tags.get(documentId), {
    yearGroups: snapshot.yearGroups,
    areas: snapshot.areas,
    keyStageTitle,
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  all: () => allEffectiveCurriculumTags(strapi),
  of: (documentId: string) => effectiveCurriculumTags(strapi, documentId),
  map: (audience: string) => curriculumMap(strapi, audience),
});
