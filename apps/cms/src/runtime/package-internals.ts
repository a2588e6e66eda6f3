/**
 * A module inside an installed package that its `exports` do not offer: Strapi's and Apollo's
 * internals that our runtime wrappers replace or reuse (no-op-wrappers.ts, reads-without-transaction.ts,
 * field-resolvers.ts). Each use is covered by a test that fails when a new version moves or changes it.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The module at `relativePath` from the directory of what `specifier` resolves to, resolved from
 * `from` (default: our own code): from a package's folder, to reach the copy that package itself uses.
 */
export function moduleBeside<T>(specifier: string, relativePath: string, from: string = __filename): T {
  const requireFrom = createRequire(from);
  return requireFrom(path.join(path.dirname(requireFrom.resolve(specifier)), relativePath)) as T;
}
