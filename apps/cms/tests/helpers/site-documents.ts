/**
 * The site's own GraphQL documents (apps/web/src/**\/*.graphql), so tests send exactly what its
 * pages send: every definition, and one operation's text with the fragments it uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

export const webDir = path.resolve(__dirname, '..', '..', '..', 'web');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

export const siteDefinitions: DefinitionNode[] = graphqlFiles(path.join(webDir, 'src')).flatMap(
  (file) => parse(fs.readFileSync(file, 'utf8')).definitions as DefinitionNode[],
);

/** The text of the site's operation `name`, with every fragment it uses. */
export function siteOperation(name: string): string {
  const operation = siteDefinitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`The site has no GraphQL operation named ${name}`);
  const fragments = new Map(siteDefinitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const needed = new Set<string>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (needed.has(spread.name.value)) return;
        needed.add(spread.name.value);
        collect(fragments.get(spread.name.value)!);
      },
    });
  collect(operation);
  return [operation, ...[...needed].map((fragment) => fragments.get(fragment)!)].map((definition) => print(definition)).join('\n\n');
}
