/**
 * Every field's thin wrapper (src/graphql/field-resolvers.ts), on a real Apollo Server with a hook
 * like the GraphQL plugin's: a root query's arguments are kept as the plugin's hook keeps them, the
 * fields are counted and fail past the limit, plain answers read with the default resolver, and
 * Apollo's own per-field instrumentation stays off (the hook is never called). A version of Apollo
 * that stops honouring its mark, or moves the function, fails here.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { GraphQLResolveInfo } from 'graphql';
import { fieldResolversPlugin } from '../src/graphql/field-resolvers';
import { resultSizeLimit } from '../src/graphql/query-limits';

// Apollo Server and graphql-js as the CMS loads them (CommonJS; the tests' imports would give their ES modules).
const requireHere = createRequire(__filename);
const { ApolloServer } = requireHere('@apollo/server') as typeof import('@apollo/server');
const { GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString } = requireHere('graphql') as typeof import('graphql');

type Context = { rootQueryArgsByPath?: Map<string | number, Record<string, unknown>> };

/** The GraphQL plugin's hook (its bootstrap, pluginAddRootQueryArgs), with a record of its calls. */
function pluginLikeHook(calls: string[]) {
  return {
    async requestDidStart() {
      return {
        async executionDidStart() {
          return {
            willResolveField({
              source,
              args,
              contextValue,
              info,
            }: {
              source: unknown;
              args: Record<string, unknown>;
              contextValue: Context;
              info: GraphQLResolveInfo;
            }) {
              calls.push(`${info.parentType.name}.${info.fieldName}`);
              if (!source && info.operation.operation === 'query') {
                contextValue.rootQueryArgsByPath ??= new Map();
                contextValue.rootQueryArgsByPath.set(info.path.key, { ...args, _originField: info.fieldName });
              }
            },
          };
        },
      };
    },
  };
}

function schema() {
  const Entry = new GraphQLObjectType({
    name: 'Entry',
    extensions: { plainAnswer: true },
    fields: { title: { type: GraphQLString }, minutes: { type: GraphQLInt } },
  });
  const Unit = new GraphQLObjectType({
    name: 'Unit',
    fields: {
      title: { type: GraphQLString, resolve: async (unit: { title: string }) => unit.title },
      // What the plugin's association resolver reads: the arguments of this answer's root field.
      rootArgs: {
        type: GraphQLString,
        resolve: (_unit, _args, context: Context, info) => {
          let root = info.path;
          while (root.prev) root = root.prev;
          return JSON.stringify(context.rootQueryArgsByPath?.get(root.key) ?? null);
        },
      },
    },
  });
  const Query = new GraphQLObjectType({
    name: 'Query',
    fields: {
      units: {
        type: new GraphQLList(Unit),
        args: { status: { type: GraphQLString }, limit: { type: GraphQLInt } },
        resolve: (_source, args: { limit?: number }) => Array.from({ length: args.limit ?? 2 }, (_, n) => ({ title: `Unit ${n + 1}` })),
      },
      entries: { type: new GraphQLList(Entry), resolve: () => [{ title: 'Loud as a lion', minutes: 40 }] },
    },
  });
  const Mutation = new GraphQLObjectType({
    name: 'Mutation',
    fields: { renameUnit: { type: Unit, args: { title: { type: GraphQLString } }, resolve: (_source, args: { title: string }) => ({ title: args.title }) } },
  });
  return new GraphQLSchema({ query: Query, mutation: Mutation });
}

async function server(maxResolvedFields: number) {
  const hookCalls: string[] = [];
  const apollo = new ApolloServer<Context>({
    schema: schema(),
    plugins: [pluginLikeHook(hookCalls), resultSizeLimit(), fieldResolversPlugin(maxResolvedFields)],
  });
  await apollo.start();
  const ask = async (query: string) => {
    const response = await apollo.executeOperation({ query }, { contextValue: {} });
    if (response.body.kind !== 'single') throw new Error('expected a single answer');
    return { ...response.body.singleResult, status: response.http.status };
  };
  return { ask, hookCalls, stop: () => apollo.stop() };
}

describe("every field's wrapper", () => {
  it('is tried on the copy of Apollo Server the GraphQL plugin runs', () => {
    const asThePluginRequiresIt = createRequire(require.resolve('@strapi/plugin-graphql/package.json')).resolve('@apollo/server');
    expect(asThePluginRequiresIt).toBe(requireHere.resolve('@apollo/server'));
  });

  it("keeps each root query's arguments as the plugin's hook does, by alias, and never calls the hook", async () => {
    const { ask, hookCalls, stop } = await server(1000);
    const answer = await ask('{ drafts: units(status: "draft", limit: 1) { title rootArgs } units { rootArgs } entries { title minutes } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      drafts: [{ title: 'Unit 1', rootArgs: JSON.stringify({ status: 'draft', limit: 1, _originField: 'units' }) }],
      units: [{ rootArgs: JSON.stringify({ _originField: 'units' }) }, { rootArgs: JSON.stringify({ _originField: 'units' }) }],
      entries: [{ title: 'Loud as a lion', minutes: 40 }],
    });
    expect(hookCalls).toEqual([]);

    const mutation = await ask('mutation { renameUnit(title: "Echo") { title rootArgs } }');
    expect(mutation.data).toEqual({ renameUnit: { title: 'Echo', rootArgs: 'null' } });
    await stop();
  });

  it('counts every field, plain answers too, and answers one error and 400 past the limit', async () => {
    // 3 root fields, 1 unit x 2 fields, 2 units x 1 field, 1 entry x 2 fields (a plain answer's).
    const query = '{ drafts: units(limit: 1) { title rootArgs } units { rootArgs } entries { title minutes } }';
    const atTheLimit = await server(9);
    expect((await atTheLimit.ask(query)).errors).toBeUndefined();
    await atTheLimit.stop();

    const pastTheLimit = await server(8);
    const past = await pastTheLimit.ask(query);
    expect(past.status).toBe(400);
    expect(past.data).toBeNull();
    expect(past.errors).toEqual([expect.objectContaining({ extensions: { code: 'RESULT_TOO_LARGE' } })]);
    expect(past.errors?.[0].message).toContain('more than 8 fields');
    await pastTheLimit.stop();
  });
});
