/**
 * The site's own GraphQL documents stay inside the limits every request is held to
 * (src/graphql/query-limits.ts), so a page that outgrows one is found here rather than by a teacher.
 * Checked against the schema the site is typed from (apps/web/schema.graphql, `npm run schema`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Kind, Lexer, Source, TokenKind, buildSchema, validate, type DefinitionNode, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, queryLimitRules } from '../src/graphql/query-limits';
import { siteDefinitions, webDir } from './helpers/site-documents';

// Strapi's own depth rule, as the GraphQL plugin applies it.
const pluginRequire = createRequire(createRequire(import.meta.url).resolve('@strapi/plugin-graphql/package.json'));
const depthLimit = pluginRequire('graphql-depth-limit') as (max: number) => ValidationRule;

const schema = buildSchema(fs.readFileSync(path.join(webDir, 'schema.graphql'), 'utf8'));
const definitions = siteDefinitions;
const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);

const tokenCount = (text: string) => {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
};

const textOf = (definition: DefinitionNode) => definition.loc!.source.body.slice(definition.loc!.start, definition.loc!.end);
const nameOf = (definition: DefinitionNode) => (definition.kind === Kind.OPERATION_DEFINITION ? definition.name?.value : undefined) ?? '';

describe("the site's GraphQL documents", () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [nameOf(operation), operation] as const))('%s is inside every limit', (_name, operation) => {
    const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } as const;
    const errors = validate(schema, document, [depthLimit(QUERY_LIMITS.maxDepth), ...queryLimitRules()]);
    // Each operation is checked with all of the site's fragments, so unused ones are no error here.
    expect(errors.map((error) => error.message).filter((message) => !/^Fragment ".*" is never used/.test(message))).toEqual([]);
    expect(tokenCount([operation, ...fragments].map(textOf).join('\n'))).toBeLessThan(QUERY_LIMITS.maxTokens);
  });
});
