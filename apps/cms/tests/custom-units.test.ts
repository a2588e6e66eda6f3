/**
 * Custom units (docs/custom-units.md): how a combination key is formed and matched; a
 * custom lesson's activities following the strands chosen; create validation; owner-only access
 * (another subscriber, a lapsed teacher and a visitor refused without learning what exists).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsForThisFile } from './helpers/cms-for-file';
import { login } from './helpers/cms';
import { registerTrialTeacher } from './helpers/accounts';

const require = createRequire(import.meta.url);
const rules = require(path.resolve(__dirname, '..', 'dist', 'src', 'api', 'custom-scheme', 'services', 'custom-scheme'));

let owner: string;
let other: string;
let lapsed: string;
const created: Array<{ token: string; documentId: string }> = [];
const demo = {
  audience: '',
  programme: '',
  otherProgramme: '',
  primary: '',
  required: 0,
  strands: new Map<string, string>(), // combination_key -> documentId
  lessons: [] as Array<{ documentId: string; above: string[]; configurations: Array<{ combination_key: string; activities: string[] }> }>,
};

const CREATE = `mutation ($title: String!, $strands: [ID!]!, $audience: ID!, $programme: ID!) {
  createCustomScheme(title: $title, learning_strands: $strands, audience: $audience, programme: $programme) {
    documentId title audience { slug } programme { slug } learning_strands { combination_key } } }`;
const ONE = `query ($documentId: ID!) { customScheme(documentId: $documentId) { documentId title learning_strands { documentId combination_key } } }`;
const MINE = `{ customSchemes(audience: "send", programme: "sensory-soundscapes") { documentId title } }`;
const DELETE = `mutation ($documentId: ID!) { deleteCustomScheme(documentId: $documentId) { documentId title } }`;
const LESSON = `query ($lesson: ID!, $strands: [ID!]!) { lesson(documentId: $lesson) { activities_for_strands(strands: $strands) { documentId } } }`;

const strandIds = (...keys: string[]) => keys.map((key) => demo.strands.get(key)!);

function errorOf(body: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) {
  expect(body.errors, 'an error').toBeDefined();
  return { message: body.errors![0].message, code: body.errors![0].extensions?.code };
}

async function create(token: string, title: string, keys: string[]) {
  const { body } = await cms.graphql(CREATE, { title, strands: strandIds(...keys), audience: demo.audience, programme: demo.programme }, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  created.push({ token, documentId: body.data.createCustomScheme.documentId });
  return body.data.createCustomScheme;
}

async function lessonFor(lesson: string, keys: string[]): Promise<string[]> {
  const { body } = await cms.graphql(LESSON, { lesson, strands: strandIds(...keys) }, owner);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.lesson.activities_for_strands.map((activity: { documentId: string }) => activity.documentId);
}

const cms = cmsForThisFile({}, async () => {
  owner = await login(cms.baseUrl, 'subscriber@example.com', 'Subscriber1');
  lapsed = await login(cms.baseUrl, 'lapsed@example.com', 'Lapsed1');
  // A second teacher on a free trial: an active subscriber too.
  other = await registerTrialTeacher(cms.baseUrl, 'units');
  const { body } = await cms.graphql(
    `{ customSchemeBuilders(filters: { programme: { slug: { eq: "sensory-soundscapes" } } }) {
         number_required_strands audience { documentId } programme { documentId } learning_strands { documentId combination_key } }
       customSchemePlans(filters: { programme: { slug: { eq: "sensory-soundscapes" } } }) {
         lesson_plans { documentId activities_above { documentId } combination_key_configurations { combination_key activities { documentId } } } }
       programmes(filters: { slug: { in: ["sound-explorers"] } }) { documentId audience { documentId } } }`,
    {},
    owner,
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const [builder] = body.data.customSchemeBuilders;
  demo.audience = builder.audience.documentId;
  demo.programme = builder.programme.documentId;
  demo.required = builder.number_required_strands;
  for (const strand of builder.learning_strands) demo.strands.set(strand.combination_key, strand.documentId);
  demo.lessons = body.data.customSchemePlans[0].lesson_plans.map((lesson: any) => ({
    documentId: lesson.documentId,
    above: lesson.activities_above.map((a: any) => a.documentId),
    configurations: lesson.combination_key_configurations.map((c: any) => ({
      combination_key: c.combination_key,
      activities: c.activities.map((a: any) => a.documentId),
    })),
  }));
  demo.otherProgramme = body.data.programmes[0].documentId;
  demo.primary = body.data.programmes[0].audience.documentId;
});

afterAll(async () => {
  // The PostgreSQL run shares its database between test files: leave only the demo behind.
  for (const { token, documentId } of created) await cms?.graphql(DELETE, { documentId }, token).catch(() => undefined);
});

describe('combination keys', () => {
  it("are the strands' keys trimmed, lower-cased, without repeats, sorted and joined with '+'", () => {
    expect(rules.combinationKey(['singing', 'Listening ', 'singing'])).toBe('listening+singing');
    expect(rules.combinationKey([])).toBe('');
    expect(rules.normalisedKey('Singing + Listening')).toBe('listening+singing');
    expect(rules.normalisedKey('listening,singing')).toBe('listening+singing');
    expect(rules.normalisedKey('  moving  singing ')).toBe('moving+singing');
  });

  it('choose a configured lesson exactly, else the activities above and the matching pool, else the lesson itself', () => {
    const a = (id: number, strandKeys: string[] = []) => ({ id, strandKeys });
    const lesson = {
      activities: [a(1), a(2)],
      activities_above: [a(10)],
      activity_pool: [a(20, ['singing']), a(21, ['playing', 'moving']), a(10, ['singing'])],
      configurations: [{ combination_key: 'Singing+Moving', activities: [a(30), a(31)] }],
    };
    const ids = (keys: string[]) => rules.lessonActivitiesFor(lesson, keys).map((x: { id: number }) => x.id);
    expect(ids(['moving', 'singing'])).toEqual([30, 31]);
    expect(ids(['singing'])).toEqual([10, 20]);
    expect(ids(['moving', 'listening'])).toEqual([10, 21]);
    expect(ids(['composing'])).toEqual([1, 2]);
    expect(ids([])).toEqual([1, 2]);
  });
});

describe('custom units', () => {
  it('offer the demo builder, and tell anyone whether a programme has custom units', async () => {
    expect(demo.required).toBe(4);
    expect(demo.strands.size).toBeGreaterThanOrEqual(8);
    const { body } = await cms.graphql(`{ programmes(filters: { slug: { in: ["sensory-soundscapes", "sound-explorers"] } }) { slug has_custom_units } }`);
    expect(body.errors).toBeUndefined();
    expect(Object.fromEntries(body.data.programmes.map((p: any) => [p.slug, p.has_custom_units]))).toEqual({
      'sensory-soundscapes': true,
      'sound-explorers': false,
    });
  });

  it("give each lesson the activities of the teacher's strands: a configured combination exactly, others from the pool", async () => {
    const configured = demo.lessons.find((lesson) => lesson.configurations.length)!;
    const { combination_key, activities } = configured.configurations[0];
    expect(await lessonFor(configured.documentId, combination_key.split('+'))).toEqual(activities);

    const lesson = demo.lessons.find((l) => !l.configurations.length)!;
    const makers = await lessonFor(lesson.documentId, ['composing', 'notation', 'improvising', 'playing']);
    const movers = await lessonFor(lesson.documentId, ['listening', 'singing', 'moving', 'performing']);
    expect(makers.slice(0, lesson.above.length)).toEqual(lesson.above);
    expect(movers.slice(0, lesson.above.length)).toEqual(lesson.above);
    expect(makers).not.toEqual(movers);
  });

  it('are created for the owner in the token, and refused with clear messages when invalid', async () => {
    const unit = await create(owner, '  Our sensory unit ', ['listening', 'singing', 'moving', 'playing']);
    expect(unit).toMatchObject({ title: 'Our sensory unit', audience: { slug: 'send' }, programme: { slug: 'sensory-soundscapes' } });
    expect(unit.learning_strands.map((s: any) => s.combination_key).sort()).toEqual(['listening', 'moving', 'playing', 'singing']);
    expect((await cms.graphql(MINE, {}, owner)).body.data.customSchemes.map((u: any) => u.documentId)).toContain(unit.documentId);

    const attempt = (variables: Record<string, unknown>) =>
      cms.graphql(
        CREATE,
        { title: 'A unit', strands: strandIds('listening', 'singing', 'moving', 'playing'), audience: demo.audience, programme: demo.programme, ...variables },
        owner,
      );
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: '   ' }, /give your unit a name/],
      [{ strands: strandIds('listening', 'singing', 'moving') }, /Choose 4 strands/],
      [{ strands: strandIds('listening', 'singing', 'moving', 'playing', 'composing') }, /Choose 4 strands/],
      [{ strands: strandIds('listening', 'listening', 'moving', 'playing') }, /chosen once/],
      [{ strands: [...strandIds('listening', 'singing', 'moving'), 'nosuchstrand000000000000'] }, /strands from those this programme offers/],
      [{ programme: demo.otherProgramme }, /programme does not exist for that audience/],
      [{ programme: demo.otherProgramme, audience: demo.primary }, /does not offer custom units/],
    ];
    const before = (await cms.graphql(MINE, {}, owner)).body.data.customSchemes.length;
    for (const [variables, message] of cases) {
      const { status, body } = await attempt(variables);
      expect(status).toBeLessThan(500);
      const error = errorOf(body);
      expect(error.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(error.message, JSON.stringify(variables)).toMatch(message);
    }
    expect((await cms.graphql(MINE, {}, owner)).body.data.customSchemes.length).toBe(before);
  });

  it("are only the owner's: another subscriber finds nothing, a lapsed teacher and a visitor are refused", async () => {
    const unit = await create(owner, 'Private unit', ['composing', 'notation', 'improvising', 'playing']);
    const missing = 'nosuchunit00000000000000';
    for (const documentId of [unit.documentId, missing]) {
      expect((await cms.graphql(ONE, { documentId }, other)).body.data.customScheme).toBeNull();
      expect(errorOf((await cms.graphql(DELETE, { documentId }, other)).body)).toMatchObject({
        code: 'STRAPI_NOT_FOUND_ERROR',
        message: 'That unit could not be found.',
      });
    }
    expect((await cms.graphql(MINE, {}, other)).body.data.customSchemes).toEqual([]);
    for (const token of [lapsed, undefined]) {
      for (const [query, variables] of [
        [MINE, {}],
        [ONE, { documentId: unit.documentId }],
        [DELETE, { documentId: unit.documentId }],
        [
          CREATE,
          { title: 'Sneaky', strands: strandIds('composing', 'notation', 'improvising', 'playing'), audience: demo.audience, programme: demo.programme },
        ],
      ] as const) {
        expect(errorOf((await cms.graphql(query, variables, token)).body).code).toBe('FORBIDDEN');
      }
    }

    const read = await cms.graphql(ONE, { documentId: unit.documentId }, owner);
    expect(read.body.data.customScheme).toMatchObject({ title: 'Private unit' });
    const deleted = await cms.graphql(DELETE, { documentId: unit.documentId }, owner);
    expect(deleted.body.data.deleteCustomScheme).toEqual({ documentId: unit.documentId, title: 'Private unit' });
    expect((await cms.graphql(ONE, { documentId: unit.documentId }, owner)).body.data.customScheme).toBeNull();
  });
});
