/**
 * The GraphQL plugin's per-field wrappers taken off where they check and run nothing
 * (src/graphql/no-op-wrappers.ts), tested with the plugin's own wrapResolvers on a small schema:
 * the fields it would have wrapped for nothing answer through their own resolvers again, and every
 * field with an auth rule, a middleware or a policy, and every root field, still runs them.
 */
import { createRequire } from 'node:module';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolverConfigOf, withoutNoOps, wrapResolversModule, wrapperIsNoOp } from '../src/graphql/no-op-wrappers';

// The copy of graphql-js the plugin requires (a test's own import is its ES module build, whose types the plugin would not know).
const { buildSchema, graphql } = createRequire(__filename)('graphql') as typeof import('graphql');

const LESSONS = [
  { title: 'Loud as a lion', guarded: 'g1', checked: 'c1', open: 'o1' },
  { title: 'Quiet as a mouse', guarded: 'g2', checked: 'c2', open: 'o2' },
];

function lessonSchema(): GraphQLSchema {
  const schema = buildSchema('type Query { lessons: [Lesson] } type Lesson { title: String guarded: String checked: String open: String }');
  schema.getQueryType()!.getFields().lessons.resolve = () => LESSONS;
  return schema;
}

/** What the plugin's wrappers did while a query ran. */
function recordingStrapi() {
  const calls: string[] = [];
  const strapi = {
    get: () => ({ resolve: (policies: Array<() => boolean>) => policies.map((handler) => ({ handler, config: {} })) }),
    auth: { verify: async (_auth: unknown, config: unknown) => void calls.push(`auth ${JSON.stringify(config ?? null)}`) },
  };
  const resolversConfig = {
    'Lesson.guarded': {
      middlewares: [
        (next: (...args: unknown[]) => unknown, ...args: unknown[]) => {
          calls.push('middleware');
          return next(...args);
        },
      ],
    },
    Lesson: { checked: { policies: [() => (calls.push('policy'), true)] } },
    'Lesson.open': { auth: false },
  };
  return { calls, strapi, resolversConfig };
}

const lessonFields = (schema: GraphQLSchema) => (schema.getType('Lesson') as GraphQLObjectType).getFields();
const ask = (schema: GraphQLSchema) => graphql({ schema, source: '{ lessons { title guarded checked open } }', contextValue: { state: { auth: {} } } });

describe("the plugin's wrappers that do nothing", () => {
  it("are the plugin's own rule: a field of an object type with no entry, or only auth: false, checks nothing", async () => {
    const { calls, strapi, resolversConfig } = recordingStrapi();
    const wrapped = wrapResolversModule().wrapResolvers({ schema: lessonSchema(), strapi, extension: { resolversConfig } });
    const answer = await ask(wrapped);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ lessons: LESSONS });
    // The root field's auth once; the middleware and the policy once per lesson; nothing for title and open.
    expect(calls.sort()).toEqual(['auth null', 'middleware', 'middleware', 'policy', 'policy']);
    expect(wrapperIsNoOp('Lesson', resolverConfigOf(resolversConfig, 'Lesson', 'title'))).toBe(true);
    expect(wrapperIsNoOp('Lesson', resolverConfigOf(resolversConfig, 'Lesson', 'open'))).toBe(true);
    expect(wrapperIsNoOp('Lesson', resolverConfigOf(resolversConfig, 'Lesson', 'guarded'))).toBe(false);
    expect(wrapperIsNoOp('Lesson', resolverConfigOf(resolversConfig, 'Lesson', 'checked'))).toBe(false);
    expect(wrapperIsNoOp('Query', undefined)).toBe(false);
    expect(wrapperIsNoOp('Mutation', { auth: false })).toBe(false);
    expect(wrapperIsNoOp('Lesson', { auth: { scope: ['x'] } })).toBe(false);
  });

  it('are taken off, and the fields that check or run something keep theirs, with the same answers', async () => {
    const { calls, strapi, resolversConfig } = recordingStrapi();
    const schema = lessonSchema();
    const before = Object.fromEntries(Object.entries(lessonFields(schema)).map(([name, field]) => [name, field.resolve]));
    const rootBefore = schema.getQueryType()!.getFields().lessons.resolve;
    const wrapped = withoutNoOps(wrapResolversModule().wrapResolvers)({ schema, strapi, extension: { resolversConfig } });
    const fields = lessonFields(wrapped);
    expect(fields.title.resolve).toBe(before.title);
    expect(fields.open.resolve).toBe(before.open);
    expect(fields.guarded.resolve).not.toBe(before.guarded);
    expect(fields.checked.resolve).not.toBe(before.checked);
    expect(wrapped.getQueryType()!.getFields().lessons.resolve).not.toBe(rootBefore);
    const answer = await ask(wrapped);
    expect(answer.data).toEqual({ lessons: LESSONS });
    expect(calls.sort()).toEqual(['auth null', 'middleware', 'middleware', 'policy', 'policy']);
  });
});
