/**
 * The GraphQL plugin's answer for a field's page and sort, kept (src/graphql/argument-answers.ts):
 * compared with the plugin's own transformArgs, for arguments spelt every way GraphQL may give them;
 * a filter or any other argument still goes to it each time, and a caller cannot fill memory.
 */
import { describe, expect, it } from 'vitest';
import { moduleBeside } from '../src/runtime/package-internals';
import { KEPT_ANSWERS, keepArgumentAnswers, keepingAnswers, keyOfPageAndSort, type TransformArgs } from '../src/graphql/argument-answers';

const builderUtils = moduleBeside<(context: { strapi: unknown }) => { transformArgs: TransformArgs }>(
  '@strapi/plugin-graphql/package.json',
  'dist/server/services/builders/utils.js',
);

/** The plugin's own transformArgs, with its configuration and a filter mapper that shows what it was given. */
function pluginTransformArgs(config: Record<string, unknown>) {
  let calls = 0;
  const strapi = {
    plugin: () => ({
      config: (key: string) => config[key],
      service: () => ({ mappers: { graphQLFiltersToStrapiQuery: (filters: unknown) => ({ mapped: filters }) } }),
    }),
  };
  const { transformArgs } = builderUtils({ strapi });
  const counted: TransformArgs = (args, options) => {
    calls += 1;
    return transformArgs(args, options);
  };
  return { transformArgs: counted, calls: () => calls };
}

const noPrototype = (value: Record<string, unknown>) => Object.assign(Object.create(null), value);
const PAGES_AND_SORTS = [
  {},
  { pagination: {} },
  { pagination: {}, sort: [] },
  { pagination: noPrototype({}), sort: [] },
  { sort: [], filters: undefined },
  { pagination: { limit: 5 } },
  { pagination: noPrototype({ start: 2, limit: 3 }) },
  { pagination: { page: 2, pageSize: 4 } },
  { pagination: { limit: -1 } },
  { pagination: { limit: 500 } },
  { pagination: {}, sort: ['title:asc'] },
  { sort: 'title:desc' },
  { pagination: { limit: 20 }, sort: ['position:asc', 'id:desc'] },
];
const OTHER_ARGUMENTS = [
  { filters: { title: { eq: 'Loud as a lion' } } },
  { pagination: {}, filters: {} },
  { pagination: {}, status: 'draft' },
  { pagination: [] },
  { pagination: { limit: { gt: 1 } } },
  { sort: [{ title: 'asc' }] },
  { pagination: new Date(0) },
];
const REFUSED = { pagination: { page: 1, limit: 5 } }; // both kinds of page: the plugin throws

describe("a field's arguments", () => {
  for (const config of [{ defaultLimit: 100, maxLimit: -1 }, { defaultLimit: 25, maxLimit: 10 }, {}]) {
    it(`answer what the plugin's own function answers, asked once or again (configuration ${JSON.stringify(config)})`, () => {
      const plugin = pluginTransformArgs(config);
      const keeping = keepingAnswers(plugin.transformArgs);
      for (const round of [1, 2]) {
        for (const usePagination of [true, false, undefined]) {
          for (const args of [...PAGES_AND_SORTS, ...OTHER_ARGUMENTS]) {
            const options = { contentType: { uid: 'api::lesson.lesson' }, usePagination };
            expect(keeping(args, options), JSON.stringify({ round, args, usePagination })).toEqual(plugin.transformArgs(args, options));
          }
        }
      }
      expect(() => keeping(REFUSED, { usePagination: true })).toThrow();
      expect(() => keeping(REFUSED, { usePagination: true })).toThrow();
    });
  }

  it('are worked out once for each page and sort, and each caller gets its own copy', () => {
    const plugin = pluginTransformArgs({ defaultLimit: 100 });
    const keeping = keepingAnswers(plugin.transformArgs);
    const first = keeping({ pagination: {}, sort: [] }, { usePagination: true });
    first.limit = 1; // a caller changing its copy
    for (const args of PAGES_AND_SORTS.slice(0, 5)) expect(keeping(args, { usePagination: true })).toEqual({ start: 0, limit: 100 });
    const sorted = keeping({ sort: ['title:asc'] }, { usePagination: true });
    (sorted.sort as string[]).push('id:asc');
    expect(keeping({ sort: ['title:asc'] }, { usePagination: true }).sort).toEqual(['title:asc']);
    expect(plugin.calls()).toBe(2);
    for (const args of OTHER_ARGUMENTS) keeping(args, { usePagination: true });
    for (const args of OTHER_ARGUMENTS) keeping(args, { usePagination: true });
    expect(plugin.calls()).toBe(2 + 2 * OTHER_ARGUMENTS.length);
  });

  it('are told apart: a page of plain values and a sort of strings are kept by what they say; anything else is not kept', () => {
    for (const args of PAGES_AND_SORTS) expect(keyOfPageAndSort(args, true), JSON.stringify(args)).toBeTypeOf('string');
    for (const args of OTHER_ARGUMENTS) expect(keyOfPageAndSort(args, true), JSON.stringify(args)).toBeUndefined();
    expect(keyOfPageAndSort({ pagination: { limit: 5 } }, true)).not.toBe(keyOfPageAndSort({ pagination: { limit: 5 } }, false));
    expect(keyOfPageAndSort({ pagination: { limit: 5 } }, true)).not.toBe(keyOfPageAndSort({ pagination: { start: 5 } }, true));
  });

  it(`keep at most ${KEPT_ANSWERS} pages and sorts: a caller asking for ever more pages fills nothing`, () => {
    const plugin = pluginTransformArgs({ defaultLimit: 100 });
    const keeping = keepingAnswers(plugin.transformArgs);
    for (let limit = 1; limit <= KEPT_ANSWERS + 50; limit++) keeping({ pagination: { limit } }, { usePagination: true });
    const asked = plugin.calls();
    keeping({ pagination: { limit: 1 } }, { usePagination: true }); // kept
    keeping({ pagination: { limit: KEPT_ANSWERS + 10 } }, { usePagination: true }); // past the bound: asked again
    expect(plugin.calls()).toBe(asked + 1);
  });

  it("are kept once in the plugin's builders, however often it is set up", () => {
    const plugin = pluginTransformArgs({ defaultLimit: 100 });
    const builders = { utils: { transformArgs: plugin.transformArgs } };
    const strapi = { plugin: () => ({ service: () => builders }) } as never;
    keepArgumentAnswers(strapi);
    const once = builders.utils.transformArgs;
    keepArgumentAnswers(strapi);
    expect(once.keepsAnswers).toBe(true);
    expect(builders.utils.transformArgs).toBe(once);
  });
});
