/**
 * The curriculum tags (apps/cms/docs/catalogue.md, "Curriculum tags"): the fixed lists made at every
 * start, a unit's own tags, a lesson's inherited from its unit field by field, an activity's from the
 * lessons that use it, the demo catalogue's tagging and the audience's curriculum map, all read from
 * outside through GraphQL as a visitor, a lapsed teacher and a subscriber.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { demoCallerTokens, type DemoCaller } from './helpers/cms';
import { TestFixtures } from './helpers/fixtures';

/** The Model Music Curriculum's areas in the order every list and the map show them. */
const AREAS_IN_ORDER = ['singing', 'listening', 'composing', 'performing', 'pulse', 'rhythm', 'pitch'];

const require = createRequire(import.meta.url);
const { ensureCurriculumTaxonomies } = require(path.resolve(__dirname, '..', 'dist', 'src', 'setup', 'curriculum-taxonomy'));

const UNIT = 'api::scheme.scheme';
const LESSON = 'api::lesson.lesson';
const ACTIVITY = 'api::activity-page.activity-page';
const TAGS = '{ yearGroups { slug title } keyStages { slug title } areas { slug title } dimensions { slug title } inherited }';

let fixtures: TestFixtures;
let tokens: Record<DemoCaller, string | undefined>;

const cms = cmsForThisFile({}, async () => {
  fixtures = new TestFixtures(cms);
  tokens = await demoCallerTokens(cms.baseUrl);
});
afterAll(async () => {
  await fixtures?.removeAll();
});

async function query<T = any>(text: string, variables: Record<string, unknown> = {}, caller: DemoCaller = 'visitor'): Promise<T> {
  const { body } = await cms.graphql<T>(text, variables, tokens[caller]);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface Tags {
  yearGroups: Array<{ slug: string; title: string }>;
  keyStages: Array<{ slug: string; title: string }>;
  areas: Array<{ slug: string; title: string }>;
  dimensions: Array<{ slug: string; title: string }>;
  inherited: boolean;
}
const slugs = (tags: Tags) => ({
  yearGroups: tags.yearGroups.map((tag) => tag.slug),
  keyStages: tags.keyStages.map((tag) => tag.slug),
  areas: tags.areas.map((tag) => tag.slug),
  dimensions: tags.dimensions.map((tag) => tag.slug),
  inherited: tags.inherited,
});

/** The documentIds of a list's rows by slug. */
async function listIds(uid: string): Promise<Record<string, string>> {
  const rows = (await cms.strapi.documents(uid as never).findMany({ fields: ['slug'], limit: -1 } as never)) as unknown as Array<{
    slug: string;
    documentId: string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.slug, row.documentId]));
}

describe('the fixed lists', () => {
  it('hold every year group with its key stage, the Model Music Curriculum areas and the dimensions, readable by a visitor', async () => {
    const data = await query(`{
      yearGroups(sort: "position", pagination: { limit: 100 }) { slug title key_stage }
      curriculumAreas(sort: "position") { slug title }
      musicalDimensions(sort: "position") { slug title }
    }`);
    expect(data.yearGroups.map((year: { title: string }) => year.title)).toEqual([
      'Nursery',
      'Reception',
      ...Array.from({ length: 13 }, (_, index) => `Year ${index + 1}`),
      'SEND: all ages',
    ]);
    const stageOf = Object.fromEntries(data.yearGroups.map((year: { slug: string; key_stage: string }) => [year.slug, year.key_stage]));
    expect([
      stageOf.nursery,
      stageOf.reception,
      stageOf['year-2'],
      stageOf['year-3'],
      stageOf['year-9'],
      stageOf['year-11'],
      stageOf['year-12'],
      stageOf.send,
    ]).toEqual(['eyfs', 'eyfs', 'ks1', 'ks2', 'ks3', 'ks4', 'ks5', 'all']);
    expect(data.curriculumAreas.map((area: { slug: string }) => area.slug)).toEqual(AREAS_IN_ORDER);
    expect(data.curriculumAreas[4].title).toBe('Musicianship: pulse and beat');
    expect(data.musicalDimensions.map((dimension: { title: string }) => dimension.title)).toEqual([
      'Pitch',
      'Duration',
      'Dynamics',
      'Tempo',
      'Timbre',
      'Texture',
      'Structure',
      'Notation',
    ]);
  });

  it('are put back at the next start, and made again adds nothing', async () => {
    const documents = cms.strapi.documents('api::year-group.year-group' as never);
    const { documentId } = (await documents.findFirst({ filters: { slug: 'year-4' } } as never)) as unknown as { documentId: string };
    await documents.update({ documentId, data: { title: 'Year Four', position: 99 } } as never);
    const counts = async () =>
      Promise.all(
        ['api::year-group.year-group', 'api::curriculum-area.curriculum-area', 'api::musical-dimension.musical-dimension'].map((uid) =>
          cms.strapi.db.query(uid as never).count(),
        ),
      );
    const before = await counts();
    await ensureCurriculumTaxonomies(cms.strapi);
    await ensureCurriculumTaxonomies(cms.strapi);
    expect(await counts()).toEqual(before);
    expect(before).toEqual([16, 7, 8]);
    expect(await documents.findOne({ documentId, fields: ['title', 'position'] } as never)).toMatchObject({ title: 'Year 4', position: 6 });
  });
});

describe('inheritance', () => {
  let unit: string;
  let lessonWithout: string;
  let lessonNarrower: string;
  let sharedActivity: string;
  let ownActivity: string;
  let pooledActivity: string;

  beforeAll(async () => {
    const [years, areas, dimensions] = await Promise.all([
      listIds('api::year-group.year-group'),
      listIds('api::curriculum-area.curriculum-area'),
      listIds('api::musical-dimension.musical-dimension'),
    ]);
    sharedActivity = await fixtures.publish(ACTIVITY, { title: 'Curriculum test: shared warm-up' });
    ownActivity = await fixtures.publish(ACTIVITY, { title: 'Curriculum test: own tags', curriculum_areas: [areas.composing] });
    pooledActivity = await fixtures.publish(ACTIVITY, { title: 'Curriculum test: in a pool only' });
    unit = await fixtures.publish(UNIT, {
      title: 'Curriculum test unit',
      year_groups: [years['year-4'], years['year-3']],
      curriculum_areas: [areas.singing, areas.pulse],
      musical_dimensions: [dimensions.tempo],
    });
    lessonWithout = await fixtures.publish(LESSON, {
      title: 'Curriculum test: takes the unit’s',
      scheme: unit,
      activities: [{ title: 'Warm-up', section_divider: false, activity: sharedActivity }],
      activity_pool: [pooledActivity],
    });
    lessonNarrower = await fixtures.publish(LESSON, {
      title: 'Curriculum test: narrower',
      scheme: unit,
      year_groups: [years['year-4']],
      musical_dimensions: [dimensions.dynamics, dimensions.pitch],
      activities: [{ title: 'Own', section_divider: false, activity: ownActivity }],
    });
    const otherUnit = await fixtures.publish(UNIT, {
      title: 'Curriculum test other unit',
      year_groups: [years['year-6']],
      curriculum_areas: [areas.listening],
    });
    await fixtures.publish(LESSON, {
      title: 'Curriculum test: other unit',
      scheme: otherUnit,
      extensionactivities: [{ title: 'Going further', activities: [sharedActivity] }],
    });
  });

  it('gives a unit its own tags, in the lists’ order, with the key stages they make', async () => {
    const data = await query(`query ($id: ID!) { scheme(documentId: $id) { curriculum ${TAGS} } }`, { id: unit });
    expect(slugs(data.scheme.curriculum)).toEqual({
      yearGroups: ['year-3', 'year-4'],
      keyStages: ['ks2'],
      areas: ['singing', 'pulse'],
      dimensions: ['tempo'],
      inherited: false,
    });
    expect(data.scheme.curriculum.keyStages[0].title).toBe('Key stage 2');
    expect(data.scheme.curriculum.areas[1].title).toBe('Musicianship: pulse and beat');
  });

  it('gives a lesson without tags its unit’s, and a lesson with some its own field by field, to a subscriber and (through the outline) a visitor', async () => {
    const lesson = (id: string) => query(`query ($id: ID!) { lesson(documentId: $id) { curriculum ${TAGS} } }`, { id }, 'subscriber');
    expect(slugs((await lesson(lessonWithout)).lesson.curriculum)).toEqual({
      yearGroups: ['year-3', 'year-4'],
      keyStages: ['ks2'],
      areas: ['singing', 'pulse'],
      dimensions: ['tempo'],
      inherited: true,
    });
    const narrower = {
      yearGroups: ['year-4'],
      keyStages: ['ks2'],
      areas: ['singing', 'pulse'],
      dimensions: ['pitch', 'dynamics'],
      inherited: true,
    };
    expect(slugs((await lesson(lessonNarrower)).lesson.curriculum)).toEqual(narrower);
    for (const caller of ['visitor', 'lapsed'] as const) {
      const outline = await query(`query ($id: ID!) { scheme(documentId: $id) { outline { documentId curriculum ${TAGS} } } }`, { id: unit }, caller);
      const entry = outline.scheme.outline.find((row: { documentId: string }) => row.documentId === lessonNarrower);
      expect(slugs(entry.curriculum)).toEqual(narrower);
      // The lesson itself stays subscribers'.
      const { body } = await cms.graphql(`query ($id: ID!) { lesson(documentId: $id) { title curriculum ${TAGS} } }`, { id: lessonNarrower }, tokens[caller]);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('gives an activity without tags the union of the lessons that use it, not those that only pool it; its own where it has them', async () => {
    const activity = (id: string) => query(`query ($id: ID!) { activityPage(documentId: $id) { curriculum ${TAGS} } }`, { id }, 'subscriber');
    expect(slugs((await activity(sharedActivity)).activityPage.curriculum)).toEqual({
      yearGroups: ['year-3', 'year-4', 'year-6'],
      keyStages: ['ks2'],
      areas: ['singing', 'listening', 'pulse'],
      dimensions: ['tempo'],
      inherited: true,
    });
    expect(slugs((await activity(ownActivity)).activityPage.curriculum)).toEqual({
      yearGroups: ['year-4'],
      keyStages: ['ks2'],
      areas: ['composing'],
      dimensions: ['pitch', 'dynamics'],
      inherited: true,
    });
    expect(slugs((await activity(pooledActivity)).activityPage.curriculum)).toEqual({
      yearGroups: [],
      keyStages: [],
      areas: [],
      dimensions: [],
      inherited: false,
    });
    // A visitor reads an activity's tags, and nothing else of it, by its id.
    const visitor = await query(`query ($id: String!) { curriculumOf(documentId: $id) ${TAGS} }`, { id: sharedActivity });
    expect(visitor.curriculumOf.yearGroups.map((tag: { title: string }) => tag.title)).toEqual(['Year 3', 'Year 4', 'Year 6']);
  });

  it('follows an editor’s change at once: a unit’s new year group reaches its lessons and their activities', async () => {
    const years = await listIds('api::year-group.year-group');
    await cms.strapi.documents(UNIT as never).update({ documentId: unit, data: { year_groups: [years['year-5']] } } as never);
    await cms.strapi.documents(UNIT as never).publish({ documentId: unit } as never);
    const data = await query(`query ($id: String!) { curriculumOf(documentId: $id) ${TAGS} }`, { id: sharedActivity });
    expect(data.curriculumOf.yearGroups.map((tag: { slug: string }) => tag.slug)).toEqual(['year-5', 'year-6']);
    const draftOnly = await cms.strapi.documents(LESSON as never).create({ data: { title: 'Curriculum test: draft', scheme: unit } } as never);
    fixtures.keep(LESSON, draftOnly.documentId);
    const draft = await query(`query ($id: String!) { curriculumOf(documentId: $id) ${TAGS} }`, { id: draftOnly.documentId });
    expect(draft.curriculumOf.yearGroups).toEqual([]);
  });

  it('refuses a document code that is not one', async () => {
    const { body } = await cms.graphql(`{ curriculumOf(documentId: "not a code!") { inherited } }`);
    expect(body.errors?.[0]?.message).toMatch(/letters, digits and hyphens/);
  });
});

describe('the demo catalogue', () => {
  it('tags every unit with year groups and areas, and some lessons with narrower ones', async () => {
    const data = await query(
      `{ schemes(pagination: { limit: 100 }) { title programme { audience { slug } } curriculum ${TAGS} outline { title curriculum ${TAGS} } } }`,
    );
    const units = data.schemes.filter((unit: { title: string }) => !unit.title.startsWith('Curriculum test'));
    expect(units.length).toBeGreaterThanOrEqual(12);
    for (const unit of units) {
      expect(unit.curriculum.yearGroups.length, unit.title).toBeGreaterThan(0);
      expect(unit.curriculum.areas.length, unit.title).toBeGreaterThan(0);
      expect(unit.curriculum.inherited, unit.title).toBe(false);
      if (unit.programme.audience.slug === 'send') expect(slugs(unit.curriculum).yearGroups, unit.title).toEqual(['send']);
    }
    const rhythmPatterns = units.find((unit: { title: string }) => unit.title === 'Rhythm Patterns');
    const reading = rhythmPatterns.outline.find((lesson: { title: string }) => lesson.title === 'Reading rhythms');
    expect(slugs(reading.curriculum)).toMatchObject({ yearGroups: ['year-3'], areas: ['rhythm'], dimensions: ['notation'], inherited: false });
    const layering = rhythmPatterns.outline.find((lesson: { title: string }) => lesson.title === 'Layering our patterns');
    expect(slugs(layering.curriculum)).toEqual({ ...slugs(rhythmPatterns.curriculum), inherited: true });
  });
});

describe('the curriculum map', () => {
  const MAP = `query ($audience: String!) { curriculumMap(audience: $audience) {
    audience { slug title } areas { slug title } units mappedUnits
    rows { yearGroup { slug title } keyStage { slug title } cells { area units { documentId title programme { slug title } lessons } } }
  } }`;

  it('lays out Primary with the year groups its key stages hold, areas across, and each cell’s units with their lessons that teach it', async () => {
    const { curriculumMap } = await query(MAP, { audience: 'primary' });
    expect(curriculumMap.audience.title).toBe('Primary');
    expect(curriculumMap.areas.map((area: { slug: string }) => area.slug)).toEqual(AREAS_IN_ORDER);
    const rows = curriculumMap.rows.map((row: { yearGroup: { slug: string } }) => row.yearGroup.slug);
    expect(rows).toEqual(['nursery', 'reception', 'year-1', 'year-2', 'year-3', 'year-4', 'year-5', 'year-6']);
    const cell = (year: string, area: string) =>
      curriculumMap.rows.find((row: any) => row.yearGroup.slug === year).cells.find((candidate: any) => candidate.area === area).units;
    // Rhythm Patterns (Years 2 and 3): 'Reading rhythms' is Year 3 only.
    expect(cell('year-2', 'rhythm').find((unit: any) => unit.title === 'Rhythm Patterns')).toMatchObject({
      lessons: 3,
      programme: { slug: 'rhythm-and-pulse' },
    });
    expect(cell('year-3', 'rhythm').find((unit: any) => unit.title === 'Rhythm Patterns').lessons).toBe(4);
    // Orchestra Detectives is coming soon: its Years 3-6 units are not offered yet, so Years 4-6 are visible gaps.
    for (const year of ['year-4', 'year-5', 'year-6']) {
      const row = curriculumMap.rows.find((candidate: any) => candidate.yearGroup.slug === year);
      expect(
        row.cells.every((candidate: any) => candidate.units.length === 0),
        year,
      ).toBe(true);
    }
    expect(curriculumMap.rows[0].keyStage.title).toBe('Early years');
    expect(curriculumMap.mappedUnits).toBeGreaterThan(0);
  });

  it('gives SEND its one row, answers null for no such audience and refuses a malformed one', async () => {
    const send = await query(MAP, { audience: 'send' });
    expect(send.curriculumMap.rows.map((row: any) => row.yearGroup.title)).toEqual(['SEND: all ages']);
    const singing = send.curriculumMap.rows[0].cells.find((candidate: any) => candidate.area === 'singing');
    expect(singing.units.map((unit: { title: string }) => unit.title)).toContain('Call and Response');
    expect((await query(MAP, { audience: 'no-such-audience' })).curriculumMap).toBeNull();
    const { body } = await cms.graphql(MAP, { audience: '../primary' });
    expect(body.errors?.[0]?.message).toMatch(/letters, digits and hyphens/);
  });
});
