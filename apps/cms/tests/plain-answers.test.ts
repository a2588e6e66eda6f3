/**
 * Plain answers (src/graphql/plain-answers.ts): the marked types' fields lose the per-field wrapper
 * Strapi's GraphQL plugin puts on every field and answer the same; other types keep theirs; a plain
 * answer's field with a resolver of its own is refused when the schema is built.
 */
import { describe, expect, it } from 'vitest';
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql, type GraphQLFieldResolver } from 'graphql';
import { plainAnswerType, unwrapPlainAnswers } from '../src/graphql/plain-answers';
import type { Definition, Nexus, TypeConfig } from '../src/graphql/nexus';

/** A schema like the plugin's: every field of every object type wrapped in an async resolver, counted. */
function wrappedSchema() {
  const wrapped: string[] = [];
  const Entry = new GraphQLObjectType({
    name: 'Entry',
    extensions: { plainAnswer: true },
    fields: { title: { type: new GraphQLNonNull(GraphQLString) }, taughtOn: { type: GraphQLString } },
  });
  const Lesson = new GraphQLObjectType({ name: 'Lesson', fields: { title: { type: GraphQLString } } });
  const Query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      entries: {
        type: new GraphQLList(Entry),
        resolve: () => [
          { title: 'Loud as a lion', taughtOn: '2026-11-12' },
          { title: 'Echo', taughtOn: null },
        ],
      },
      lesson: { type: Lesson, resolve: () => ({ title: 'Steady beat' }) },
    },
  });
  const schema = new GraphQLSchema({ query: Query });
  for (const type of [Entry, Lesson, Query]) {
    for (const field of Object.values(type.getFields())) {
      const base: GraphQLFieldResolver<Record<string, unknown>, unknown> = field.resolve ?? ((parent) => parent[field.name]);
      field.resolve = async (parent, args, context, info) => {
        wrapped.push(`${type.name}.${field.name}`);
        return base(parent, args, context, info);
      };
    }
  }
  return { schema, wrapped };
}

const QUERY = '{ entries { title taughtOn } lesson { title } }';

describe('plain answers', () => {
  it("answer the same without the wrapper, which other types' fields keep", async () => {
    const before = wrappedSchema();
    const answer = await graphql({ schema: before.schema, source: QUERY });
    expect(before.wrapped).toContain('Entry.title');

    const after = wrappedSchema();
    expect(unwrapPlainAnswers(after.schema)).toEqual(['Entry']);
    const unwrappedAnswer = await graphql({ schema: after.schema, source: QUERY });
    expect(unwrappedAnswer).toEqual(answer);
    expect(unwrappedAnswer.data?.entries).toEqual([
      { title: 'Loud as a lion', taughtOn: '2026-11-12' },
      { title: 'Echo', taughtOn: null },
    ]);
    expect(after.wrapped.sort()).toEqual(['Lesson.title', 'Query.entries', 'Query.lesson']);
  });

  it('refuse a field with a resolver of its own, at any depth of the field builder', () => {
    const definitions: TypeConfig[] = [];
    const nexus = { objectType: (config: TypeConfig) => definitions.push(config) } as unknown as Nexus;
    const calls: string[] = [];
    const builder: Definition = {
      id: (name) => calls.push(name),
      string: (name) => calls.push(name),
      int: (name) => calls.push(name),
      float: (name) => calls.push(name),
      boolean: (name) => calls.push(name),
      field: (name) => calls.push(name),
      get nonNull() {
        return builder;
      },
      get list() {
        return builder;
      },
    };
    plainAnswerType(nexus, { name: 'Fine', definition: (t) => (t.nonNull.string('title'), t.nonNull.list.nonNull.field('cells', { type: 'Cell' })) });
    plainAnswerType(nexus, { name: 'Resolving', definition: (t) => t.nonNull.list.string('title', { resolve: () => 'x' }) });
    const [fine, resolving] = definitions;
    expect(fine.extensions).toEqual({ plainAnswer: true });
    fine.definition(builder);
    expect(calls).toEqual(['title', 'cells']);
    expect(() => resolving.definition(builder)).toThrow("Resolving.title is a plain answer's field: it cannot have a resolver");
  });
});
