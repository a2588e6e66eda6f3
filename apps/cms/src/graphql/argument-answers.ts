/**
 * Strapi's GraphQL plugin turns a field's arguments into a database query (`transformArgs`,
 * builders/utils.js in the plugin) for every relation, media field and component of every object in
 * an answer: its default pagination deep-merged in with lodash/fp's `merge`, an `omit`, its config
 * read twice. A lesson in lesson mode does it for hundreds of fields, nearly all asked with no
 * argument of their own (GraphQL gives them `pagination: {}` and `sort: []`) or with the same page
 * every time (the site asks for `videos(pagination: { limit: 20 })`): 4.6% of the CPU of
 * computing the lesson (bench/RESULTS.md).
 *
 * Without a filter the plugin's answer depends on nothing but the page and the sort asked for (and
 * its configuration, fixed at start), so for those it is computed once by the plugin's own function
 * and a copy given each time: up to KEPT_ANSWERS spellings, the rest computed each time (a caller
 * cannot fill memory by asking for many pages). Filters, a status or any other argument go to the
 * plugin's function as before. `tests/argument-answers.test.ts` compares the two on the plugin's own
 * function.
 */
import type { Core } from '@strapi/strapi';

type Args = Record<string, unknown>;
type Options = { contentType?: unknown; usePagination?: boolean };
export type TransformArgs = ((args: Args, options: Options) => Args) & { keepsAnswers?: boolean };

export const KEPT_ANSWERS = 1000;

const isPrimitive = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'function');

// graphql-js makes an argument's input objects without a prototype; a default value given in the schema has Object's.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * A page and a sort alone, spelt in plain values (a page of numbers, a sort of strings): the key its
 * answer is kept by, or undefined for anything else.
 */
export function keyOfPageAndSort(args: Args, usePagination: boolean): string | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    if (name === 'pagination' && isPlainObject(value) && Object.values(value).every(isPrimitive)) continue;
    if (name === 'sort' && (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string')))) continue;
    return undefined;
  }
  // An empty page or sort is none (the plugin reads them so): one key for every spelling of no argument.
  const page = args.pagination && Object.keys(args.pagination).length > 0 ? args.pagination : null;
  const sort = args.sort && (args.sort as string | string[]).length > 0 ? args.sort : null;
  return JSON.stringify([usePagination, page, sort]);
}

/** An answer of plain values and lists of them can be copied for each caller; anything else is not kept. */
const isCopyable = (answer: Args) => Object.values(answer).every((value) => isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive)));
const copyOf = (answer: Args): Args => Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, Array.isArray(value) ? [...value] : value]));

/** `transform` (the plugin's transformArgs), its answers for a page and a sort kept. */
export function keepingAnswers(transform: TransformArgs): TransformArgs {
  const kept = new Map<string, Args>();
  const keepingTransform: TransformArgs = (args, options) => {
    const key = args ? keyOfPageAndSort(args, Boolean(options?.usePagination)) : undefined;
    if (key === undefined) return transform(args, options);
    const known = kept.get(key);
    if (known) return copyOf(known);
    const answer = transform(args, options);
    if (kept.size < KEPT_ANSWERS && isCopyable(answer)) kept.set(key, copyOf(answer));
    return answer;
  };
  return Object.assign(keepingTransform, { keepsAnswers: true });
}

/** In register, before the plugin builds its schema (its resolvers take transformArgs from this object when they are made). */
export function keepArgumentAnswers(strapi: Core.Strapi): void {
  const utils = (strapi.plugin('graphql').service('builders') as { utils: { transformArgs: TransformArgs } }).utils;
  if (utils.transformArgs.keepsAnswers) return;
  utils.transformArgs = keepingAnswers(utils.transformArgs.bind(utils));
}
